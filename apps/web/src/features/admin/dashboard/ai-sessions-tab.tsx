import type { AiConversationItem } from '@intake/contracts';
import { AI_CONVERSATIONS_TAB_LIMIT } from '@intake/machines';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ReviewControls, StatusFilter, useReviews, withStatus, type StatusChoice } from '../responses/review-controls';
import { responsePagePath } from '../responses/response-paths';
import { formatDateTime } from '../conversations/format-date';
import { CONVERSATION_STATUS_LABELS, toConversationRow } from '../conversations/conversation-record';
import type { AdminApi } from './admin-api';
import { locationText, percentText, stateLabel } from './display';
import { ColumnHeads, EmptyState, ListTab, TableFrame } from './list-parts';
import { useRemote } from '../../../app/use-remote';
import { adminList } from './admin-list';
import { useResponseFiltering } from '../responses/response-filtering';
import { answerShape } from '../../../app/answer-shape';

/**
 * AiConversationItem (guide.schema.ts) is a type with no zod schema (the route catalogue answers
 * it as a loose success object): the list's own shape is checked, each row read with care below.
 */
/** Admin spec §7 documents only `conversations`: our `success` and `total` are optional (issue 35). */
const AI_SESSIONS_ANSWER = answerShape<{ success?: true; conversations: AiConversationItem[]; total?: number }>({
  success: 'true?',
  conversations: 'array',
  total: 'number?',
});

export const AI_SESSIONS_TAB_PATH = `/analytics/ai-conversations?limit=${AI_CONVERSATIONS_TAB_LIMIT}`;

/** Admin spec §2: the source shown under the id, AI_CHAT when the record names none. */
export function aiSessionSource(item: AiConversationItem): string {
  const source: unknown = (item as unknown as Record<string, unknown>)['submission_type'];
  return typeof source === 'string' && source.trim() !== '' ? source : 'AI_CHAT';
}

function applicant(item: AiConversationItem): { name: string; email: string } {
  const info = { ...item.collected_info, ...item.extracted_info } as Record<string, unknown>;
  const first = (...values: unknown[]) => values.find((v): v is string => typeof v === 'string' && v.trim() !== '');
  return {
    name: first(item.preview?.name, info['name'], info['full_name']) ?? 'Anonymous',
    email: first(item.preview?.email, info['email']) ?? 'No email',
  };
}

/** The state as stated, else derived as admin spec §4 says (from completed_at, messages, info collected). */
export function aiSessionStateText(item: AiConversationItem): string {
  const stated: unknown = item.state;
  if (typeof stated === 'string' && stated.trim() !== '') return stateLabel(stated);
  return CONVERSATION_STATUS_LABELS[toConversationRow(item).status];
}

const SPEC_COLUMNS = ['Session', 'State', 'Progress', 'Applicant', 'Location', 'Started', 'Completed'];

/** Admin spec §2's columns; with `reviews`, a Review column after them (status and notes, issue 20). */
export function AiSessionsTable({ items, api, reviews }: { items: AiConversationItem[]; api?: AdminApi; reviews?: ReturnType<typeof useReviews> }) {
  const captionId = useId();
  return (
    <TableFrame captionId={captionId}>
      <table className="admin-table">
        <caption id={captionId} className="visually-hidden">
          AI guide sessions, newest activity first
        </caption>
        <ColumnHeads columns={api && reviews ? [...SPEC_COLUMNS, 'Review'] : SPEC_COLUMNS} />
        <tbody>
          {items.map((item) => {
            const who = applicant(item);
            return (
              <tr key={item.session_id}>
                <th scope="row">
                  <Link to={responsePagePath('chat', item.session_id)}>
                    <code className="admin-table__id">{item.session_id}</code>
                  </Link>
                  <span className="admin-table__sub">{aiSessionSource(item)}</span>
                </th>
                <td>
                  <span className={`admin-state admin-state--${String(item.state ?? 'unknown')}`}>{aiSessionStateText(item)}</span>
                </td>
                <td className="admin-table__number">{percentText(item.progress_percentage ?? item.progress)}</td>
                <td>
                  <span className="admin-table__name">{who.name}</span>
                  <span className="admin-table__sub">{who.email}</span>
                </td>
                {/* An older backend may leave location_data out. */}
                <td>{locationText(item.location_data ?? null)}</td>
                <td>{formatDateTime(item.started_at ?? item.created_at ?? null)}</td>
                <td>{formatDateTime(item.completed_at ?? null)}</td>
                {api && reviews ? (
                  <td>
                    <ReviewControls
                      api={api}
                      channel="chat"
                      responseId={item.session_id}
                      who={who.name === 'Anonymous' ? item.session_id : who.name}
                      review={reviews.byId.get(item.session_id)}
                      onChanged={reviews.changed}
                    />
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableFrame>
  );
}

const AI_SESSIONS_TOOLS = {
  searchText: (item: AiConversationItem) => {
    const who = applicant(item);
    return [item.session_id, aiSessionSource(item), aiSessionStateText(item), who.name, who.email, locationText(item.location_data ?? null)].join(' ');
  },
  exportKind: 'ai-sessions' as const,
  csvHeader: ['Session ID', 'Source', 'State', 'Progress (%)', 'Name', 'Email', 'Location', 'Started', 'Completed'],
  csvRow: (item: AiConversationItem) => {
    const who = applicant(item);
    const progress = item.progress_percentage ?? item.progress;
    return [
      item.session_id,
      aiSessionSource(item),
      aiSessionStateText(item),
      typeof progress === 'number' ? Math.round(progress) : null,
      who.name,
      who.email,
      locationText(item.location_data ?? null),
      item.started_at ?? item.created_at ?? null,
      item.completed_at ?? null,
    ];
  },
};

/** Admin spec §2 and §7: the guide's sessions, GET /analytics/ai-conversations?limit=100. */
export function AiSessionsTab({ api, refreshKey }: { api: AdminApi; refreshKey: number }) {
  const filtering = useResponseFiltering(api, 'chat', AI_SESSIONS_TAB_PATH, refreshKey);
  const list = useMemo(() => adminList(api, filtering.path, 'conversations', AI_SESSIONS_ANSWER), [api, filtering.path]);
  const { state, retry, loadMore } = useRemote(list.first, [list, refreshKey], { more: list.next, what: `admin list ${AI_SESSIONS_TAB_PATH}` });
  const tools = useMemo(() => ({ ...AI_SESSIONS_TOOLS, api, onLoadMore: loadMore }), [api, loadMore]);
  const reviews = useReviews(api, 'chat', refreshKey);
  const [status, setStatus] = useState<StatusChoice>('all');
  return (
    <>
      {filtering.bar}
      <ListTab
        title="AI Guide Sessions"
        loadingWhat="AI guide sessions"
        state={state}
        onRetry={retry}
        tools={tools}
        filters={<StatusFilter value={status} onChange={setStatus} />}
        empty={
          filtering.active ? (
            <EmptyState title="No response matches this filter" />
          ) : (
            <EmptyState title="No AI Guide Sessions Yet">Conversations with the AI guide appear here.</EmptyState>
          )
        }
      >
        {(items) => {
          const shown = withStatus(items, status, reviews, (item) => item.session_id);
          return shown.length === 0 ? <EmptyState title="No session has this status" /> : <AiSessionsTable items={shown} api={api} reviews={reviews} />;
        }}
      </ListTab>
    </>
  );
}
