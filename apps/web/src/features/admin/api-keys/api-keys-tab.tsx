import {
  API_KEY_SCOPES,
  apiKeyListResponseSchema,
  createApiKeyResponseSchema,
  revokeApiKeyResponseSchema,
  type ApiKeyScope,
  type ApiKeySummary,
  type CreateApiKeyResponse,
} from '@intake/contracts';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../../app/toasts/toast-store';
import { useRemote } from '../../../app/use-remote';
import { formatDateTime } from '../conversations/format-date';
import { adminErrorText, type AdminApi } from '../dashboard/admin-api';
import { ColumnHeads, EmptyState, LoadingNote, PanelHeader, TableFrame } from '../dashboard/list-parts';
import { Banner } from '../../../app/ui/banner';
import { Button } from '../../../app/ui/button';
import { createRequestOf, EXPIRY_CHOICES, SCOPE_LABELS } from './api-key-form';
import './api-keys.css';
import { ProblemRegion } from '../../../app/ui/problem-region';

/** The new key, shown once: the admin copies it now or makes another. */
function NewKey({ created, onDone }: { created: CreateApiKeyResponse; onDone: () => void }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.secret);
      setCopied(true);
    } catch {
      // Clipboard refused (permissions, an insecure origin): the field is selected for a manual copy.
      (document.getElementById(id) as HTMLInputElement | null)?.select();
      toast.error('The browser did not allow copying. The key is selected: copy it with Ctrl+C or ⌘C.');
    }
  };
  return (
    <div className="banner banner--success api-key-new">
      <p className="banner__title">Key “{created.key.name}” created</p>
      <p className="banner__text">Copy it now: it is shown only this once. Only its fingerprint is stored, so nobody can show it again.</p>
      <div className="field api-key-new__row">
        <label className="visually-hidden" htmlFor={id}>
          The new API key
        </label>
        <input
          id={id}
          type="text"
          className="api-key-new__secret"
          readOnly
          spellCheck={false}
          value={created.secret}
          onFocus={(event) => event.target.select()}
        />
        <Button size="small" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy key'}
        </Button>
      </div>
      <p className="banner__text" role="status">
        {copied ? 'The key is on your clipboard.' : ''}
      </p>
      <p className="banner__text">
        Send it as <code>Authorization: Bearer &lt;key&gt;</code>. It stops working on {formatDateTime(created.key.expires_at)}, or when revoked here.
      </p>
      <Button variant="secondary" size="small" onClick={onDone}>
        Done, I have copied it
      </Button>
    </div>
  );
}

