import { responseQueueResponseSchema } from '@intake/contracts';
import { useId } from 'react';
import { Link } from 'react-router';
import { Banner } from '../../../app/ui/banner';
import { useRemote } from '../../../app/use-remote';
import { formatDateTime } from '../conversations/format-date';
import { adminErrorText, type AdminApi } from '../dashboard/admin-api';
import { ColumnHeads, EmptyState, LoadingNote, PanelHeader, TableFrame } from '../dashboard/list-parts';
import { queueAge } from './queue-age';
import { STATUS_LABELS } from './review-controls';
import { responsePagePath } from './response-paths';

const KIND = { 'work-with-us': 'Work With Us application', questionnaire: 'Questionnaire', chat: 'AI guide chat' } as const;

/**
 * My queue (issue 30): the responses assigned to the signed-in staff member and not archived,
 * the longest waiting first, each with how long it has waited and who assigned it.
 */
export function MyQueueTab({ api, refreshKey }: { api: AdminApi; refreshKey: number }) {
  const ids = useId();
  const { state, retry } = useRemote((signal) => api.get('/api/admin/responses/queue', responseQueueResponseSchema, signal), [api, refreshKey]);

  return (
    <section className="admin-panel" aria-labelledby={`${ids}-title`}>
      <PanelHeader id={`${ids}-title`} title="My queue" count={state.status === 'ready' ? state.data.items.length : undefined} />
      <p className="admin-note">
        Responses assigned to you{state.status === 'ready' ? ` (${state.data.username})` : ''} that are not archived, the longest waiting first. Archive a
        response, or assign it to someone else, and it leaves your queue.
      </p>
      {state.status === 'loading' && <LoadingNote what="your queue" />}
      {state.status === 'error' && (
        <Banner tone="error" className="admin-error-panel" title="Error Loading My queue" onRetry={retry}>
          {adminErrorText(state.error)}
        </Banner>
      )}
      {state.status === 'ready' && state.data.items.length === 0 && (
        <EmptyState title="Nothing assigned to you">Responses assigned to you on their pages appear here.</EmptyState>
      )}
      {state.status === 'ready' && state.data.items.length > 0 && (
        <TableFrame captionId={`${ids}-caption`}>
          <table className="admin-table">
            <caption id={`${ids}-caption`} className="visually-hidden">
              Responses assigned to you, longest waiting first
            </caption>
            <ColumnHeads columns={['Response', 'Kind', 'Status', 'Waiting', 'Assigned by']} />
            <tbody>
              {state.data.items.map((item) => (
                <tr key={`${item.channel}:${item.response_id}`}>
                  <th scope="row">
                    <Link to={responsePagePath(item.channel, item.response_id)}>{item.name ?? 'Anonymous'}</Link>
                    <span className="admin-table__sub admin-table__wrap">{item.response_id}</span>
                  </th>
                  <td>{KIND[item.channel]}</td>
                  <td>{STATUS_LABELS[item.status]}</td>
                  <td className="nowrap">
                    <time dateTime={item.assigned_at} title={formatDateTime(item.assigned_at)}>
                      {queueAge(item.age_seconds)}
                    </time>
                  </td>
                  <td>
                    {item.assigned_by}
                    <span className="admin-table__sub">{formatDateTime(item.assigned_at)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
    </section>
  );
}
