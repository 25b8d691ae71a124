import type { SecondFactorStatus } from '@intake/contracts';
import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { Banner } from '../../../app/ui/banner';
import { Button } from '../../../app/ui/button';
import { Field } from '../../../app/ui/field';
import type { AdminApi } from '../dashboard/admin-api';
import { EnrolmentPanel } from './enrolment-panel';
import { errorText } from './second-factor-words';
import { disableSecondFactor, enrolmentInWorkspace, secondFactorStatus } from './second-factor.api';
import './second-factor.css';

/** The workspace's "Sign-in security" view: the signed-in account's second factor, set up or switched off. */
export function SecondFactorView({ api }: { api: AdminApi }) {
  const [status, setStatus] = useState<SecondFactorStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const calls = useMemo(() => enrolmentInWorkspace(api), [api]);

  const load = useCallback(async () => {
    try {
      setStatus(await secondFactorStatus(api));
    } catch (err) {
      setError(errorText(err));
    }
  }, [api]);
  useEffect(() => {
    void load();
  }, [load]);

  const disable = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError('Enter a current code from your authenticator app, or a recovery code, to switch the second factor off.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await disableSecondFactor(api, code);
      setCode('');
      setNotice('Your second factor is off. Signing in asks for your password only.');
      await load();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="second-factor" aria-labelledby="second-factor-heading">
      <h2 id="second-factor-heading">Sign-in security</h2>
      <p className="second-factor__lead">
        A second factor asks for a code from an app on your phone after your password, so a stolen password alone cannot open the workspace.
      </p>
      {notice && (
        <Banner tone="success" role="status">
          {notice}
        </Banner>
      )}
      {status === null ? (
        error ? (
          <Banner tone="error">{error}</Banner>
        ) : (
          <p role="status">Loading…</p>
        )
      ) : status.enabled ? (
        <form className="second-factor__disable" onSubmit={(event) => void disable(event)} noValidate>
          <p>
            <strong>Second factor: on.</strong> {status.recovery_codes_left} recovery code{status.recovery_codes_left === 1 ? '' : 's'} left.
          </p>
          {status.required ? (
            <p>This site requires a second factor for owners, so it cannot be switched off.</p>
          ) : (
            <>
              {error && <Banner tone="error">{error}</Banner>}
              <Field
                id="second-factor-disable-code"
                label="Code to switch it off"
                hint="A current code from your authenticator app, or a recovery code."
                hintId="second-factor-disable-hint"
                required
              >
                <input
                  id="second-factor-disable-code"
                  name="code"
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                  autoComplete="one-time-code"
                  aria-required="true"
                  aria-describedby="second-factor-disable-hint"
                  disabled={busy}
                />
              </Field>
              <Button type="submit" variant="secondary" busy={busy} disabled={busy}>
                Switch off second factor
              </Button>
            </>
          )}
        </form>
      ) : (
        <>
          {status.required && (
            <Banner tone="warning" role="status">
              This site requires a second factor for owners. Set it up now: the next sign-in asks for it.
            </Banner>
          )}
          <EnrolmentPanel
            calls={calls}
            idPrefix="second-factor-enrol"
            onDone={() => {
              setNotice(null);
              void load();
            }}
          />
        </>
      )}
    </section>
  );
}