function CreateForm({ api, onCreated }: { api: AdminApi; onCreated: (created: CreateApiKeyResponse) => void }) {
  const ids = useId();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ReadonlySet<ApiKeyScope>>(new Set(['responses:read']));
  const [days, setDays] = useState<number>(90);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const toggle = (scope: ApiKeyScope, on: boolean) =>
    setScopes((current) => {
      const next = new Set(current);
      if (on) next.add(scope);
      else next.delete(scope);
      return next;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = createRequestOf({ name, scopes, days }, new Date());
    if (!outcome.ok) return setProblem(outcome.problem);
    setProblem(null);
    setBusy(true);
    try {
      onCreated(await api.post('/api/admin/api-keys', outcome.request, createApiKeyResponseSchema));
      setName('');
    } catch (error) {
      setProblem(adminErrorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="api-key-form" onSubmit={(event) => void submit(event)} aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`}>New key</h3>
      <div className="field">
        <label className="field__label" htmlFor={`${ids}-name`}>
          Name
        </label>
        <input id={`${ids}-name`} type="text" value={name} maxLength={100} autoComplete="off" onChange={(event) => setName(event.target.value)} />
      </div>
      <fieldset className="api-key-form__scopes">
        <legend className="field__label">May read</legend>
        {API_KEY_SCOPES.map((scope) => (
          <label key={scope} className="api-key-form__scope">
            <input type="checkbox" checked={scopes.has(scope)} onChange={(event) => toggle(scope, event.target.checked)} />
            <span>
              {SCOPE_LABELS[scope].label} <span className="api-key-form__hint">({SCOPE_LABELS[scope].hint})</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label className="field__label" htmlFor={`${ids}-expiry`}>
          Expires after
        </label>
        <select id={`${ids}-expiry`} value={days} onChange={(event) => setDays(Number(event.target.value))}>
          {EXPIRY_CHOICES.map((choice) => (
            <option key={choice.days} value={choice.days}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" size="small" busy={busy} disabled={busy}>
        Create key
      </Button>
      <ProblemRegion problem={problem} />
    </form>
  );
}

const STATE_LABELS: Record<ApiKeySummary['state'], string> = { active: 'Active', expired: 'Expired', revoked: 'Revoked' };

function KeyRow({ item, api, onRevoked }: { item: ApiKeySummary; api: AdminApi; onRevoked: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const revoke = async () => {
    setBusy(true);
    try {
      await api.post(`/api/admin/api-keys/${item.key_id}/revoke`, undefined, revokeApiKeyResponseSchema);
      toast.success(`Key “${item.name}” revoked: it is refused from now on.`);
      onRevoked();
    } catch (error) {
      toast.error(`The key was not revoked. ${adminErrorText(error)}`);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  return (
    <tr>
      <th scope="row">
        {item.name}
        <br />
        <code className="admin-table__id">ik_{item.key_id.slice(0, 8)}…</code>
      </th>
      <td>{item.scopes.map((scope) => SCOPE_LABELS[scope].label).join(', ')}</td>
      <td className="nowrap">
        <time dateTime={item.created_at}>{formatDateTime(item.created_at)}</time>
      </td>
      <td className="nowrap">
        <time dateTime={item.expires_at}>{formatDateTime(item.expires_at)}</time>
      </td>
      <td className="nowrap">{item.last_used_at ? <time dateTime={item.last_used_at}>{formatDateTime(item.last_used_at)}</time> : 'Never'}</td>
      <td>
        <span className={`api-key-state api-key-state--${item.state}`}>{STATE_LABELS[item.state]}</span>
      </td>
      <td className="nowrap">
        {item.state === 'revoked' ? null : confirming ? (
          <>
            <Button variant="danger" size="small" busy={busy} disabled={busy} onClick={() => void revoke()} aria-label={`Confirm: revoke ${item.name}`}>
              Revoke now
            </Button>{' '}
            <Button variant="secondary" size="small" disabled={busy} onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </>
        ) : (
          <Button variant="secondary" size="small" onClick={() => setConfirming(true)} aria-label={`Revoke ${item.name}`}>
            Revoke
          </Button>
        )}
      </td>
    </tr>
  );
}

/**
 * API keys (issue 31, docs/api-keys.md): create a key with scopes and an expiry (shown once, with
 * a copy button), list them with when each was last used, revoke one. Only a signed-in admin
 * manages keys; a key itself can never reach this.
 */
export function ApiKeysTab({ api, refreshKey }: { api: AdminApi; refreshKey: number }) {
  const ids = useId();
  const [changes, setChanges] = useState(0);
  const [created, setCreated] = useState<CreateApiKeyResponse | null>(null);
  const { state, retry } = useRemote((signal) => api.get('/api/admin/api-keys', apiKeyListResponseSchema, signal), [api, refreshKey, changes]);

  return (
    <section className="admin-panel" aria-labelledby={`${ids}-title`}>
      <PanelHeader id={`${ids}-title`} title="API keys" count={state.status === 'ready' ? state.data.keys.length : undefined} />
      <p className="admin-note">
        A key lets another system (a CRM, a ticket tool) read responses, analytics or files through the API, without a password. Every call made with a key is
        recorded in the Audit tab; a revoked key is refused from its next call.
      </p>
      {created ? (
        <NewKey created={created} onDone={() => setCreated(null)} />
      ) : (
        <CreateForm
          api={api}
          onCreated={(answer) => {
            setCreated(answer);
            setChanges((n) => n + 1);
          }}
        />
      )}
      {state.status === 'loading' && <LoadingNote what="the API keys" />}
      {state.status === 'error' && (
        <Banner tone="error" className="admin-error-panel" title="Error Loading API keys" onRetry={retry}>
          {adminErrorText(state.error)}
        </Banner>
      )}
      {state.status === 'ready' && state.data.keys.length === 0 && <EmptyState title="No API keys yet" />}
      {state.status === 'ready' && state.data.keys.length > 0 && (
        <TableFrame captionId={`${ids}-caption`}>
          <table className="admin-table">
            <caption id={`${ids}-caption`} className="visually-hidden">
              API keys, newest first
            </caption>
            <ColumnHeads columns={['Name', 'May read', 'Created', 'Expires', 'Last used', 'State', 'Actions']} />
            <tbody>
              {state.data.keys.map((item) => (
                <KeyRow key={item.key_id} item={item} api={api} onRevoked={() => setChanges((n) => n + 1)} />
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
    </section>
  );
}
