/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { AuthProvider, useAuth } from './auth-context';

function SignedInAs() {
  const { isAuthenticated } = useAuth();
  return <p>{isAuthenticated ? 'signed in' : 'signed out'}</p>;
}

describe('useAuth', () => {
  it('throws outside an AuthProvider, in the words of the spec', () => {
    // React also reports the error on the console before it rethrows it.
    expect(() => render(<SignedInAs />)).toThrow('useAuth must be used within an AuthProvider');
  });

  it('reads the session inside one (none stored here)', () => {
    render(
      <AuthProvider>
        <SignedInAs />
      </AuthProvider>,
    );
    expect(screen.getByRole('paragraph')).toHaveTextContent(/^signed out$/);
  });
});
