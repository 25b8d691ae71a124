import { responseDetailSchema, type ResponseChannel, type ResponseDetail, type ResponseFile, type ResponseProvenance } from '@intake/contracts';
import { useId, useRef, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Banner } from '../../../app/ui/banner';
import { useDocumentTitle } from '../../../app/use-document-title';
import { useRemote } from '../../../app/use-remote';
import { formatDateTime } from '../conversations/format-date';
import { adminErrorText, AdminApiError, useAdminApi, type AdminApi } from '../dashboard/admin-api';
import { locationText } from '../dashboard/display';
import { openFileDownload } from '../dashboard/file-download';
import { ApplicantMessage } from '../dashboard/work-with-us-tab';
import { useAuth } from '../../../app/auth/auth-context';
import { AssignmentControl } from './assignment-control';
import { ReviewControls } from './review-controls';
import { ResponseTagControls } from './tag-controls';
import '../dashboard/dashboard.css';
import '../conversations/conversations.css';
import '../privacy/privacy.css';
import './response-page.css';

/** Where each channel's list is, for the way back. */
const LIST_OF: Record<ResponseChannel, { view: string; title: string }> = {
  'work-with-us': { view: 'work-with-us', title: 'Work With Us Applications' },
  questionnaire: { view: 'forms', title: 'Form Submissions' },
  chat: { view: 'ai-sessions', title: 'AI Guide Sessions' },
};

function formatBytes(size: number | null): string {
  if (size === null) return 'Size unknown';
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(1)} KB`;
  return `${(size / (1024 * 1024)).toFixed(1)} MB`;
}

function Section({ title, children, count }: { title: string; children: ReactNode; count?: number }) {
  const id = useId();
  return (
    <section className="admin-panel response-page__section" aria-labelledby={id}>
      <h2 id={id}>
        {title}
        {count !== undefined ? <span className="admin-panel__count"> ({count})</span> : null}
      </h2>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="response-page__facts">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const none = (text: string) => <span className="conversations__default">{text}</span>;

function Answers({ detail }: { detail: ResponseDetail }) {
  if (detail.answers.length === 0) return <p className="admin-note">No answers recorded yet.</p>;
  return (
    <dl className="submission-answers">
      {detail.answers.map((answer, index) => (
        <div key={`${answer.question}-${index}`} className="submission-answers__item">
          <dt>{answer.question}</dt>
          {answer.lines.length === 0 ? <dd>{none('Not answered')}</dd> : answer.lines.map((line, n) => <dd key={n}>{line}</dd>)}
        </div>
      ))}
    </dl>
  );
}

function Files({ api, detail }: { api: AdminApi; detail: ResponseDetail }) {
  if (detail.files.length === 0) return <p className="admin-note">No files.</p>;
  const path = (file: ResponseFile) => `/api/admin/responses/${detail.channel}/${encodeURIComponent(detail.id)}/files/${encodeURIComponent(file.file_id)}`;
  return (
    <ul className="response-page__files">
      {detail.files.map((file) => (
        <li key={file.file_id}>
          {file.downloadable ? (
            <button type="button" className="link-button" onClick={() => void openFileDownload(api, file.file_id, path(file))}>
              <span className="visually-hidden">Download </span>
              {file.filename}
            </button>
          ) : (
            <span>{file.filename}</span>
          )}
          <span className="admin-table__sub">
            {[formatBytes(file.size), file.content_type, file.note].filter(Boolean).join(' · ')}
            {file.downloadable ? null : ' · not kept'}
          </span>
        </li>
      ))}
    </ul>
  );
}

function sourceText(p: ResponseProvenance): string {
  const engine = p.source.engine === 'llm' ? `language model${p.source.model ? ` ${p.source.model}` : ''}` : 'rules';
  if (p.source.kind === 'document')
    return `Document ${p.document ? `"${p.document}"` : ''}${p.source.page !== null ? `, page ${p.source.page}` : ''} (read by ${engine})`;
  return `The visitor's message (read by ${engine})`;
}

