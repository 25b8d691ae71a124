import {
  erasePersonalDataResponseSchema,
  personalDataLookupResponseSchema,
  personalRecordLabel,
  retentionStatusSchema,
  type ErasePersonalDataResponse,
  type PersonalDataLookupResponse,
} from '@intake/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useRemote } from '../../../app/use-remote';
import { formatDateTime } from '../conversations/format-date';
import { adminErrorText, type AdminApi } from '../dashboard/admin-api';
import { LoadingNote, PanelHeader } from '../dashboard/list-parts';
import { Banner } from '../../../app/ui/banner';
import { Button } from '../../../app/ui/button';

type By = 'email' | 'session_id' | 'submission_id';
const BY_LABELS: Record<By, string> = { email: 'Email address', session_id: 'Chat or questionnaire session id', submission_id: 'Work With Us submission id' };

type Step =
  | { step: 'idle' }
  | { step: 'searching' }
  | { step: 'found'; query: Record<By, string>; records: PersonalDataLookupResponse['records'] }
  | { step: 'erasing'; query: Record<By, string>; records: PersonalDataLookupResponse['records'] }
  | { step: 'erased'; result: ErasePersonalDataResponse; records: PersonalDataLookupResponse['records'] }
  | { step: 'failed'; message: string };

function RetentionPanel({ api, refreshKey }: { api: AdminApi; refreshKey: number }) {
  const titleId = useId();
  const { state, retry } = useRemote((signal) => api.get('/api/admin/retention', retentionStatusSchema, signal), [api, refreshKey]);
  const days = state.status === 'ready' ? Math.round(state.data.interval_ms / 86_400_000) : 0;
  return (
    <section className="admin-panel" aria-labelledby={titleId}>
      <PanelHeader id={titleId} title="Retention" />
      {state.status === 'loading' && <LoadingNote what="the retention policy" />}
      {state.status === 'error' && (
        <Banner tone="error" className="admin-error-panel" title="Error Loading Retention" onRetry={retry}>
          {adminErrorText(state.error)}
        </Banner>
      )}
      {state.status === 'ready' && (
        <dl className="admin-tiles">
          <div className="admin-tile">
            <dt className="admin-tile__label">Submissions kept</dt>
            <dd className="admin-tile__value">
              {state.data.submissions_months / 12} years ({state.data.submissions_months} months)
            </dd>
          </div>
          <div className="admin-tile">
            <dt className="admin-tile__label">Analytics kept</dt>
            <dd className="admin-tile__value">{state.data.analytics_months} months</dd>
          </div>
          <div className="admin-tile">
            <dt className="admin-tile__label">Next retention run</dt>
            <dd className="admin-tile__value">{state.data.next_run_at ? formatDateTime(state.data.next_run_at) : 'Not scheduled on this server'}</dd>
          </div>
          <div className="admin-tile">
            <dt className="admin-tile__label">Runs every</dt>
            <dd className="admin-tile__value">
              {days >= 1 ? `${days} day${days === 1 ? '' : 's'}` : `${Math.round(state.data.interval_ms / 60_000)} minutes`}
            </dd>
          </div>
        </dl>
      )}
      <p className="admin-note">
        Older records are erased by the scheduled run: their personal details are overwritten and uploaded files deleted, as for an erasure request.
      </p>
    </section>
  );
}

function RecordList({ records }: { records: PersonalDataLookupResponse['records'] }) {
  return (
    <ul className="privacy-records">
      {records.map((record) => (
        <li key={record.stream_id}>
          {personalRecordLabel(record.stream_id, record.kind)} <code className="admin-table__id">{record.stream_id}</code>
        </li>
      ))}
    </ul>
  );
}

/**
 * Erasure of one person (docs/personal-data.md): find by email or id, see what would be erased,
 * confirm, see what was erased. The erasure is recorded in the audit trail.
 */
