import { isDeliverableEmail } from '@intake/contracts';
import { useState } from 'react';
import { Button } from '../../app/ui/button';

/**
 * Visitor spec §2: shown when the guide asks for a valid email. Send is enabled exactly for the
 * addresses the contact call accepts (`isDeliverableEmail`, the rule of its schema).
 */
export function ChatEmailBox({ busy, onSubmit }: { busy: boolean; onSubmit(email: string): void }) {
  const [email, setEmail] = useState('');
  const valid = isDeliverableEmail(email);
  return (
    <form
      className="chat-email"
      aria-label="Email entry"
      onSubmit={(event) => {
        event.preventDefault();
        if (valid && !busy) onSubmit(email.trim());
      }}
    >
      <label htmlFor="chat-email-input">Your email address</label>
      <input
        id="chat-email-input"
        type="email"
        autoComplete="email"
        value={email}
        placeholder="name@example.org"
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button variant="primary" size="small" type="submit" disabled={!valid || busy}>
        Send email
      </Button>
    </form>
  );
}
