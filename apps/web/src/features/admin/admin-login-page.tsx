import type { LoginReply, SsoOffer } from '@intake/contracts';
import { useEffect, useRef, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../../app/auth/auth-context';
import { loginReturnPath } from '../../app/auth/require-admin';
import { useDocumentTitle } from '../../app/use-document-title';
import { loginErrorMessage, requestAdminLogin } from './admin-login.api';
import { validateLogin, type LoginErrors, type LoginField, type LoginValues } from './login-form';
import { Banner } from '../../app/ui/banner';
import { Button } from '../../app/ui/button';
import { Field } from '../../app/ui/field';
import './admin-login.css';
import { EnrolmentPanel } from './second-factor/enrolment-panel';
import { SecondFactorStep } from './second-factor/second-factor-step';
import { enrolmentAtSignIn, exchangeSsoCode, fetchSsoOffer, ssoStartHref } from './second-factor/second-factor.api';
import { errorText } from './second-factor/second-factor-words';
import './second-factor/second-factor.css';

/** After the password: a code to enter, or (an owner TOTP_REQUIRED_FOR_OWNERS holds back) an enrolment first. */
type PendingStep = { kind: 'code'; challenge: string; detail: string } | { kind: 'enrol'; challenge: string; detail: string };

/** A path of this site to return to after single sign-on; anything else is the workspace. */
const sameSitePath = (value: string | null) => (value && /^\/(?!\/)/.test(value) ? value : null);

const LABELS: Record<LoginField, string> = { username: 'Username', password: 'Password', project_name: 'Project Name' };
const FIELD_ORDER: LoginField[] = ['username', 'password', 'project_name'];

export function AdminLoginPage() {
  useDocumentTitle('Admin sign-in');
  const { isAuthenticated, login } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [values, setValues] = useState<LoginValues>({ username: '', password: '', project_name: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const inputs = useRef<Partial<Record<LoginField, HTMLInputElement | null>>>({});
  const [params, setParams] = useSearchParams();
  const [offer, setOffer] = useState<SsoOffer | null>(null);
  const [pending, setPending] = useState<PendingStep | null>(null);
  const ssoCode = params.get('sso');
  const ssoError = params.get('sso_error');
  const arrived = useRef(false);

  useEffect(() => {
    let live = true;
    void fetchSsoOffer().then((o) => live && setOffer(o));
    return () => {
      live = false;
    };
  }, []);

  // Back from the identity provider: the one-time code becomes the session, or its refusal is shown.
  useEffect(() => {
    // Once per arrival: the code is spent by the first exchange (a second run would be refused).
    if ((!ssoCode && !ssoError) || arrived.current) return;
    arrived.current = true;
    const returnTo = sameSitePath(params.get('return_to'));
    setParams({}, { replace: true });
    if (ssoError) {
      setFailure(ssoError);
      return;
    }
    setSubmitting(true);
    exchangeSsoCode(ssoCode!).then(
      (reply) => {
        login({ token: reply.access_token, user: reply.user });
        void navigate(returnTo ?? loginReturnPath(location.state), { replace: true });
      },
      (error: unknown) => {
        setFailure(errorText(error));
        setSubmitting(false);
      },
    );
  }, [ssoCode, ssoError, params, setParams, login, navigate, location.state]);

  if (isAuthenticated && !submitting) return <Navigate to={loginReturnPath(location.state)} replace />;

  const signedIn = (reply: Pick<LoginReply, 'access_token' | 'user'>) => {
    login({ token: reply.access_token, user: reply.user });
    void navigate(loginReturnPath(location.state), { replace: true });
  };

  const edit = (field: LoginField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    // Admin spec §5: a field's error clears as soon as it is edited.
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
    setFailure(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin(values);
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((f) => found[f]);
    if (firstInvalid) {
      inputs.current[firstInvalid]?.focus();
      return;
    }
    setSubmitting(true);
    setFailure(null);
    try {
      const reply = await requestAdminLogin({ username: values.username.trim(), password: values.password, project_name: values.project_name.trim() });
      if ('challenge_token' in reply) {
        const kind = reply.second_factor === 'code_required' ? 'code' : 'enrol';
        setPending({ kind, challenge: reply.challenge_token, detail: reply.detail });
        setSubmitting(false);
        return;
      }
      signedIn(reply);
    } catch (error) {
      setFailure(loginErrorMessage(error));
      setSubmitting(false);
    }
  };

  const field = (name: LoginField, input: InputHTMLAttributes<HTMLInputElement>) => {
    const id = `admin-${name}`;
    const errorId = `${id}-error`;
    return (
      <Field id={id} label={LABELS[name]} required error={errors[name]} errorId={errorId}>
        <div className={name === 'password' ? 'password-field' : undefined}>
          <input
            id={id}
            ref={(el) => {
              inputs.current[name] = el;
            }}
            name={name}
            value={values[name]}
            onChange={(event) => edit(name, event.target.value)}
            aria-required="true"
            aria-invalid={errors[name] ? true : undefined}
            aria-describedby={errors[name] ? errorId : undefined}
            disabled={submitting}
            {...input}
          />
          {name === 'password' && (
            <button type="button" className="password-field__toggle" aria-controls={id} aria-pressed={showPassword} onClick={() => setShowPassword((s) => !s)}>
              {showPassword ? 'Hide' : 'Show'}
              <span className="visually-hidden"> password</span>
            </button>
          )}
        </div>
      </Field>
    );
  };

  const backToPassword = () => {
    setPending(null);
    setValues((v) => ({ ...v, password: '' }));
  };

  if (pending?.kind === 'code') {
    return (
      <main id="main" className="page page--narrow admin-login">
        <div className="card admin-login__card">
          <h1>Second factor</h1>
          <SecondFactorStep challenge={pending.challenge} detail={pending.detail} onSignedIn={signedIn} onBack={backToPassword} />
        </div>
      </main>
    );
  }

  if (pending?.kind === 'enrol') {
    return (
      <main id="main" className="page page--narrow admin-login">
        <div className="card admin-login__card">
          <h1>Set up a second factor</h1>
          <p className="admin-login__hint">{pending.detail}</p>
          <EnrolmentPanel
            calls={enrolmentAtSignIn(pending.challenge)}
            idPrefix="sign-in-enrol"
            onDone={(confirmed) => confirmed.session && signedIn(confirmed.session)}
          />
          <div className="actions admin-login__actions">
            <Button variant="secondary" onClick={backToPassword}>
              Cancel
            </Button>
          </div>
        </div>
      </main>
    );
  }

  const passwordOff = offer?.password_sign_in === false;
  return (
    <main id="main" className="page page--narrow admin-login">
      <div className="card admin-login__card">
        <h1>Admin sign-in</h1>
        <p className="admin-login__hint">For consortium staff. Visitors do not need an account.</p>
        {failure && <Banner tone="error">{failure}</Banner>}
        {offer?.provider_name ? (
          <div className="admin-login__sso">
            <a className="button button--primary" href={ssoStartHref(offer, loginReturnPath(location.state))}>
              Sign in with {offer.provider_name}
            </a>
            {passwordOff ? (
              <p className="admin-login__or">Password sign-in is switched off for this site.</p>
            ) : (
              <p className="admin-login__or">or with your password</p>
            )}
          </div>
        ) : null}
        {passwordOff ? (
          <div className="actions admin-login__actions">
            <Button variant="secondary" onClick={() => void navigate('/')}>
              Cancel
            </Button>
          </div>
        ) : (
          <>
            <form onSubmit={(event) => void submit(event)} noValidate>
              {field('username', { type: 'text', autoComplete: 'username', autoCapitalize: 'none', spellCheck: false })}
              {field('password', { type: showPassword ? 'text' : 'password', autoComplete: 'current-password' })}
              {field('project_name', { type: 'text', autoComplete: 'organization', autoCapitalize: 'none', spellCheck: false })}
              <div className="actions admin-login__actions">
                <Button type="submit" variant="primary" disabled={submitting}>
                  {submitting ? 'Signing in...' : 'Sign In'}
                </Button>
                <Button variant="secondary" onClick={() => void navigate('/')}>
                  Cancel
                </Button>
              </div>
            </form>
            <p className="admin-login__forgot">
              <Link to="/admin/forgot-password">Forgot password?</Link>
            </p>
          </>
        )}
      </div>
    </main>
  );
}
