import { auditListResponseSchema, type AuditListResponse } from '@intake/contracts';
import { useId, useState } from 'react';
import { toast } from '../../../app/toasts/toast-store';
import { useRemote } from '../../../app/use-remote';
import { formatDateTime } from '../conversations/format-date';
import { adminErrorText, type AdminApi } from '../dashboard/admin-api';
import { ColumnHeads, EmptyState, LoadingNote, PanelHeader, TableFrame } from '../dashboard/list-parts';
import { datedCsvName, recordedExport } from '../dashboard/recorded-export';
import { AUDIT_ACTION_LABELS, auditCsv } from './audit-csv';
import { Banner } from '../../../app/ui/banner';
import { Button } from '../../../app/ui/button';

const LIMITS = [100, 500, 1000] as const;

async function fetchAudit(api: AdminApi, limit: number, signal: AbortSignal): Promise<AuditListResponse> {
  return api.get(`/api/admin/audit?limit=${limit}`, auditListResponseSchema, signal);
}

/**
 * The audit trail (issue 20): every admin sign-in, view of personal data, export and erasure,
 * newest first, with who, what and when; exportable as CSV (the export is itself recorded).
 * Read-only: nothing here edits the trail. Times in the admin's own time zone.
 */
export function AuditTab({ api, refreshKey }: { api: AdminApi; refreshKey: number }) {
  const ids = useId();
  const [limit, setLimit] = useState<number>(LIMITS[0]);
  const [exports, setExports] = useState(0);
  const { state, retry } = useRemote((signal) => fetchAudit(api, limit, signal), [api, limit, refreshKey, exports]);
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  const exportTrail = async (entries: AuditListResponse['entries']) => {
    try {
      await recordedExport(api, 'audit', entries.length, auditCsv(entries), datedCsvName('audit-trail', new Date()));
      setExports((n) => n + 1);
    } catch (error) {
      toast.error(`The export was not made: it could not be recorded in the audit trail. ${adminErrorText(error)}`);
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
            disabled={state.status !== 'ready' || state.data.entries.length === 0}
            onClick={() => state.status === 'ready' && void exportTrail(state.data.entries)}
          >
            Export CSV
          </Button>
        </div>
      </PanelHeader>
      <p className="admin-note">
        Every admin sign-in, every view of personal data, every export and every erasure is recorded as an event and listed here. Nobody can edit or delete an
        entry. Times are in your time zone ({zone}).
      </p>
      {state.status === 'loading' && <LoadingNote what="the audit trail" />}
      {state.status === 'error' && (
        <Banner tone="error" className="admin-error-panel" title="Error Loading Audit trail" onRetry={retry}>
          {adminErrorText(state.error)}
        </Banner>
      )}
      {state.status === 'ready' && state.data.entries.length === 0 && <EmptyState title="No entries yet" />}
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
