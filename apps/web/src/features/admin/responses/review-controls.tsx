import { RESPONSE_STATUSES, responseReviewsResponseSchema, type ResponseChannel, type ResponseReview, type ResponseStatus } from '@intake/contracts';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { toast } from '../../../app/toasts/toast-store';
import { useRemote } from '../../../app/use-remote';
import { formatDateTime } from '../conversations/format-date';
import { adminErrorText, type AdminApi } from '../dashboard/admin-api';
import { reviewsChanged } from './review-signal';
import { SUCCESS_ANSWER } from '../../../app/answer-shape';

export const STATUS_LABELS: Record<ResponseStatus, string> = { new: 'New', reviewed: 'Reviewed', contacted: 'Contacted', archived: 'Archived' };

/** The reviews of one channel, by response id; `changed` reloads them (and tells the header). */
export function useReviews(api: AdminApi, channel: ResponseChannel, refreshKey: number) {
  const [version, setVersion] = useState(0);
  const { state } = useRemote(
    (signal) => api.get(`/api/admin/responses/reviews?channel=${channel}`, responseReviewsResponseSchema, signal),
    [api, channel, refreshKey, version],
  );
  const byId = useMemo(() => new Map<string, ResponseReview>(state.status === 'ready' ? state.data.reviews.map((r) => [r.response_id, r]) : []), [state]);
  return { byId, changed: () => setVersion((n) => n + 1) };
}

/** Status select and notes of one response; each change is an event with who and when. */
export function ReviewControls(props: {
  api: AdminApi;
  channel: ResponseChannel;
  responseId: string;
  who: string;
  review: Pick<ResponseReview, 'status' | 'notes' | 'history'> | undefined;
  onChanged: () => void;
  /** On a response's own page the notes are shown open, with the status select labelled on screen. */
  expanded?: boolean;
}) {
  const ids = useId();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const status = props.review?.status ?? 'new';
  const base = `/api/admin/responses/${props.channel}/${encodeURIComponent(props.responseId)}`;

  const run = async (call: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await call();
      reviewsChanged();
      props.onChanged();
      return true;
    } catch (error) {
      toast.error(`Not saved: ${adminErrorText(error)}`);
      return false;
    } finally {
      setBusy(false);
    }
  };
  const addNote = async (event: FormEvent) => {
    event.preventDefault();
    if (note.trim() === '') return;
    if (await run(() => props.api.post(`${base}/notes`, { text: note }, SUCCESS_ANSWER))) setNote('');
  };

  return (
    <div className="review-controls">
      <label className={props.expanded ? 'field__label' : 'visually-hidden'} htmlFor={`${ids}-status`}>
        {props.expanded ? 'Status' : `Status of ${props.who}`}
      </label>
      <select
        id={`${ids}-status`}
        value={status}
        disabled={busy}
        onChange={(event) => void run(() => props.api.post(`${base}/status`, { status: event.target.value }, SUCCESS_ANSWER))}
      >
        {RESPONSE_STATUSES.map((s) => (
          <option key={s} value={s}>
            {STATUS_LABELS[s]}
          </option>
        ))}
      </select>
      <details className="review-controls__notes" open={props.expanded}>
        <summary>Notes ({props.review?.notes.length ?? 0})</summary>
        <ul className="review-controls__list">
          {(props.review?.history ?? []).map((h, index) => (
            <li key={`h${index}`} className="admin-table__sub">
              {formatDateTime(h.at)} · {h.by}: {h.what}
            </li>
          ))}
          {(props.review?.notes ?? []).map((n) => (
            <li key={n.note_id}>
              <span className="review-controls__note">{n.text}</span>
              <span className="admin-table__sub">
                {n.by}, {formatDateTime(n.at)}
              </span>
            </li>
          ))}
        </ul>
        <form onSubmit={(event) => void addNote(event)} className="review-controls__form">
          <label className="visually-hidden" htmlFor={`${ids}-note`}>
            Note about {props.who}
          </label>
          <textarea id={`${ids}-note`} rows={2} maxLength={2000} value={note} onChange={(event) => setNote(event.target.value)} />
          <button type="submit" className="button button--secondary button--small" disabled={busy || note.trim() === ''}>
            Add note
          </button>
        </form>
      </details>
    </div>
  );
}

export type StatusChoice = ResponseStatus | 'all';

/** The list tools' status filter: all, or one status (a response without a review is new). */
export function StatusFilter({ value, onChange }: { value: StatusChoice; onChange: (next: StatusChoice) => void }) {
  const id = useId();
  return (
    <div className="field admin-list-tools__status">
      <label className="field__label" htmlFor={id}>
        Status
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as StatusChoice)}>
        <option value="all">All statuses</option>
        {RESPONSE_STATUSES.map((s) => (
          <option key={s} value={s}>
            {STATUS_LABELS[s]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The items whose review has this status. */
export function withStatus<T>(items: T[], status: StatusChoice, reviews: ReturnType<typeof useReviews>, idOf: (item: T) => string): T[] {
  return status === 'all' ? items : items.filter((item) => (reviews.byId.get(idOf(item))?.status ?? 'new') === status);
}