function Provenance({ items }: { items: ResponseProvenance[] }) {
  const captionId = useId();
  if (items.length === 0) return <p className="admin-note">No values were extracted from messages or documents.</p>;
  return (
    <div className="admin-table__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="admin-table response-page__provenance">
        <caption id={captionId} className="visually-hidden">
          Where each extracted value came from
        </caption>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Value</th>
            <th scope="col">Source</th>
            <th scope="col">Confidence</th>
            <th scope="col">Held</th>
          </tr>
        </thead>
        <tbody>
          {items.map((p, index) => (
            <tr key={`${p.field}-${index}`}>
              <th scope="row">{p.label}</th>
              <td>{p.value}</td>
              <td>
                {sourceText(p)}
                {p.source.excerpt ? <q className="admin-table__sub response-page__excerpt">{p.source.excerpt}</q> : null}
              </td>
              <td className="admin-table__number">{p.confidence === null ? '–' : `${Math.round(p.confidence * 100)}%`}</td>
              <td>{p.used ? 'Yes' : 'No (proposed only)'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Timeline({ detail }: { detail: ResponseDetail }) {
  return (
    <ol className="response-page__timeline">
      {detail.timeline.map((entry, index) => (
        <li key={index}>
          <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
          <span className="response-page__who">{entry.who}</span>
          <span>{entry.what}</span>
        </li>
      ))}
    </ol>
  );
}

function Transcript({ detail }: { detail: ResponseDetail }) {
  return (
    <ol className="response-page__transcript">
      {detail.transcript.map((m, index) => (
        <li key={index} className={`response-page__turn response-page__turn--${m.role}`}>
          <span className="response-page__who">{m.role === 'user' ? 'Visitor' : 'Guide'}</span>
          <time dateTime={m.at} className="admin-table__sub">
            {formatDateTime(m.at)}
          </time>
          <p>{m.content}</p>
        </li>
      ))}
    </ol>
  );
}

function Visitor({ detail }: { detail: ResponseDetail }) {
  const v = detail.visitor;
  const text = (value: string | null) => value ?? none('Not known');
  return (
    <Facts
      rows={[
        ['Location', locationText(v.location)],
        ['Device', text(v.device_type)],
        ['Browser', text(v.browser)],
        ['Operating system', text(v.os)],
        ['Language', text(v.language)],
        ['Time zone', text(v.timezone)],
        ['Came from', text(v.referrer)],
      ]}
    />
  );
}

function DetailBody({ api, detail, onChanged }: { api: AdminApi; detail: ResponseDetail; onChanged: () => void }) {
  const who = detail.name ?? detail.email ?? 'this response';
  const me = useAuth().session?.user.username ?? null;
  return (
    <>
      <header className="response-page__header">
        <p className="response-page__kind">{detail.kind}</p>
        <h1>{detail.name ?? 'Anonymous'}</h1>
        <Facts
          rows={[
            ['Email', detail.email ? <a href={`mailto:${detail.email}`}>{detail.email}</a> : none('No email')],
            ...(detail.organization !== null || detail.channel !== 'work-with-us'
              ? [['Organization', detail.organization ?? none('Not specified')] as [string, ReactNode]]
              : []),
            ['State', detail.state],
            ...(detail.started_at ? [['Started', formatDateTime(detail.started_at)] as [string, ReactNode]] : []),
            [detail.channel === 'chat' ? 'Completed' : 'Submitted', detail.submitted_at ? formatDateTime(detail.submitted_at) : none('Not yet')],
            ['Id', <code key="id">{detail.id}</code>],
          ]}
        />
      </header>
      <div className="response-page__grid">
        <div className="response-page__main">
          {detail.message !== null ? (
            <Section title="Message">
              <ApplicantMessage text={detail.message} full />
            </Section>
          ) : null}
          <Section title="Answers" count={detail.answers.length}>
            <Answers detail={detail} />
          </Section>
          {detail.channel === 'chat' ? (
            <Section title="Conversation" count={detail.transcript.length}>
              {detail.transcript.length === 0 ? <p className="admin-note">No messages.</p> : <Transcript detail={detail} />}
            </Section>
          ) : null}
          {detail.channel !== 'work-with-us' ? (
            <Section title="Where the values came from">
              <Provenance items={detail.provenance} />
            </Section>
          ) : null}
          <Section title="Timeline" count={detail.timeline.length}>
            <Timeline detail={detail} />
          </Section>
        </div>
        <aside className="response-page__side" aria-label="Review, files and visitor">
          <Section title="Review">
            {detail.reviewable ? (
              <>
                <AssignmentControl
                  api={api}
                  channel={detail.channel}
                  responseId={detail.id}
                  assignment={detail.review.assignment}
                  me={me}
                  onChanged={onChanged}
                />
                <ReviewControls api={api} channel={detail.channel} responseId={detail.id} who={who} review={detail.review} onChanged={onChanged} expanded />
              </>
            ) : (
              <p className="admin-note">A questionnaire takes a status and notes once it is submitted.</p>
            )}
          </Section>
          {detail.reviewable ? (
            <Section title="Tags">
              <ResponseTagControls api={api} channel={detail.channel} responseId={detail.id} who={who} />
            </Section>
          ) : null}
          <Section title="Files" count={detail.files.length}>
            <Files api={api} detail={detail} />
          </Section>
          <Section title="Visitor">
            <Visitor detail={detail} />
          </Section>
        </aside>
      </div>
    </>
  );
}

/**
 * One response on its own page (issue 20): /admin/responses/{work-with-us|questionnaire|chat}/:id.
 * Everything comes from GET /api/admin/responses/{channel}/{id}, checked against its schema.
 */
export function ResponsePage({ channel }: { channel: ResponseChannel }) {
  const { id = '' } = useParams();
  const api = useAdminApi();
  const list = LIST_OF[channel];
  const { state, retry } = useRemote(
    (signal) => api.get(`/api/admin/responses/${channel}/${encodeURIComponent(id)}`, responseDetailSchema, signal),
    [api, channel, id],
    { what: `response ${channel}` },
  );
  useDocumentTitle(state.status === 'ready' ? `${state.data.kind}: ${state.data.name ?? 'Anonymous'}` : 'Response');
  // A change of status or a note reloads the page's data; what was shown stays until the answer comes.
  const shown = useRef<ResponseDetail | null>(null);
  if (state.status === 'ready') shown.current = state.data;
  else if (state.status === 'error') shown.current = null;
  const notFound = state.status === 'error' && state.error instanceof AdminApiError && state.error.status === 404;
  return (
    <main id="main" className="page admin-dashboard response-page">
      <nav className="response-page__back" aria-label="Back">
        <Link to={`/admin?view=${list.view}`}>← Back to {list.title}</Link>
      </nav>
      {state.status === 'loading' && shown.current ? (
        <DetailBody api={api} detail={shown.current} onChanged={retry} />
      ) : state.status === 'loading' ? (
        <p className="admin-note" role="status">
          Loading the response…
        </p>
      ) : state.status === 'error' ? (
        <>
          <h1>{notFound ? 'No such response' : 'The response could not be loaded'}</h1>
          <Banner tone={notFound ? 'warning' : 'error'} onRetry={notFound ? undefined : retry}>
            {notFound
              ? `There is no ${channel === 'chat' ? 'chat' : channel === 'questionnaire' ? 'questionnaire submission' : 'application'} with the id ${id}; it may have been erased.`
              : adminErrorText(state.error)}
          </Banner>
        </>
      ) : (
        <DetailBody api={api} detail={state.data} onChanged={retry} />
      )}
    </main>
  );
}
