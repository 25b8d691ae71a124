import { assignableStaffResponseSchema, assignResponseResponseSchema, type ResponseAssignment, type ResponseChannel } from '@intake/contracts';
import { useId, useState } from 'react';
import { toast } from '../../../app/toasts/toast-store';
import { Button } from '../../../app/ui/button';
import { useRemote } from '../../../app/use-remote';
import { formatDateTime } from '../conversations/format-date';
import { adminErrorText, type AdminApi } from '../dashboard/admin-api';
import { reviewsChanged } from './review-signal';

/**
 * Who handles a response (issue 30): shown with who assigned it and when; a select of the staff
 * (or nobody) and "Assign to me". Each change is an event with who made it; the assignee gets an
 * email and finds it in My queue.
 */
export function AssignmentControl(props: {
  api: AdminApi;
  channel: ResponseChannel;
  responseId: string;
  assignment: ResponseAssignment | null | undefined;
  me: string | null;
  onChanged: () => void;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const { state } = useRemote((signal) => props.api.get('/api/admin/responses/assignees', assignableStaffResponseSchema, signal), [props.api]);
  const current = props.assignment?.assignee ?? null;
  const staff = state.status === 'ready' ? state.data.staff.map((s) => s.username) : [];
  // The one who has it stays a choice even when the directory no longer lists them.
  const choices = current !== null && !staff.includes(current) ? [current, ...staff] : staff;

  const assign = async (assignee: string | null) => {
    setBusy(true);
    try {
      await props.api.post(
        `/api/admin/responses/${props.channel}/${encodeURIComponent(props.responseId)}/assignment`,
        { assignee },
        assignResponseResponseSchema,
      );
      reviewsChanged();
      props.onChanged();
    } catch (error) {
      toast.error(`Not assigned: ${adminErrorText(error)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="assignment-control">
      <p className="assignment-control__now" role="status">
        {props.assignment ? (
          <>
            Assigned to <strong>{props.assignment.assignee === props.me ? `you (${props.assignment.assignee})` : props.assignment.assignee}</strong> by{' '}
            {props.assignment.by}, {formatDateTime(props.assignment.at)}
          </>
        ) : (
          'Not assigned'
        )}
      </p>
      <div className="assignment-control__tools">
        <label className="field__label" htmlFor={`${id}-assignee`}>
          Assigned to
        </label>
        <select
          id={`${id}-assignee`}
          value={current ?? ''}
          disabled={busy || state.status !== 'ready'}
          onChange={(event) => void assign(event.target.value || null)}
        >
          <option value="">Nobody</option>
          {choices.map((username) => (
            <option key={username} value={username}>
              {username}
            </option>
          ))}
        </select>
        {props.me !== null && current !== props.me ? (
          <Button variant="secondary" size="small" disabled={busy} onClick={() => void assign(props.me)}>
            Assign to me
          </Button>
        ) : null}
      </div>
    </div>
  );
}
