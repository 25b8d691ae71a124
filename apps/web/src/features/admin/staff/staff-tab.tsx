import { STAFF_ROLES, staffActionResponseSchema, staffListResponseSchema, type StaffAccount, type StaffRole } from '@intake/contracts';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../../app/toasts/toast-store';
import { useRemote } from '../../../app/use-remote';
import { formatDateTime } from '../conversations/format-date';
import { adminErrorText, type AdminApi } from '../dashboard/admin-api';
import { ColumnHeads, EmptyState, LoadingNote, PanelHeader, TableFrame } from '../dashboard/list-parts';
import { Banner } from '../../../app/ui/banner';
import { Button } from '../../../app/ui/button';
import './staff.css';
import { ProblemRegion } from '../../../app/ui/problem-region';

export const ROLE_LABELS: Record<StaffRole, string> = { owner: 'Owner', reviewer: 'Reviewer', viewer: 'Viewer' };
const STATUS_LABELS: Record<StaffAccount['status'], string> = { invited: 'Invited', active: 'Active', disabled: 'Disabled' };

function InviteForm({ api, onInvited }: { api: AdminApi; onInvited: () => void }) {
  const ids = useId();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('reviewer');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !email.trim()) return setProblem('A username and an email address are both needed.');
    setProblem(null);
    setBusy(true);
    try {
      const answer = await api.post('/api/admin/staff/invitations', { username: username.trim(), email: email.trim(), role }, staffActionResponseSchema);
      toast.success(answer.message);
      setUsername('');
      setEmail('');
      onInvited();
    } catch (error) {
      setProblem(adminErrorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="staff-invite" onSubmit={(event) => void submit(event)} aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`}>Invite someone</h3>
      <div className="field">
        <label className="field__label" htmlFor={`${ids}-username`}>
          Username
        </label>
        <input
          id={`${ids}-username`}
          type="text"
          value={username}
          maxLength={64}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          onChange={(event) => setUsername(event.target.value)}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${ids}-email`}>
          Email
        </label>
        <input id={`${ids}-email`} type="email" value={email} maxLength={254} autoComplete="off" onChange={(event) => setEmail(event.target.value)} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${ids}-role`}>
          Role
        </label>
        <select id={`${ids}-role`} value={role} onChange={(event) => setRole(event.target.value as StaffRole)}>
          {STAFF_ROLES.map((r) => (
            <option key={r} value={r}>
              {ROLE_LABELS[r]}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" size="small" busy={busy} disabled={busy}>
        Send invitation
      </Button>
      <ProblemRegion problem={problem} />
    </form>
  );
}

function StaffRow({ item, api, me, onChanged }: { item: StaffAccount; api: AdminApi; me: string; onChanged: () => void }) {
  const [busy, setBusy] = useState(false);
  const self = item.username.toLowerCase() === me.toLowerCase();
  const act = async (path: string, json: unknown, failed: string) => {
    setBusy(true);
    try {
      const answer = await api.post(`/api/admin/staff/${encodeURIComponent(item.username)}/${path}`, json, staffActionResponseSchema);
      toast.success(answer.message);
      onChanged();
    } catch (error) {
      toast.error(`${failed} ${adminErrorText(error)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <tr>
      <th scope="row">
        {item.username}
        {self ? <span className="staff-you"> (you)</span> : null}
      </th>
      <td>
        {self ? (
          ROLE_LABELS[item.role]
        ) : (
          <select
            aria-label={`Role of ${item.username}`}
            value={item.role}
            disabled={busy}
            onChange={(event) => void act('role', { role: event.target.value }, 'The role was not changed.')}
          >
            {STAFF_ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </select>
        )}
      </td>
      <td className="staff-email">{item.email ?? '—'}</td>
      <td>
        <span className={`staff-status staff-status--${item.status}`}>{STATUS_LABELS[item.status]}</span>
        {item.invitation_expires_at ? (
          <>
            <br />
            <span className="staff-note">
              Link valid until <time dateTime={item.invitation_expires_at}>{formatDateTime(item.invitation_expires_at)}</time>
            </span>
          </>
        ) : null}
      </td>
      <td className="nowrap">{item.last_sign_in_at ? <time dateTime={item.last_sign_in_at}>{formatDateTime(item.last_sign_in_at)}</time> : 'Never'}</td>
      <td className="staff-actions">
        {self ? null : (
          <>
            {item.status === 'invited' && item.email ? (
              <Button
                variant="secondary"
                size="small"
                disabled={busy}
                onClick={() => void act('reinvite', undefined, 'The invitation was not sent.')}
                aria-label={`Re-invite ${item.username}`}
              >
                Re-invite
              </Button>
            ) : null}
            {item.status === 'disabled' ? (
              <Button
                variant="secondary"
                size="small"
                disabled={busy}
                onClick={() => void act('enable', undefined, 'The account was not enabled.')}
                aria-label={`Enable ${item.username}`}
              >
                Enable
              </Button>
            ) : (
              <Button
                variant="danger"
                size="small"
                disabled={busy}
                onClick={() => void act('disable', undefined, 'The account was not disabled.')}
                aria-label={`Disable ${item.username}`}
              >
                Disable
              </Button>
            )}
          </>
        )}
      </td>
    </tr>
  );
}

/**
 * Staff (issue 30, docs/staff-accounts.md), owners only: who has an account, with which role,
 * when they last signed in, and open invitations; invite, change a role, disable, re-enable and
 * re-invite. Disabling signs the person out everywhere at once.
 */
export function StaffTab({ api, refreshKey, me }: { api: AdminApi; refreshKey: number; me: string }) {
  const ids = useId();
  const [changes, setChanges] = useState(0);
  const changed = () => setChanges((n) => n + 1);
  const { state, retry } = useRemote((signal) => api.get('/api/admin/staff', staffListResponseSchema, signal), [api, refreshKey, changes]);

  return (
    <section className="admin-panel" aria-labelledby={`${ids}-title`}>
      <PanelHeader id={`${ids}-title`} title="Staff" count={state.status === 'ready' ? state.data.accounts.length : undefined} />
      <p className="admin-note">
        Owners manage everything, staff and settings included. Reviewers read responses, set their status and notes, and export what they see. Viewers read the
        dashboards and responses only. An invitation link works once, for 7 days.
      </p>
      <InviteForm api={api} onInvited={changed} />
      {state.status === 'loading' && <LoadingNote what="the staff accounts" />}
      {state.status === 'error' && (
        <Banner tone="error" className="admin-error-panel" title="Error Loading staff" onRetry={retry}>
          {adminErrorText(state.error)}
        </Banner>
      )}
      {state.status === 'ready' && state.data.accounts.length === 0 && <EmptyState title="No staff accounts yet" />}
      {state.status === 'ready' && state.data.accounts.length > 0 && (
        <TableFrame captionId={`${ids}-caption`}>
          <table className="admin-table">
            <caption id={`${ids}-caption`} className="visually-hidden">
              Staff accounts by username
            </caption>
            <ColumnHeads columns={['Username', 'Role', 'Email', 'Status', 'Last sign-in', 'Actions']} />
            <tbody>
              {state.data.accounts.map((item) => (
                <StaffRow key={item.username} item={item} api={api} me={me} onChanged={changed} />
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
    </section>
  );
}
