import { renderToStaticMarkup } from 'react-dom/server';
import { AuthProvider, useAuth } from './auth-context';

function SignedInAs() {
  const { isAuthenticated } = useAuth();
  return <p>{isAuthenticated ? 'signed in' : 'signed out'}</p>;
}

describe('useAuth', () => {
  it('throws outside an AuthProvider, in the words of the spec', () => {
    expect(() => renderToStaticMarkup(<SignedInAs />)).toThrow('useAuth must be used within an AuthProvider');
  });

  it('reads the session inside one (none stored here)', () => {
    expect(
      renderToStaticMarkup(
        <AuthProvider>
          <SignedInAs />
        </AuthProvider>,
      ),
    ).toBe('<p>signed out</p>');
  });
});
