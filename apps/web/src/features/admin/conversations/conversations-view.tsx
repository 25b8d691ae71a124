import { CONVERSATION_SOURCES, type Conversation, type ConversationSource } from '@intake/contracts';
import { conversationListOf, CONVERSATIONS_LIMIT } from '@intake/machines';
import { useEffect, useId, useMemo, useState, type JSX } from 'react';
import { Link } from 'react-router';
import { responsePagePath } from '../responses/response-paths';
import { UNREAD_ANSWER } from '../../../app/api-client';
import { toast } from '../../../app/toasts/toast-store';
import { adminErrorText, type AdminApi } from '../dashboard/admin-api';
import { PanelHeader } from '../dashboard/list-parts';
import { recordedExport } from '../dashboard/recorded-export';
import { ConversationDetail } from './conversation-detail';
import {
  DATE_RANGES,
  DEFAULT_SORT,
  NO_FILTERS,
  SORT_COLUMNS,
  filterConversations,
  isUnfiltered,
  nextSort,
  sortConversations,
  type ConversationFilters,
  type DateRange,
  type SortColumn,
  type SortOrder,
} from './conversation-filters';
import {
  CONVERSATION_SOURCE_LABELS,
  CONVERSATION_STATUS_LABELS,
  displayInfo,
  lastActivity,
  toConversationRow,
  type ConversationRow,
  type ConversationStatus,
} from './conversation-record';
import { conversationsCsv, csvFileName } from './conversations-csv';
import { formatDateTime, formatShortDateTime } from './format-date';
import './conversations.css';

/** Rows drawn at a time: a thousand table rows at once make the view slow to draw and to read. */
const ROWS_PER_PAGE = 100;
const STATUSES = Object.keys(CONVERSATION_STATUS_LABELS) as ConversationStatus[];
const RANGES = Object.keys(DATE_RANGES) as DateRange[];

/**
 * Admin dashboard, conversation list (admin spec §2 "Conversation list (view without a tab)"):
 * search, source, status and date-range filters; sortable columns, newest activity first; CSV
 * export of what is shown; a detail dialog per row.
 */
