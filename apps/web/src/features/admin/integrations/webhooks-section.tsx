import {
  acknowledgedSchema,
  WEBHOOK_EVENT_TYPES,
  webhookEndpointListSchema,
  webhookEndpointSchema,
  webhookSecretShownSchema,
  type WebhookEndpoint,
  type WebhookEventType,
  type WebhookSecretShown,
} from '@intake/contracts';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../../app/toasts/toast-store';
import { useRemote } from '../../../app/use-remote';
import { Banner } from '../../../app/ui/banner';
import { Button } from '../../../app/ui/button';
import { formatDateTime } from '../conversations/format-date';
import { adminErrorText, type AdminApi } from '../dashboard/admin-api';
import { EmptyState, LoadingNote, PanelHeader } from '../dashboard/list-parts';
import { WebhookDeliveries } from './webhook-deliveries';
import { endpointStateLabel, WEBHOOK_EVENT_LABELS } from './webhook-labels';

const BASE = '/api/admin/integrations/webhooks';

/** The secret of a new endpoint (or a new secret), on screen until the admin says it is kept. */
function SecretShown({ shown, onDone }: { shown: WebhookSecretShown; onDone: () => void }) {
  return (
    <div className="banner banner--success webhook-secret" role="status">
      <p className="banner__title">Signing secret for {shown.endpoint.url}</p>
      <p className="banner__text">Copy it into the receiving system now: it is shown this once and cannot be read back later.</p>
      <code className="webhook-secret__value" aria-label="Signing secret">
        {shown.secret}
      </code>
      <div className="webhook-actions">
        <Button
          variant="secondary"
          size="small"
          onClick={() =>
            void navigator.clipboard?.writeText(shown.secret).then(
              () => toast.success('Secret copied.'),
              () => toast.error('Could not copy: select the secret and copy it.'),
            )
          }
        >
          Copy secret
        </Button>
        <Button size="small" onClick={onDone}>
          I have kept it
        </Button>
      </div>
    </div>
  );
}

