import type { LoginResponse } from '@intake/contracts';
import { useState, type FormEvent } from 'react';
import { Banner } from '../../../app/ui/banner';
import { Button } from '../../../app/ui/button';
import { Field } from '../../../app/ui/field';
import { errorText } from './second-factor-words';
import { completeSecondFactor } from './second-factor.api';

/** The sign-in step after the password for an account with a second factor: a TOTP code or a recovery code. */
export function SecondFactorStep({
  challenge,
  detail,
  onSignedIn,
  onBack,
}: {
  challenge: string;
  detail: string;
  onSignedIn: (reply: LoginResponse) => void;
  onBack: () => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError('Enter the code from your authenticator app, or a recovery code.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await completeSecondFactor(challenge, code));
    } catch (err) {
      setError(errorText(err));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <p className="admin-login__hint">{detail}</p>
      {error && <Banner tone="error">{error}</Banner>}
      <Field
        id="second-factor-code"
        label="Authentication code"
        required
        hint="6 digits, or a recovery code such as abcde-fghjk."
        hintId="second-factor-code-hint"
      >
        <input
          id="second-factor-code"
          name="code"
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setError(null);
          }}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          aria-required="true"
          aria-describedby="second-factor-code-hint"
          disabled={busy}
        />
      </Field>
      <div className="actions admin-login__actions">
        <Button type="submit" variant="primary" busy={busy} disabled={busy}>
          Verify
        </Button>
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
      </div>
    </form>
  );
}
