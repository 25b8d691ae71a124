import type { SecondFactorConfirmed, SecondFactorEnrolment } from '@intake/contracts';
import { useState, type FormEvent } from 'react';
import { Banner } from '../../../app/ui/banner';
import { Button } from '../../../app/ui/button';
import { Field } from '../../../app/ui/field';
import { errorText } from './second-factor-words';
import type { EnrolmentCalls } from './second-factor.api';

/** The key in groups of four, as authenticator apps show a key typed by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Setting up TOTP: a new key (typed into the app, or its otpauth link opened on this device; no
 * image is fetched from anywhere), confirmed with the app's first code, then the recovery codes,
 * shown this once. `onDone` gets the confirmation once they are saved.
 */
export function EnrolmentPanel({ calls, idPrefix, onDone }: { calls: EnrolmentCalls; idPrefix: string; onDone: (confirmed: SecondFactorConfirmed) => void }) {
  const [enrolment, setEnrolment] = useState<SecondFactorEnrolment | null>(null);
  const [confirmed, setConfirmed] = useState<SecondFactorConfirmed | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const codeId = `${idPrefix}-code`;

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      setEnrolment(await calls.start());
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError('Enter the 6-digit code your authenticator app shows for this account.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      setConfirmed(await calls.confirm(code));
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  if (confirmed) {
    return (
      <div className="second-factor__codes">
        <Banner tone="success" role="status">
          Your second factor is on. From now on, signing in asks for a code from your authenticator app.
        </Banner>
        <h3>Save your recovery codes</h3>
        <p>Each code signs you in once if you lose your phone. They are shown only this once: print them or keep them in a password manager.</p>
        <ul className="second-factor__code-list" aria-label="Recovery codes">
          {confirmed.recovery_codes.map((c) => (
            <li key={c}>
              <code>{c}</code>
            </li>
          ))}
        </ul>
        <Button variant="primary" onClick={() => onDone(confirmed)}>
          I have saved these codes
        </Button>
      </div>
    );
  }

  if (!enrolment) {
    return (
      <div className="second-factor__start">
        {error && <Banner tone="error">{error}</Banner>}
        <p>Use an authenticator app (for example FreeOTP, Aegis, Google Authenticator or 1Password) to get a new 6-digit code every 30 seconds.</p>
        <Button variant="primary" busy={busy} disabled={busy} onClick={() => void start()}>
          Set up authenticator app
        </Button>
      </div>
    );
  }

  return (
    <form className="second-factor__enrol" onSubmit={(event) => void confirm(event)} noValidate>
      {error && <Banner tone="error">{error}</Banner>}
      <ol className="second-factor__steps">
        <li>
          In your authenticator app, add an account and type this key (time-based, {enrolment.digits} digits, every {enrolment.period} seconds):
          <code className="second-factor__secret" aria-label="Key for your authenticator app">
            {grouped(enrolment.secret)}
          </code>
          On a phone with the app, you can instead <a href={enrolment.otpauth_uri}>open this account in your authenticator app</a>.
        </li>
        <li>Enter the code the app now shows for it.</li>
      </ol>
      <Field id={codeId} label="Authentication code" required>
        <input
          id={codeId}
          name="code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          inputMode="numeric"
          autoComplete="one-time-code"
          aria-required="true"
          disabled={busy}
        />
      </Field>
      <div className="actions">
        <Button type="submit" variant="primary" busy={busy} disabled={busy}>
          Confirm
        </Button>
      </div>
    </form>
  );
}
