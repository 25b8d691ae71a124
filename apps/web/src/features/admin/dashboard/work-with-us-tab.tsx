import { ADMIN_LIST_LIMIT } from '@intake/machines';
import { workWithUsListReplySchema, type WorkWithUsListReplyItem } from '@intake/contracts';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ReviewControls, StatusFilter, useReviews, withStatus, type StatusChoice } from '../responses/review-controls';
import { responsePagePath } from '../responses/response-paths';
import { formatDateTime } from '../conversations/format-date';
import type { AdminApi } from './admin-api';
import { locationText, safeHttpUrl } from './display';
import { openFileDownload } from './file-download';
import { ColumnHeads, EmptyState, ListTab, TableFrame } from './list-parts';
import { useRemote } from '../../../app/use-remote';
import { adminList } from './admin-list';
import { useResponseFiltering } from '../responses/response-filtering';

export const WORK_WITH_US_PATH = `/analytics/work-with-us?limit=${ADMIN_LIST_LIMIT}`;

export function WorkWithUsTable({ items, api, reviews }: { items: WorkWithUsListReplyItem[]; api: AdminApi | null; reviews?: ReturnType<typeof useReviews> }) {
  const captionId = useId();
  return (
    <TableFrame captionId={captionId}>
      <table className="admin-table">
        <caption id={captionId} className="visually-hidden">
          Work With Us applications, newest first
        </caption>
        <ColumnHeads columns={['Applicant', 'Roles', 'Work Type', 'Location', 'Files', 'Submitted', 'Actions']} />
        <tbody>
          {items.map((item) => {
            const video = safeHttpUrl(item.video_link);
            const files = item.uploaded_files ?? [];
            return (
              <tr key={item.submission_id}>
                <th scope="row" className="admin-table__applicant">
                  <Link className="admin-table__name" to={responsePagePath('work-with-us', item.submission_id)}>
                    {item.name || 'Anonymous'}
                  </Link>
                  <span className="admin-table__sub">{item.email || 'No email'}</span>
                  {video ? (
                    <a className="admin-table__sub" href={video} target="_blank" rel="noopener noreferrer">
                      {item.video_link}
                    </a>
                  ) : null}
                  <ApplicantMessage text={item.additional_notes} />
                </th>
                <td>{item.preferred_roles || '–'}</td>
                <td>{item.work_type || '–'}</td>
                <td>{locationText(item.location_data)}</td>
                <td>
                  {files.length === 0 ? (
                    'None'
                  ) : (
                    <ul className="admin-table__files">
                      {files.map((file) => (
                        <li key={file.file_id}>
                          <button type="button" className="link-button" disabled={api === null} onClick={() => api && void openFileDownload(api, file.file_id)}>
                            <span className="visually-hidden">Download </span>
                            {file.filename}
                          </button>
                          {file.file_type ? <span className="admin-table__sub"> {file.file_type}</span> : null}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
                <td>{formatDateTime(item.submitted_at ?? null)}</td>
                <td className="admin-table__actions">
                  {video ? (
                    <a href={video} target="_blank" rel="noopener noreferrer" aria-label={`Watch the video of ${item.name || 'this applicant'}`}>
                      Video
                    </a>
                  ) : null}
                  {item.email ? (
                    <a href={`mailto:${item.email}`} aria-label={`Email ${item.name || item.email}`}>
                      Email
                    </a>
                  ) : null}
                  {api && reviews ? (
                    <ReviewControls
                      api={api}
                      channel="work-with-us"
                      responseId={item.submission_id}
                      who={item.name || item.email}
                      review={reviews.byId.get(item.submission_id)}
                      onChanged={reviews.changed}
                    />
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableFrame>
  );
}

/** Visitor spec's "What would you like us to know?": the applicant's own words, long ones folded. */
export function ApplicantMessage({ text, full = false }: { text: string; full?: boolean }) {
  const message = text.trim();
  if (message === '') return <span className="admin-table__sub admin-table__message--none">No message</span>;
  if (full || message.length <= MESSAGE_PREVIEW_CHARS) {
    return (
      <span className="admin-table__message">
        <span className="visually-hidden">Message: </span>
        {message}
      </span>
    );
  }
  return (
    <details className="admin-table__message">
      <summary>
        <span className="visually-hidden">Message: </span>
        {`${message.slice(0, MESSAGE_PREVIEW_CHARS).trimEnd()}…`}
      </summary>
      <span className="admin-table__message-full">{message}</span>
    </details>
  );
}

const MESSAGE_PREVIEW_CHARS = 140;

const WORK_WITH_US_TOOLS = {
  searchText: (item: WorkWithUsListReplyItem) =>
    [
      item.submission_id,
      item.name,
      item.email,
      item.preferred_roles,
      item.work_type,
      item.additional_notes,
      locationText(item.location_data),
      ...item.uploaded_files.map((f) => f.filename),
    ].join(' '),
  exportKind: 'work-with-us' as const,
  csvHeader: ['Submission ID', 'Name', 'Email', 'Video Link', 'Roles', 'Work Type', 'Message', 'Location', 'Files', 'Submitted'],
  csvRow: (item: WorkWithUsListReplyItem) => [
    item.submission_id,
    item.name,
    item.email,
    item.video_link,
    item.preferred_roles,
    item.work_type,
    item.additional_notes,
    locationText(item.location_data),
    item.uploaded_files.map((f) => f.filename).join('; '),
    item.submitted_at,
  ],
};

/**
 * Admin spec §2 and §8: the Work With Us applications. This tab swallows errors: a failed load
 * shows the empty list, as the spec's client does, under a notice that the data could not be loaded.
 */
export function WorkWithUsTab({ api, refreshKey }: { api: AdminApi; refreshKey: number }) {
  const filtering = useResponseFiltering(api, 'work-with-us', WORK_WITH_US_PATH, refreshKey);
  const list = useMemo(() => adminList(api, filtering.path, 'submissions', workWithUsListReplySchema), [api, filtering.path]);
  const { state, retry, loadMore } = useRemote(list.first, [list, refreshKey], { more: list.next, what: `admin list ${WORK_WITH_US_PATH}` });
  const tools = useMemo(() => ({ ...WORK_WITH_US_TOOLS, api, onLoadMore: loadMore }), [api, loadMore]);
  const reviews = useReviews(api, 'work-with-us', refreshKey);
  const [status, setStatus] = useState<StatusChoice>('all');
  return (
    <>
      {filtering.bar}
      <ListTab
        title="Work With Us Applications"
        loadingWhat="applications"
        state={state}
        onRetry={retry}
        swallowErrors
        tools={tools}
        filters={<StatusFilter value={status} onChange={setStatus} />}
        empty={
          filtering.active ? (
            <EmptyState title="No response matches this filter" />
          ) : (
            <EmptyState title="No Applications Yet">Applications sent through the Work With Us form appear here.</EmptyState>
          )
        }
      >
        {(items) => {
          const shown = withStatus(items, status, reviews, (item) => item.submission_id);
          return shown.length === 0 ? <EmptyState title="No application has this status" /> : <WorkWithUsTable items={shown} api={api} reviews={reviews} />;
        }}
      </ListTab>
    </>
  );
}
