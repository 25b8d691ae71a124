import { acknowledgedSchema, webhookDeliveryListSchema, type WebhookEndpoint } from '@intake/contracts';
import { useId, useState } from 'react';
import { toast } from '../../../app/toasts/toast-store';
import { useRemote } from '../../../app/use-remote';
import { Banner } from '../../../app/ui/banner';
import { Button } from '../../../app/ui/button';
import { formatDateTime } from '../conversations/format-date';
import { adminErrorText, type AdminApi } from '../dashboard/admin-api';
import { ColumnHeads, EmptyState, LoadingNote, TableFrame } from '../dashboard/list-parts';
import { DELIVERY_STATUS_LABELS, WEBHOOK_EVENT_LABELS } from './webhook-labels';

/** One endpoint's delivery log, newest first: status, code, duration, the start of the answer; each can be sent again. */
export function WebhookDeliveries({ api, endpoint }: { api: AdminApi; endpoint: WebhookEndpoint }) {
  const ids = useId();
  const [reloads, setReloads] = useState(0);
  const [resending, setResending] = useState<string | null>(null);
  const base = `/api/admin/integrations/webhooks/${endpoint.id}`;
  const { state, retry } = useRemote((signal) => api.get(`${base}/deliveries?limit=50`, webhookDeliveryListSchema, signal), [api, base, reloads]);

  const resend = async (webhookId: string) => {
    setResending(webhookId);
    try {
      await api.post(`${base}/deliveries/${webhookId}/resend`, {}, acknowledgedSchema);
      toast.success('Queued to be sent again, with the same webhook-id.');
      setReloads((n) => n + 1);
    } catch (error) {
      toast.error(`Not resent: ${adminErrorText(error)}`);
    } finally {
      setResending(null);
    }
  };

  return (
    <div className="webhook-log">
      <div className="webhook-log__head">
        <h4 id={`${ids}-title`} className="webhook-log__title">
          Delivery log
        </h4>
        <Button variant="secondary" size="small" onClick={() => setReloads((n) => n + 1)}>
          Refresh log
        </Button>
      </div>
      {state.status === 'loading' && <LoadingNote what="the delivery log" />}
      {state.status === 'error' && (
        <Banner tone="error" title="Error Loading the delivery log" onRetry={retry}>
          {adminErrorText(state.error)}
        </Banner>
      )}
      {state.status === 'ready' && state.data.deliveries.length === 0 && <EmptyState title="Nothing sent yet" />}
      {state.status === 'ready' && state.data.deliveries.length > 0 && (
        <TableFrame captionId={`${ids}-caption`}>
          <table className="admin-table">
            <caption id={`${ids}-caption`} className="visually-hidden">
              Deliveries to {endpoint.url}, newest first
            </caption>
            <ColumnHeads columns={['When', 'Event', 'Status', 'Answer', 'Took', 'Tries', '']} />
            <tbody>
              {state.data.deliveries.map((d) => (
                <tr key={d.webhook_id}>
                  <th scope="row" className="nowrap">
                    <time dateTime={d.last_attempt_at ?? d.created_at}>{formatDateTime(d.last_attempt_at ?? d.created_at)}</time>
                  </th>
                  <td>
                    {WEBHOOK_EVENT_LABELS[d.event_type]}
                    <br />
                    <code className="admin-table__id">{d.webhook_id}</code>
                  </td>
                  <td>
                    <span className={`webhook-status webhook-status--${d.status}`}>{DELIVERY_STATUS_LABELS[d.status]}</span>
                  </td>
                  <td className="admin-table__wrap">
                    {d.response_code !== null ? `HTTP ${d.response_code}` : (d.error ?? '—')}
                    {d.response_code !== null && d.error && <span className="webhook-log__error"> ({d.error})</span>}
                    {d.response_snippet && (
                      <details className="webhook-log__answer">
                        <summary>First 1 kB of the answer</summary>
                        <pre>{d.response_snippet}</pre>
                      </details>
                    )}
                  </td>
                  <td className="nowrap">{d.duration_ms !== null ? `${d.duration_ms} ms` : '—'}</td>
                  <td>{d.attempts}</td>
                  <td>
                    <Button
                      variant="secondary"
                      size="small"
                      disabled={!endpoint.enabled || resending !== null}
                      busy={resending === d.webhook_id}
                      onClick={() => void resend(d.webhook_id)}
                      aria-label={`Resend ${d.webhook_id}`}
                    >
                      Resend
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
    </div>
  );
}