function ErasurePanel({ api }: { api: AdminApi }) {
  const ids = useId();
  const [by, setBy] = useState<By>('email');
  const [value, setValue] = useState('');
  const [step, setStep] = useState<Step>({ step: 'idle' });

  const search = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    if (trimmed === '') return setStep({ step: 'failed', message: `Enter the ${BY_LABELS[by].toLowerCase()} to search for.` });
    setStep({ step: 'searching' });
    const query = { [by]: trimmed } as Record<By, string>;
    try {
      const found = await api.get(`/api/admin/personal-data/lookup?${new URLSearchParams(query).toString()}`, personalDataLookupResponseSchema);
      setStep({ step: 'found', query, records: found.records });
    } catch (error) {
      setStep({ step: 'failed', message: adminErrorText(error) });
    }
  };

  const erase = async (query: Record<By, string>, records: PersonalDataLookupResponse['records']) => {
    setStep({ step: 'erasing', query, records });
    try {
      const result = await api.post('/api/admin/personal-data/erase', query, erasePersonalDataResponseSchema);
      setStep({ step: 'erased', result, records });
    } catch (error) {
      setStep({ step: 'failed', message: adminErrorText(error) });
    }
  };

  return (
    <section className="admin-panel" aria-labelledby={`${ids}-title`}>
      <PanelHeader id={`${ids}-title`} title="Erase one person's data" />
      <form className="privacy-search" onSubmit={(event) => void search(event)} aria-label="Find a person's records">
        <div className="field">
          <label className="field__label" htmlFor={`${ids}-by`}>
            Find by
          </label>
          <select id={`${ids}-by`} value={by} onChange={(event) => setBy(event.target.value as By)}>
            {(Object.keys(BY_LABELS) as By[]).map((key) => (
              <option key={key} value={key}>
                {BY_LABELS[key]}
              </option>
            ))}
          </select>
        </div>
        <div className="field privacy-search__value">
          <label className="field__label" htmlFor={`${ids}-value`}>
            {BY_LABELS[by]}
          </label>
          <input
            id={`${ids}-value`}
            type={by === 'email' ? 'email' : 'text'}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            autoComplete="off"
          />
        </div>
        <Button size="small" type="submit" disabled={step.step === 'searching' || step.step === 'erasing'}>
          Find records
        </Button>
      </form>

      <div role="status" aria-live="polite" className="privacy-outcome">
        {step.step === 'searching' && <p className="admin-note">Searching…</p>}
        {step.step === 'failed' && (
          // Inside the live region already: no alert of its own.
          <Banner tone="error" role={null}>
            {step.message}
          </Banner>
        )}
        {(step.step === 'found' || step.step === 'erasing') && step.records.length === 0 && (
          <p className="admin-note">No records of this person were found. Nothing to erase.</p>
        )}
        {(step.step === 'found' || step.step === 'erasing') && step.records.length > 0 && (
          <div className="banner banner--warning">
            <p className="banner__title">
              {step.records.length} record{step.records.length === 1 ? '' : 's'} will be erased
            </p>
            <RecordList records={step.records} />
            <p className="banner__text">Their personal details are overwritten for good and their uploaded files deleted. This cannot be undone.</p>
            <Button variant="danger" size="small" disabled={step.step === 'erasing'} onClick={() => void erase(step.query, step.records)}>
              {step.step === 'erasing' ? 'Erasing…' : `Erase ${step.records.length} record${step.records.length === 1 ? '' : 's'}`}
            </Button>{' '}
            <Button variant="secondary" size="small" disabled={step.step === 'erasing'} onClick={() => setStep({ step: 'idle' })}>
              Cancel
            </Button>
          </div>
        )}
        {step.step === 'erased' && (
          <div className="banner banner--success">
            <p className="banner__title">Erased</p>
            <p className="banner__text">
              {step.result.streams_erased} record{step.result.streams_erased === 1 ? '' : 's'} erased, {step.result.events_redacted} stored event
              {step.result.events_redacted === 1 ? '' : 's'} overwritten, {step.result.files_deleted} file{step.result.files_deleted === 1 ? '' : 's'} deleted.
              {step.result.erasure_id ? ` Erasure ${step.result.erasure_id} is in the audit trail.` : ' Everything found had been erased before.'}
            </p>
            <RecordList records={step.records} />
          </div>
        )}
      </div>
    </section>
  );
}

/** Privacy (issue 20): the retention policy and its next run, and the erasure of one person. */
export function PrivacyTab({ api, refreshKey }: { api: AdminApi; refreshKey: number }) {
  return (
    <>
      <RetentionPanel api={api} refreshKey={refreshKey} />
      <ErasurePanel api={api} />
    </>
  );
}
