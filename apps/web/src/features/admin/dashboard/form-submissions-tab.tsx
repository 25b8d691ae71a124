import { formSubmissionListReplySchema, type FormSubmissionListReplyItem } from '@intake/contracts';
import { ADMIN_LIST_LIMIT } from '@intake/machines';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ReviewControls, StatusFilter, useReviews, withStatus, type StatusChoice } from '../responses/review-controls';
import { responsePagePath } from '../responses/response-paths';
import { SubmissionAnswersDialog } from '../responses/submission-answers-dialog';
import { formatDateTime } from '../conversations/format-date';
import type { AdminApi } from './admin-api';
import { fieldCount, locationText } from './display';
import { ColumnHeads, EmptyState, ListTab, TableFrame } from './list-parts';
import { useRemote } from '../../../app/use-remote';
import { adminList } from './admin-list';
import { useResponseFiltering } from '../responses/response-filtering';

export const FORMS_PATH = `/analytics/forms?limit=${ADMIN_LIST_LIMIT}`;

export function FormSubmissionsTable({
  items,
  api,
  reviews,
}: {
  items: FormSubmissionListReplyItem[];
  api?: AdminApi;
  reviews?: ReturnType<typeof useReviews>;
}) {
  const captionId = useId();
  const [open, setOpen] = useState<FormSubmissionListReplyItem | null>(null);
  return (
    <>
      <SubmissionAnswersDialog item={open} onClose={() => setOpen(null)} />
      <TableFrame captionId={captionId}>
        <table className="admin-table">
          <caption id={captionId} className="visually-hidden">
            Form submissions, newest first
          </caption>
          <ColumnHeads columns={['Applicant', 'Organization', 'Location', 'Fields', 'Submitted', 'Actions']} />
          <tbody>
            {items.map((item) => (
              <tr key={item.submission_id}>
                <th scope="row" className="admin-table__applicant">
                  {/* The response page and reviews go by our session id; a spec backend's rows have none. */}
                  {item.session_id ? (
                    <Link className="admin-table__name" to={responsePagePath('questionnaire', item.session_id)}>
                      {item.name || 'Anonymous'}
                    </Link>
                  ) : (
                    <span className="admin-table__name">{item.name || 'Anonymous'}</span>
                  )}
                  <span className="admin-table__sub">{item.email || 'No email'}</span>
                </th>
                <td>{item.organization || 'Not specified'}</td>
                <td>{locationText(item.location_data)}</td>
                <td className="admin-table__number">{fieldCount(item.form_data)}</td>
                <td>{formatDateTime(item.submitted_at ?? null)}</td>
                <td className="admin-table__actions">
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => setOpen(item)}
                    aria-label={`Read the answers of ${item.name || item.submission_id}`}
                  >
                    Answers
                  </button>{' '}
                  {item.email ? (
                    <a href={`mailto:${item.email}`} aria-label={`Email ${item.name || item.email}`}>
                      Email
                    </a>
                  ) : null}
                  {api && reviews && item.session_id ? (
                    <ReviewControls
                      api={api}
                      channel="questionnaire"
                      responseId={item.session_id}
                      who={item.name || item.email || item.submission_id}
                      review={reviews.byId.get(item.session_id)}
                      onChanged={reviews.changed}
                    />
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
    </>
  );
}

/** A form answer as text: strings as they are, anything else as JSON. */
const answerText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

const FORMS_TOOLS = {
  searchText: (item: FormSubmissionListReplyItem) =>
    [
      item.submission_id,
      item.session_id,
      item.name,
      item.email,
      item.organization,
      locationText(item.location_data),
      ...Object.values(item.form_data).map(answerText),
    ].join(' '),
  exportKind: 'forms' as const,
  csvHeader: ['Submission ID', 'Session ID', 'Name', 'Email', 'Organization', 'Location', 'Fields', 'Answers', 'Submitted'],
  csvRow: (item: FormSubmissionListReplyItem) => [
    item.submission_id,
    item.session_id ?? null,
    item.name,
    item.email,
    item.organization,
    locationText(item.location_data),
    fieldCount(item.form_data),
    Object.entries(item.form_data)
      .map(([key, value]) => `${key}: ${answerText(value)}`)
      .join('; '),
    item.submitted_at,
  ],
};

/** Admin spec §2: the structured questionnaire's submissions. */
export function FormSubmissionsTab({ api, refreshKey }: { api: AdminApi; refreshKey: number }) {
  const filtering = useResponseFiltering(api, 'questionnaire', FORMS_PATH, refreshKey);
  const list = useMemo(() => adminList(api, filtering.path, 'submissions', formSubmissionListReplySchema), [api, filtering.path]);
  const { state, retry, loadMore } = useRemote(list.first, [list, refreshKey], { more: list.next, what: `admin list ${FORMS_PATH}` });
  const tools = useMemo(() => ({ ...FORMS_TOOLS, api, onLoadMore: loadMore }), [api, loadMore]);
  const reviews = useReviews(api, 'questionnaire', refreshKey);
  const [status, setStatus] = useState<StatusChoice>('all');
  return (
    <>
      {filtering.bar}
      <ListTab
        title="Form Submissions"
        loadingWhat="form submissions"
        state={state}
        onRetry={retry}
        tools={tools}
        filters={<StatusFilter value={status} onChange={setStatus} />}
        empty={
          filtering.active ? (
            <EmptyState title="No response matches this filter" />
          ) : (
            <EmptyState title="No Form Submissions Yet">Questionnaires submitted on the structured form appear here.</EmptyState>
          )
        }
      >
        {(items) => {
          const shown = withStatus(items, status, reviews, (item) => item.session_id ?? item.submission_id);
          return shown.length === 0 ? <EmptyState title="No submission has this status" /> : <FormSubmissionsTable items={shown} api={api} reviews={reviews} />;
        }}
      </ListTab>
    </>
  );
}
