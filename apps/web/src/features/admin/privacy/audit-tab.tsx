import { AUDIT_ACTIONS, auditListResponseSchema, type AuditAction, type AuditFilter, type AuditListResponse } from '@intake/contracts';
import { useId, useRef, useState } from 'react';
import { useAuth } from '../../../app/auth/auth-context';
import { toast } from '../../../app/toasts/toast-store';
import { useRemote } from '../../../app/use-remote';
import { formatDateTime } from '../conversations/format-date';
import { adminErrorText, type AdminApi } from '../dashboard/admin-api';
import { ColumnHeads, EmptyState, LoadingNote, PanelHeader, TableFrame } from '../dashboard/list-parts';
import { AUDIT_ACTION_LABELS } from './audit-csv';
import { auditQuery, downloadAuditCsv } from './audit-export';
import { Banner } from '../../../app/ui/banner';
import { Button } from '../../../app/ui/button';

const LIMITS = [100, 500, 1000] as const;

async function fetchAudit(api: AdminApi, limit: number, filter: AuditFilter, signal: AbortSignal): Promise<AuditListResponse> {
  const query = auditQuery(filter);
  return api.get(`/api/admin/audit?limit=${limit}${query ? `&${query}` : ''}`, auditListResponseSchema, signal);
}

/**
 * The audit trail (issue 20): every admin sign-in, view of personal data, export and erasure,
 * newest first, with who, what and when. Filtered by person, action and days (issue 30), and
 * exported as CSV: every entry the filters match, from the server, which records the export.
 * Read-only: nothing here edits the trail. Times and days in the admin's own time zone.
 */
export function AuditTab({ api, refreshKey }: { api: AdminApi; refreshKey: number }) {
  const ids = useId();
  const token = useAuth().session?.token ?? '';
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const [limit, setLimit] = useState<number>(LIMITS[0]);
  const [actor, setActor] = useState('');
  const [action, setAction] = useState<AuditAction | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [exports, setExports] = useState(0);
  const [exporting, setExporting] = useState(false);
  const filter: AuditFilter = {
    ...(actor ? { actor } : {}),
    ...(action ? { action } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(from || to ? { tz: zone } : {}),
  };
  const filterKey = auditQuery(filter);
  const { state, retry } = useRemote((signal) => fetchAudit(api, limit, filter, signal), [api, limit, filterKey, refreshKey, exports]);
  // The person filter keeps the names it has seen while a filtered answer loads.
  const seenActors = useRef<readonly string[]>([]);
  if (state.status === 'ready' && state.data.actors) seenActors.current = state.data.actors;
  const actors = actor !== '' && !seenActors.current.includes(actor) ? [actor, ...seenActors.current] : seenActors.current;
  const filtered = filterKey !== '';

  const exportTrail = async () => {
    setExporting(true);
    try {
      await downloadAuditCsv(token, filter);
      setExports((n) => n + 1);
    } catch (error) {
      toast.error(`The export was not made: ${adminErrorText(error)}`);
    } finally {
      setExporting(false);
    }
  };

  return (
    <section className="admin-panel" aria-labelledby={`${ids}-title`}>
      <PanelHeader id={`${ids}-title`} title="Audit trail" count={state.status === 'ready' ? state.data.total : undefined}>
        <div className="admin-panel__actions">
          <div className="field field--inline">
            <label className="field__label" htmlFor={`${ids}-limit`}>
              Show
            </label>
            <select id={`${ids}-limit`} value={limit} onChange={(event) => setLimit(Number(event.target.value))}>
              {LIMITS.map((n) => (
                <option key={n} value={n}>
                  newest {n}
                </option>
              ))}
            </select>
          </div>
          <Button
            variant="secondary"
            size="small"
            busy={exporting}
            disabled={exporting || state.status !== 'ready' || state.data.total === 0}
            onClick={() => void exportTrail()}
          >
            Export CSV{state.status === 'ready' ? ` (${state.data.total})` : ''}
          </Button>
        </div>
      </PanelHeader>
      <form className="audit-filters" aria-label="Filter the audit trail" onSubmit={(event) => event.preventDefault()}>
        <div className="field">
          <label className="field__label" htmlFor={`${ids}-actor`}>
            Person
          </label>
          <select id={`${ids}-actor`} value={actor} onChange={(event) => setActor(event.target.value)}>
            <option value="">Everyone</option>
            {actors.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${ids}-action`}>
            Action
          </label>
          <select id={`${ids}-action`} value={action} onChange={(event) => setAction(event.target.value as AuditAction | '')}>
            <option value="">All actions</option>
            {AUDIT_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {AUDIT_ACTION_LABELS[a]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${ids}-from`}>
            From
          </label>
          <input id={`${ids}-from`} type="date" value={from} max={to || undefined} onChange={(event) => setFrom(event.target.value)} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${ids}-to`}>
            To
          </label>
          <input id={`${ids}-to`} type="date" value={to} min={from || undefined} onChange={(event) => setTo(event.target.value)} />
        </div>
        {filtered ? (
          <Button
            variant="ghost"
            size="small"
            onClick={() => {
              setActor('');
              setAction('');
              setFrom('');
              setTo('');
            }}
          >
            Clear filters
          </Button>
        ) : null}
      </form>
      <p className="admin-note">
        Every admin sign-in, every view of personal data, every export, every erasure and every API key created, revoked or used is recorded as an event and
        listed here. Nobody can edit or delete an entry. Times and dates are in your time zone ({zone}). A list the dashboard loads again and again is recorded
        once per sign-in and hour. Export CSV saves every entry the filters match, not only those shown.
      </p>
      {state.status === 'loading' && <LoadingNote what="the audit trail" />}
      {state.status === 'error' && (
        <Banner tone="error" className="admin-error-panel" title="Error Loading Audit trail" onRetry={retry}>
          {adminErrorText(state.error)}
        </Banner>
      )}
      {state.status === 'ready' && state.data.entries.length === 0 && <EmptyState title={filtered ? 'No entry matches these filters' : 'No entries yet'} />}
      {state.status === 'ready' && state.data.entries.length > 0 && (
        <TableFrame captionId={`${ids}-caption`}>
          <table className="admin-table">
            <caption id={`${ids}-caption`} className="visually-hidden">
              Audit trail, newest first
            </caption>
            <ColumnHeads columns={['When', 'Who', 'Action', 'What']} />
            <tbody>
              {state.data.entries.map((entry) => (
                <tr key={entry.id}>
                  <th scope="row" className="nowrap">
                    <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                  </th>
                  <td>{entry.actor}</td>
                  <td>
                    <span className={`audit-action audit-action--${entry.action}`}>{AUDIT_ACTION_LABELS[entry.action]}</span>
                  </td>
                  <td className="admin-table__wrap">{entry.subject}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
    </section>
  );
}