export function ConversationsView(props: {
  conversations: Conversation[];
  api: AdminApi;
  /** How many of the records came from GET /conversations, and the total it counts (null: not said). */
  server?: { loaded: number; total: number | null };
}): JSX.Element {
  const ids = useId();
  const [filters, setFilters] = useState<ConversationFilters>(NO_FILTERS);
  const [sort, setSort] = useState<SortOrder>(DEFAULT_SORT);
  const [openId, setOpenId] = useState<string | null>(null);
  const [visible, setVisible] = useState(ROWS_PER_PAGE);
  const [extra, setExtra] = useState<Conversation[]>([]);
  const [more, setMore] = useState<'idle' | 'loading' | 'failed'>('idle');

  // A Refresh brings a new first page: the pages fetched after it start again.
  useEffect(() => {
    setExtra([]);
    setMore('idle');
  }, [props.conversations]);
  // A new filter or order shows its first rows again.
  useEffect(() => setVisible(ROWS_PER_PAGE), [filters, sort]);

  const all = useMemo(() => {
    const seen = new Set(props.conversations.map((c) => c.session_id));
    return [...props.conversations, ...extra.filter((c) => !seen.has(c.session_id))];
  }, [props.conversations, extra]);
  const rows = useMemo(() => all.map((conversation, index) => toConversationRow(conversation, index)), [all]);
  const shown = useMemo(() => sortConversations(filterConversations(rows, filters, new Date()), sort), [rows, filters, sort]);
  const page = shown.slice(0, visible);
  const serverLoaded = (props.server?.loaded ?? 0) + extra.length;
  const serverTotal = props.server?.total ?? null;

  /** The next 1,000 from the server (admin spec §9's page size), beyond what the dashboard loaded. */
  const loadMore = () => {
    setMore('loading');
    props.api.get(`/conversations?limit=${CONVERSATIONS_LIMIT}&offset=${serverLoaded}`, UNREAD_ANSWER).then(
      (body) => {
        setExtra((current) => [...current, ...(conversationListOf(body) ?? [])]);
        setMore('idle');
      },
      () => setMore('failed'),
    );
  };
  const open = openId === null ? null : (rows.find((row) => row.sessionId === openId) ?? null);
  const filtered = !isUnfiltered(filters);

  const exportShown = () =>
    recordedExport(props.api, 'conversations', shown.length, conversationsCsv(shown), csvFileName(new Date())).catch((error: unknown) =>
      toast.error(`The export was not made: it could not be recorded in the audit trail. ${adminErrorText(error)}`),
    );

  const update = <K extends keyof ConversationFilters>(key: K, value: ConversationFilters[K]) => setFilters((current) => ({ ...current, [key]: value }));

  return (
    <section className="conversations" aria-labelledby={`${ids}-title`}>
      <PanelHeader id={`${ids}-title`} title="Conversations">
        <button type="button" className="button button--secondary button--small" onClick={() => void exportShown()} disabled={shown.length === 0}>
          Export CSV
        </button>
      </PanelHeader>

      <form className="conversations__filters" role="search" aria-label="Filter conversations" onSubmit={(event) => event.preventDefault()}>
        <div className="field conversations__search">
          <label className="field__label" htmlFor={`${ids}-search`}>
            Search
          </label>
          <input
            id={`${ids}-search`}
            type="search"
            value={filters.search}
            placeholder="Name, email, problem, session id…"
            onChange={(event) => update('search', event.target.value)}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${ids}-source`}>
            Source
          </label>
          <select id={`${ids}-source`} value={filters.source} onChange={(event) => update('source', event.target.value as ConversationSource | 'all')}>
            <option value="all">All sources</option>
            {CONVERSATION_SOURCES.map((source) => (
              <option key={source} value={source}>
                {CONVERSATION_SOURCE_LABELS[source]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${ids}-status`}>
            Status
          </label>
          <select id={`${ids}-status`} value={filters.status} onChange={(event) => update('status', event.target.value as ConversationStatus | 'all')}>
            <option value="all">All statuses</option>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {CONVERSATION_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${ids}-range`}>
            Date range
          </label>
          <select id={`${ids}-range`} value={filters.dateRange} onChange={(event) => update('dateRange', event.target.value as DateRange | 'all')}>
            <option value="all">All time</option>
            {RANGES.map((range) => (
              <option key={range} value={range}>
                {DATE_RANGES[range]}
              </option>
            ))}
          </select>
        </div>
        <div className="conversations__reset">
          <button type="button" className="link-button" onClick={() => setFilters(NO_FILTERS)} disabled={!filtered}>
            Clear filters
          </button>
        </div>
      </form>

      <p className="conversations__count" role="status">
        Showing {shown.length} of {rows.length} {rows.length === 1 ? 'conversation' : 'conversations'}
      </p>

      {shown.length === 0 ? (
        <p className="conversations__empty">{rows.length === 0 ? 'No conversations yet.' : 'No conversations match these filters.'}</p>
      ) : (
        <div className="conversations__scroll" role="region" aria-label="Conversation table" tabIndex={0}>
          <table className="conversations__table">
            <caption className="visually-hidden">
              Conversations, sorted by {SORT_COLUMNS[sort.column]} {sort.direction}
            </caption>
            <thead>
              <tr>
                {(Object.keys(SORT_COLUMNS) as SortColumn[]).map((column) => (
                  <SortableHeader key={column} column={column} sort={sort} onSort={() => setSort((current) => nextSort(current, column))} />
                ))}
                <th scope="col">
                  <span className="visually-hidden">Details</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {page.map((row) => (
                <ConversationLine key={row.sessionId} row={row} onOpen={() => setOpenId(row.sessionId)} />
              ))}
            </tbody>
          </table>
        </div>
      )}

      {shown.length > page.length ? (
        <div className="admin-list-more">
          <p className="admin-note">
            Rows 1–{page.length} of {shown.length} are listed.
          </p>
          <button type="button" className="button button--secondary button--small" onClick={() => setVisible((n) => n + ROWS_PER_PAGE)}>
            Show {Math.min(ROWS_PER_PAGE, shown.length - page.length)} more rows
          </button>
        </div>
      ) : null}
      {serverTotal !== null && serverLoaded < serverTotal ? (
        <div className="admin-list-more">
          <p className="admin-note">
            {serverLoaded} of the server's {serverTotal} conversations are loaded; search, filters and the export cover those loaded.
          </p>
          <button type="button" className="button button--secondary button--small" onClick={loadMore} disabled={more === 'loading'}>
            {more === 'loading' ? 'Loading…' : `Load ${Math.min(CONVERSATIONS_LIMIT, serverTotal - serverLoaded)} more from the server`}
          </button>
          {more === 'failed' ? <span className="admin-list-more__error">The next page could not be loaded. Try again.</span> : null}
        </div>
      ) : null}

      <ConversationDetail row={open} onClose={() => setOpenId(null)} />
    </section>
  );
}

function SortableHeader({ column, sort, onSort }: { column: SortColumn; sort: SortOrder; onSort: () => void }) {
  const active = sort.column === column;
  return (
    <th scope="col" aria-sort={active ? sort.direction : undefined}>
      <button type="button" className="conversations__sort" onClick={onSort}>
        {SORT_COLUMNS[column]}
        <span aria-hidden="true" className="conversations__sort-mark">
          {active ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}

function ConversationLine({ row, onOpen }: { row: ConversationRow; onOpen: () => void }) {
  const shown = displayInfo(row.info);
  return (
    <tr>
      <th scope="row" className="conversations__who">
        <Link
          to={responsePagePath(row.source === 'ai_chat' ? 'chat' : 'questionnaire', row.sessionId)}
          className={row.info.name === null ? 'conversations__default' : undefined}
        >
          {shown.name}
        </Link>
        <span className="conversations__id">{row.sessionId}</span>
      </th>
      <td className={row.info.email === null ? 'conversations__default' : undefined}>{shown.email}</td>
      <td>{CONVERSATION_SOURCE_LABELS[row.source]}</td>
      <td>
        <span className={`status-pill status-pill--${row.status}`}>{CONVERSATION_STATUS_LABELS[row.status]}</span>
      </td>
      <td className="conversations__number">{row.progressPercent === null ? '–' : `${row.progressPercent}%`}</td>
      <td className="conversations__number">{row.messageCount}</td>
      <td className="nowrap">
        <time dateTime={row.startedAt ?? undefined} title={formatDateTime(row.startedAt)}>
          {formatShortDateTime(row.startedAt)}
        </time>
      </td>
      <td className="nowrap">
        <time dateTime={lastActivity(row) ?? undefined} title={formatDateTime(lastActivity(row))}>
          {formatShortDateTime(lastActivity(row))}
        </time>
      </td>
      <td>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={onOpen}
          aria-label={`View details of ${shown.name} (${row.sessionId})`}
        >
          View
        </button>
      </td>
    </tr>
  );
}
