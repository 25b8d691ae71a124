import { useRef, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../app/auth/auth-context';
import { loginReturnPath } from '../../app/auth/require-admin';
import { useDocumentTitle } from '../../app/use-document-title';
import { loginErrorMessage, requestAdminLogin } from './admin-login.api';
import { validateLogin, type LoginErrors, type LoginField, type LoginValues } from './login-form';
import { Banner } from '../../app/ui/banner';
import { Button } from '../../app/ui/button';
import { Field } from '../../app/ui/field';
import './admin-login.css';

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

  if (isAuthenticated && !submitting) return <Navigate to={loginReturnPath(location.state)} replace />;

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
      login({ token: reply.access_token, user: reply.user });
      void navigate(loginReturnPath(location.state), { replace: true });
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

  return (
    <main id="main" className="page page--narrow admin-login">
      <div className="card admin-login__card">
        <h1>Admin sign-in</h1>
        <p className="admin-login__hint">For consortium staff. Visitors do not need an account.</p>
        {failure && <Banner tone="error">{failure}</Banner>}
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
      </div>
    </main>
  );
}
