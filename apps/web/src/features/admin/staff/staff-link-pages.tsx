import { staffActionResponseSchema, staffLinkPasswordResponseSchema, type StaffLinkPasswordResponse } from '@intake/contracts';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { ApiError, apiRequest } from '../../../app/api-client';
import { useDocumentTitle } from '../../../app/use-document-title';
import { Banner } from '../../../app/ui/banner';
import { Button } from '../../../app/ui/button';
import { Field } from '../../../app/ui/field';
import '../admin-login.css';
import { ProblemRegion } from '../../../app/ui/problem-region';

const MIN_PASSWORD_LENGTH = 8;

const failureText = (error: unknown) =>
  error instanceof ApiError && error.detail ? error.detail : 'The server could not be reached. Check your connection and try again.';

/** The token an emailed link carries in its fragment (`#token=…`), which never reaches a server log. */
export function tokenFromHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && token.length > 0 ? token : null;
}

const PAGES = {
  invitation: {
    title: 'Accept your invitation',
    intro: 'Choose the password you will sign in with. The link works once.',
    path: '/api/staff/invitations/accept',
    button: 'Set my password',
  },
  reset: {
    title: 'Choose a new password',
    intro: 'Your other sessions end when the new password is set. The link works once.',
    path: '/api/staff/password-reset/complete',
    button: 'Set the new password',
  },
} as const;

/** What an invitation or a reset email opens: the invitee or the forgetful user chooses a password. */
export function ChoosePasswordPage({ mode }: { mode: keyof typeof PAGES }) {
  const page = PAGES[mode];
  useDocumentTitle(page.title);
  const token = tokenFromHash(useLocation().hash);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<StaffLinkPasswordResponse | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password.length < MIN_PASSWORD_LENGTH) return setProblem(`The password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
    if (password !== repeat) return setProblem('The two passwords differ.');
    setProblem(null);
    setBusy(true);
    try {
      setDone(await apiRequest(page.path, staffLinkPasswordResponseSchema, { method: 'POST', json: { token, password } }));
    } catch (error) {
      setProblem(failureText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main id="main" className="page page--narrow admin-login">
      <div className="card admin-login__card">
        <h1>{page.title}</h1>
        {done ? (
          <>
            <Banner tone="success" role="status">
              {done.message}
            </Banner>
            <p>
              Username: <strong>{done.username}</strong>, project name: <strong>{done.project_name}</strong>.
            </p>
            <Link className="button button--primary" to="/admin/login">
              Go to sign-in
            </Link>
          </>
        ) : token === null ? (
          <Banner tone="error">This link is incomplete. Open the link from the email again, or ask for a new one.</Banner>
        ) : (
          <>
            <p className="admin-login__hint">{page.intro}</p>
            <form onSubmit={(event) => void submit(event)} noValidate>
              <Field
                id="staff-new-password"
                label="New password"
                required
                hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
                hintId="staff-new-password-hint"
              >
                <input
                  id="staff-new-password"
                  type="password"
                  autoComplete="new-password"
                  value={password}
                  aria-describedby="staff-new-password-hint"
                  onChange={(event) => setPassword(event.target.value)}
                />
              </Field>
              <Field id="staff-repeat-password" label="Repeat the password" required>
                <input
                  id="staff-repeat-password"
                  type="password"
                  autoComplete="new-password"
                  value={repeat}
                  onChange={(event) => setRepeat(event.target.value)}
                />
              </Field>
              <div className="actions admin-login__actions">
                <Button type="submit" variant="primary" busy={busy} disabled={busy}>
                  {page.button}
                </Button>
              </div>
              <ProblemRegion problem={problem} />
            </form>
          </>
        )}
      </div>
    </main>
  );
}

/** "Forgot password": the same answer whether or not the account exists (the server says it). */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  const [projectName, setProjectName] = useState('');
  const [username, setUsername] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [answer, setAnswer] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !projectName.trim()) return setProblem('Your username (or email) and the project name are both needed.');
    setProblem(null);
    setBusy(true);
    try {
      const reply = await apiRequest('/api/staff/password-reset', staffActionResponseSchema, {
        method: 'POST',
        json: { username: username.trim(), project_name: projectName.trim() },
      });
      setAnswer(reply.message);
    } catch (error) {
      setProblem(failureText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main id="main" className="page page--narrow admin-login">
      <div className="card admin-login__card">
        <h1>Forgot password</h1>
        {answer ? (
          <Banner tone="success" role="status">
            {answer}
          </Banner>
        ) : (
          <>
            <p className="admin-login__hint">We email a link to choose a new password to the address of your staff account.</p>
            <form onSubmit={(event) => void submit(event)} noValidate>
              <Field id="forgot-username" label="Username or email" required>
                <input
                  id="forgot-username"
                  type="text"
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
                  value={username}
                  onChange={(event) => setUsername(event.target.value)}
                />
              </Field>
              <Field id="forgot-project" label="Project Name" required>
                <input
                  id="forgot-project"
                  type="text"
                  autoComplete="organization"
                  autoCapitalize="none"
                  spellCheck={false}
                  value={projectName}
                  onChange={(event) => setProjectName(event.target.value)}
                />
              </Field>
              <div className="actions admin-login__actions">
                <Button type="submit" variant="primary" busy={busy} disabled={busy}>
                  Send the link
                </Button>
              </div>
              <ProblemRegion problem={problem} />
            </form>
          </>
        )}
        <p>
          <Link to="/admin/login">Back to sign-in</Link>
        </p>
      </div>
    </main>
  );
}
