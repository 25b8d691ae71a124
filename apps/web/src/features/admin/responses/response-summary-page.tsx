import {
  responseSummarySchema,
  type ChoiceSummary,
  type NumberSpread,
  type QuestionSummary,
  type ResponseChannel,
  type ResponseFilter,
  type ResponseSummary,
} from '@intake/contracts';
import { useId, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Banner } from '../../../app/ui/banner';
import { useDocumentTitle } from '../../../app/use-document-title';
import { useRemote } from '../../../app/use-remote';
import { formatDateTime } from '../conversations/format-date';
import { adminErrorText, useAdminApi } from '../dashboard/admin-api';
import { ResponseFilterBar, summaryPath } from './response-filter-bar';
import { responsePagePath } from './response-paths';
import { useResponseTags } from './response-tags';
import '../dashboard/dashboard.css';
import './response-page.css';
import './response-summary.css';

const CHANNELS: { channel: ResponseChannel; title: string; view: string }[] = [
  { channel: 'questionnaire', title: 'Form Submissions', view: 'forms' },
  { channel: 'work-with-us', title: 'Work With Us Applications', view: 'work-with-us' },
];

/** The page's filter, from its address: `?channel=…&tag=…&answer=field:value…`, so a view can be shared. */
export function filterFromSearch(params: URLSearchParams): { channel: ResponseChannel; filter: ResponseFilter } {
  const channel = CHANNELS.find((c) => c.channel === params.get('channel'))?.channel ?? 'questionnaire';
  const answers = params.getAll('answer').flatMap((a) => {
    const at = a.indexOf(':');
    return at > 0 ? [{ field: a.slice(0, at), value: a.slice(at + 1) }] : [];
  });
  return { channel, filter: { tag: params.get('tag') || null, answers } };
}

const percent = (share: number) => `${Math.round(share * 100)}%`;
const number = (n: number) => (Number.isInteger(n) ? n.toLocaleString('en-GB') : n.toLocaleString('en-GB', { maximumFractionDigits: 1 }));

function Card({ q, children }: { q: QuestionSummary; children: ReactNode }) {
  const id = useId();
  return (
    <section className="admin-panel summary-card" aria-labelledby={id}>
      <h2 id={id}>{q.question}</h2>
      <p className="admin-table__sub">
        {q.answered} answered{q.kind === 'choice' && q.multiple ? ' · several choices each' : ''}
      </p>
      {children}
    </section>
  );
}

/** Bars drawn from the table's own figures: the numbers are the content, the bar only shows them. */
function Bar({ share }: { share: number }) {
  return (
    <span className="summary-bar" aria-hidden="true">
      <span className="summary-bar__fill" style={{ width: `${Math.max(0, Math.min(1, share)) * 100}%` }} />
    </span>
  );
}