function RegisterForm({ api, onRegistered }: { api: AdminApi; onRegistered: (shown: WebhookSecretShown) => void }) {
  const ids = useId();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>(['response.created']);
  const [personal, setPersonal] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      const shown = await api.post(BASE, { url: url.trim(), events, include_personal_data: personal }, webhookSecretShownSchema);
      setUrl('');
      setPersonal(false);
      onRegistered(shown);
    } catch (err) {
      setError(adminErrorText(err));
    } finally {
      setBusy(false);
    }
  };
  const toggle = (type: WebhookEventType, on: boolean) => setEvents((list) => (on ? [...list, type] : list.filter((t) => t !== type)));

  return (
    <form className="webhook-form" onSubmit={(event) => void submit(event)} aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`} className="webhook-form__title">
        Add an endpoint
      </h3>
      <div className="field">
        <label className="field__label" htmlFor={`${ids}-url`}>
          Endpoint URL (https)
        </label>
        <input
          id={`${ids}-url`}
          type="url"
          inputMode="url"
          required
          placeholder="https://crm.example.org/hooks/intake"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          autoComplete="off"
        />
      </div>
      <fieldset className="webhook-form__events">
        <legend className="field__label">Events to send</legend>
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <label key={type} className="webhook-check">
            <input type="checkbox" checked={events.includes(type)} onChange={(event) => toggle(type, event.target.checked)} /> {WEBHOOK_EVENT_LABELS[type]}
          </label>
        ))}
      </fieldset>
      <label className="webhook-check">
        <input type="checkbox" checked={personal} onChange={(event) => setPersonal(event.target.checked)} aria-describedby={`${ids}-personal-help`} /> Include
        personal data
      </label>
      <p id={`${ids}-personal-help`} className="admin-note">
        Unticked, payloads hold ids only. Ticked, they add the person&apos;s name and email address and the text of notes; this choice is recorded in the audit
        trail. An erasure is always sent as ids only.
      </p>
      {error && (
        <Banner tone="error" title="Not added">
          {error}
        </Banner>
      )}
      <Button type="submit" size="small" busy={busy} disabled={busy || events.length === 0}>
        Add endpoint
      </Button>
    </form>
  );
}

function EndpointCard({
  api,
  endpoint,
  onChanged,
  onSecret,
}: {
  api: AdminApi;
  endpoint: WebhookEndpoint;
  onChanged: () => void;
  onSecret: (shown: WebhookSecretShown) => void;
}) {
  const ids = useId();
  const [showLog, setShowLog] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [busy, setBusy] = useState(false);
  const path = `${BASE}/${endpoint.id}`;

  const act = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      toast.success(done);
      onChanged();
    } catch (error) {
      toast.error(adminErrorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="webhook-endpoint" aria-labelledby={`${ids}-url`}>
      <div className="webhook-endpoint__head">
        <h3 id={`${ids}-url`} className="webhook-endpoint__url">
          {endpoint.url}
        </h3>
        <span className={`webhook-state webhook-state--${endpoint.enabled ? 'on' : 'off'}`}>{endpointStateLabel(endpoint)}</span>
      </div>
      <dl className="webhook-endpoint__facts">
        <div>
          <dt>Events</dt>
          <dd>{endpoint.events.map((type) => WEBHOOK_EVENT_LABELS[type]).join(', ')}</dd>
        </div>
        <div>
          <dt>Personal data</dt>
          <dd>{endpoint.include_personal_data ? 'Included' : 'Ids only'}</dd>
        </div>
        <div>
          <dt>Added</dt>
          <dd>
            <time dateTime={endpoint.created_at}>{formatDateTime(endpoint.created_at)}</time>
          </dd>
        </div>
      </dl>
      <div className="webhook-actions">
        <Button variant="secondary" size="small" aria-expanded={showLog} onClick={() => setShowLog((v) => !v)}>
          {showLog ? 'Hide delivery log' : 'Delivery log'}
        </Button>
        {endpoint.enabled ? (
          <Button
            variant="secondary"
            size="small"
            disabled={busy}
            onClick={() => void act(() => api.post(`${path}/disable`, {}, webhookEndpointSchema), 'Endpoint disabled.')}
          >
            Disable
          </Button>
        ) : (
          <Button
            variant="secondary"
            size="small"
            disabled={busy}
            onClick={() => void act(() => api.post(`${path}/enable`, {}, webhookEndpointSchema), 'Endpoint enabled.')}
          >
            Enable
          </Button>
        )}
        <Button
          variant="secondary"
          size="small"
          disabled={busy}
          onClick={() => void act(async () => onSecret(await api.post(`${path}/rotate-secret`, {}, webhookSecretShownSchema)), 'New secret made.')}
        >
          New secret
        </Button>
        <Button variant="danger" size="small" disabled={busy} onClick={() => setConfirmRemove(true)}>
          Remove
        </Button>
      </div>
      {confirmRemove && (
        <Banner
          tone="warning"
          role="alert"
          title={`Remove ${endpoint.url}?`}
          actions={
            <div className="webhook-actions">
              <Button variant="danger" size="small" disabled={busy} onClick={() => void act(() => api.delete(path, acknowledgedSchema), 'Endpoint removed.')}>
                Remove endpoint
              </Button>
              <Button variant="secondary" size="small" onClick={() => setConfirmRemove(false)}>
                Keep it
              </Button>
            </div>
          }
        >
          Nothing more is sent to it, and it leaves this list.
        </Banner>
      )}
      {showLog && <WebhookDeliveries api={api} endpoint={endpoint} />}
    </li>
  );
}

/**
 * Webhooks (docs/integrations.md): endpoints that receive signed events, each with its secret
 * (shown once), its events, its personal-data choice and its delivery log.
 */
export function WebhooksSection({ api, refreshKey }: { api: AdminApi; refreshKey: number }) {
  const ids = useId();
  const [changes, setChanges] = useState(0);
  const [secret, setSecret] = useState<WebhookSecretShown | null>(null);
  const { state, retry } = useRemote((signal) => api.get(BASE, webhookEndpointListSchema, signal), [api, refreshKey, changes]);
  const changed = () => setChanges((n) => n + 1);
  const shown = (s: WebhookSecretShown) => {
    setSecret(s);
    changed();
  };

  return (
    <section className="admin-panel" aria-labelledby={`${ids}-title`}>
      <PanelHeader id={`${ids}-title`} title="Webhooks" count={state.status === 'ready' ? state.data.endpoints.length : undefined} />
      <p className="admin-note">
        Each event is sent as a signed POST (Standard Webhooks: webhook-id, webhook-timestamp, webhook-signature) to the endpoints that asked for it, retried
        for 24 hours. An endpoint that fails for 24 hours is disabled and the team is told by email.
      </p>
      {secret && <SecretShown shown={secret} onDone={() => setSecret(null)} />}
      <RegisterForm api={api} onRegistered={shown} />
      {state.status === 'loading' && <LoadingNote what="the webhook endpoints" />}
      {state.status === 'error' && (
        <Banner tone="error" className="admin-error-panel" title="Error Loading Webhooks" onRetry={retry}>
          {adminErrorText(state.error)}
        </Banner>
      )}
      {state.status === 'ready' && state.data.endpoints.length === 0 && <EmptyState title="No endpoints yet" />}
      {state.status === 'ready' && state.data.endpoints.length > 0 && (
        <ul className="webhook-endpoints" aria-label="Webhook endpoints">
          {state.data.endpoints.map((endpoint) => (
            <EndpointCard key={endpoint.id} api={api} endpoint={endpoint} onChanged={changed} onSecret={shown} />
          ))}
        </ul>
      )}
    </section>
  );
}
