/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { Banner } from './banner';
import { Button } from './button';
import { Field } from './field';

describe('the UI primitives', () => {
  it('Field: the label names its control, the required mark is not read out, the error describes it', () => {
    render(
      <Field id="email" label="Email" required error="Please enter a valid email address">
        <input id="email" aria-describedby="email-error" aria-invalid />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('Banner: an error is an alert with its title, text and a Retry that retries', () => {
    let retried = 0;
    render(
      <Banner tone="error" title="Error Loading Audit trail" onRetry={() => (retried += 1)}>
        API Error 500: boom
      </Banner>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error Loading Audit trail');
    expect(alert).toHaveTextContent('API Error 500: boom');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retried).toBe(1);
  });

  it('Banner: a notice is no alert unless it says so', () => {
    render(<Banner tone="warning">Some files failed to upload.</Banner>);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Some files failed to upload.')).toBeInTheDocument();
  });

  it('Button: type "button" unless told, a spinner while busy', () => {
    render(
      <form>
        <Button variant="secondary" size="small">
          Cancel
        </Button>
        <Button type="submit" variant="primary" busy disabled>
          Send
        </Button>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveClass('button', 'button--secondary', 'button--small');
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toHaveAttribute('type', 'submit');
    expect(send).toBeDisabled();
    expect(send.querySelector('.spinner')).not.toBeNull();
  });
});