function Choices({ q, onFilter }: { q: ChoiceSummary; onFilter: (value: string) => void }) {
  const captionId = useId();
  return (
    <table className="admin-table summary-table">
      <caption id={captionId} className="visually-hidden">
        Answers to {q.question}, with counts and shares of those who answered
      </caption>
      <thead>
        <tr>
          <th scope="col">Answer</th>
          <th scope="col" className="admin-table__number">
            Count
          </th>
          <th scope="col" className="admin-table__number">
            Share
          </th>
          <th scope="col">
            <span className="visually-hidden">Share as a bar</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {q.options.map((o) => (
          <tr key={o.value}>
            <th scope="row">
              <button type="button" className="link-button" onClick={() => onFilter(o.value)} aria-label={`${o.label}: show only these responses`}>
                {o.label}
              </button>
            </th>
            <td className="admin-table__number">{o.count}</td>
            <td className="admin-table__number">{percent(o.share)}</td>
            <td className="summary-table__bar">
              <Bar share={o.share} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Spread({ spread, unit }: { spread: NumberSpread; unit: string }) {
  const most = Math.max(1, ...spread.histogram.map((b) => b.count));
  const range = (b: NumberSpread['histogram'][number]) => (b.from === b.to ? number(b.from) : `${number(b.from)}–${number(b.to)}`);
  return (
    <>
      <dl className="response-page__facts summary-spread">
        {(
          [
            ['Min', spread.min],
            ['Lower quartile', spread.q1],
            ['Median', spread.median],
            ['Upper quartile', spread.q3],
            ['Max', spread.max],
          ] as const
        ).map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>
              {number(value)}
              {unit ? ` ${unit}` : ''}
            </dd>
          </div>
        ))}
      </dl>
      <table className="admin-table summary-table summary-histogram">
        <caption className="visually-hidden">How the {spread.count} numbers spread</caption>
        <thead>
          <tr>
            <th scope="col">{unit ? `Range (${unit})` : 'Range'}</th>
            <th scope="col" className="admin-table__number">
              Count
            </th>
            <th scope="col">
              <span className="visually-hidden">Count as a bar</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {spread.histogram.map((b) => (
            <tr key={b.from}>
              <th scope="row">{range(b)}</th>
              <td className="admin-table__number">{b.count}</td>
              <td className="summary-table__bar">
                <Bar share={b.count / most} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function Question({ q, channel, onFilter }: { q: QuestionSummary; channel: ResponseChannel; onFilter: (field: string, value: string) => void }) {
  if (q.kind === 'choice')
    return (
      <Card q={q}>
        <Choices q={q} onFilter={(value) => onFilter(q.field, value)} />
      </Card>
    );
  if (q.kind === 'number') return <Card q={q}>{q.spread ? <Spread spread={q.spread} unit={q.unit} /> : <p className="admin-note">No answers.</p>}</Card>;
  return (
    <Card q={q}>
      {q.latest.length === 0 ? (
        <p className="admin-note">No answers.</p>
      ) : (
        <>
          <h3 className="summary-card__sub">Latest answers</h3>
          <ul className="summary-texts">
            {q.latest.map((t) => (
              <li key={t.response_id}>
                <q>{t.text}</q>
                <span className="admin-table__sub">
                  {formatDateTime(t.submitted_at)} · <Link to={responsePagePath(channel, t.response_id)}>Open the response</Link>
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      {q.numbers ? <Spread spread={q.numbers} unit="" /> : null}
    </Card>
  );
}

/**
 * Responses read in bulk (issue 35), as Formbricks' summary: each question across the channel's
 * responses that pass the filter. /admin/responses/summary?channel=…&tag=…&answer=field:value
 */
export function ResponseSummaryPage() {
  const api = useAdminApi();
  const [params, setParams] = useSearchParams();
  const { channel, filter } = filterFromSearch(params);
  const query = summaryPath(channel, filter).split('?')[1]!;
  const tags = useResponseTags(api, channel, 0);
  const { state, retry } = useRemote((signal) => api.get(`/api/admin/responses/summary?${query}`, responseSummarySchema, signal), [api, query], {
    what: 'response summary',
  });
  const list = CHANNELS.find((c) => c.channel === channel)!;
  useDocumentTitle(`Summary: ${list.title}`);
  const go = (next: { channel?: ResponseChannel; filter?: ResponseFilter }) =>
    setParams(new URLSearchParams(summaryPath(next.channel ?? channel, next.filter ?? filter).split('?')[1]));
  const channelId = useId();
  const summary: ResponseSummary | null = state.status === 'ready' ? state.data : null;
  return (
    <main id="main" className="page admin-dashboard response-page response-summary">
      <nav className="response-page__back" aria-label="Back">
        <Link to={`/admin?view=${list.view}`}>← Back to {list.title}</Link>
      </nav>
      <header className="response-page__header">
        <p className="response-page__kind">Summary</p>
        <h1>{list.title}</h1>
        <div className="field response-summary__channel">
          <label className="field__label" htmlFor={channelId}>
            Responses
          </label>
          <select
            id={channelId}
            value={channel}
            onChange={(event) => go({ channel: event.target.value as ResponseChannel, filter: { tag: null, answers: [] } })}
          >
            {CHANNELS.map((c) => (
              <option key={c.channel} value={c.channel}>
                {c.title}
              </option>
            ))}
          </select>
        </div>
      </header>
      <ResponseFilterBar key={channel} channel={channel} filter={filter} onChange={(next) => go({ filter: next })} tags={tags.known} />
      {state.status === 'error' ? (
        <Banner tone="error" onRetry={retry}>
          {adminErrorText(state.error)}
        </Banner>
      ) : summary === null ? (
        <p className="admin-note" role="status">
          Loading the summary…
        </p>
      ) : (
        <>
          <p className="response-summary__count" role="status">
            {summary.responses} response{summary.responses === 1 ? '' : 's'} summarised
          </p>
          {summary.responses === 0 ? null : (
            <div className="response-summary__grid">
              {summary.questions.map((q) => (
                <Question
                  key={q.field}
                  q={q}
                  channel={channel}
                  onFilter={(field, value) =>
                    filter.answers.some((a) => a.field === field && a.value === value)
                      ? undefined
                      : go({ filter: { ...filter, answers: [...filter.answers, { field, value }] } })
                  }
                />
              ))}
            </div>
          )}
        </>
      )}
    </main>
  );
}
