import { useId, useMemo, useState, type ReactNode } from 'react';
import { toast } from '../../../app/toasts/toast-store';
import { toCsv } from '../conversations/conversations-csv';
import { adminErrorText, type AdminApi } from './admin-api';
import { datedCsvName, recordedExport, type ExportKind } from './recorded-export';
import type { Remote } from '../../../app/use-remote';
import { Banner } from '../../../app/ui/banner';
import { Button } from '../../../app/ui/button';
import type { AdminList } from './admin-list';

/** Search, CSV export and paging of a list tab (issue 20). */
export interface ListTools<T> {
  api: AdminApi;
  /** The text a search looks in (lower-cased by the caller or not: the match ignores case). */
  searchText: (item: T) => string;
  exportKind: ExportKind;
  csvHeader: readonly string[];
  csvRow: (item: T) => readonly (string | number | null)[];
  onLoadMore: () => void;
}

/** Every word of the query somewhere in the item's text, ignoring case. */
export function matchesSearch(text: string, query: string): boolean {
  const haystack = text.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '')
    .every((word) => haystack.includes(word));
}

export function LoadingNote({ what }: { what: string }) {
  return (
    <p className="admin-note" role="status">
      Loading {what}…
    </p>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="admin-empty">
      <p className="admin-empty__title">{title}</p>
      {children ? <p className="admin-empty__text">{children}</p> : null}
    </div>
  );
}

/**
 * A wide table in a box that scrolls sideways. The box is focusable and named by the caption, so
 * keyboard users can scroll it too.
 */
export function TableFrame({ captionId, children }: { captionId: string; children: ReactNode }) {
  return (
    <div className="admin-table__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      {children}
    </div>
  );
}

/** The panel heading with the count the list holds. */
export function PanelHeader({ id, title, count, children }: { id: string; title: string; count?: number; children?: ReactNode }) {
  return (
    <header className="admin-panel__header">
      <h2 id={id}>
        {title}
        {count !== undefined ? <span className="admin-panel__count"> ({count})</span> : null}
      </h2>
      {children}
    </header>
  );
}

/** A table's column headings, each a `th scope="col"`. */
export function ColumnHeads({ columns }: { columns: readonly string[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/**
 * A list tab: its heading with the count, then loading, the §8 'Error Loading …' panel with Retry,
 * the empty state, or the table. With `swallowErrors` a failure shows as an empty list (the Work
 * With Us tab swallows its errors, admin spec §8) under a notice saying the data could not be loaded.
 */
export function ListTab<T>(props: {
  title: string;
  loadingWhat: string;
  state: Remote<AdminList<T>>;
  onRetry: () => void;
  swallowErrors?: boolean;
  empty: ReactNode;
  tools?: ListTools<T>;
  /** More filters beside the search (e.g. by status); they filter inside `children`. */
  filters?: ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  const titleId = useId();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const { state, onRetry, tools } = props;
  const failed = state.status === 'error' && !props.swallowErrors;
  const loaded = useMemo(() => (state.status === 'ready' ? state.data.items : []), [state]);
  const items = useMemo(
    () => (tools && query.trim() !== '' ? loaded.filter((item) => matchesSearch(tools.searchText(item), query)) : loaded),
    [loaded, query, tools],
  );
  const total = state.status === 'ready' ? (state.data.total ?? loaded.length) : 0;
  const exportShown = () => {
    if (!tools) return;
    const csv = toCsv(tools.csvHeader, items.map(tools.csvRow));
    recordedExport(tools.api, tools.exportKind, items.length, csv, datedCsvName(tools.exportKind, new Date())).catch((error: unknown) =>
      toast.error(`The export was not made: it could not be recorded in the audit trail. ${adminErrorText(error)}`),
    );
  };
  return (
    <section className="admin-panel" aria-labelledby={titleId}>
      <PanelHeader id={titleId} title={props.title} count={state.status === 'loading' || failed ? undefined : loaded.length} />
      {tools && state.status === 'ready' && loaded.length > 0 ? (
        <div className="admin-list-tools">
          <div className="field admin-list-tools__search">
            <label className="field__label" htmlFor={searchId}>
              Search the {loaded.length} loaded
            </label>
            <input id={searchId} type="search" value={query} onChange={(event) => setQuery(event.target.value)} autoComplete="off" />
          </div>
          {props.filters}
          <p className="admin-list-tools__count" role="status">
            {query.trim() === ''
              ? `Showing ${loaded.length} of ${total}`
              : `${items.length} match${items.length === 1 ? '' : 'es'} among ${loaded.length} loaded of ${total}`}
          </p>
          <Button variant="secondary" size="small" onClick={exportShown} disabled={items.length === 0}>
            Export CSV
          </Button>
        </div>
      ) : null}
      {/* Admin spec §8: the tab's empty list stays, and staff learn it is empty because nothing loaded. */}
      {state.status === 'error' && props.swallowErrors ? (
        <Banner tone="warning" role="alert" className="admin-error-panel" title={`The ${props.loadingWhat} could not be loaded`} onRetry={onRetry}>
          The list below may be empty only because of this. {adminErrorText(state.error)}
        </Banner>
      ) : null}
      {state.status === 'loading' ? (
        <LoadingNote what={props.loadingWhat} />
      ) : state.status === 'error' && failed ? (
        <Banner tone="error" className="admin-error-panel" title={`Error Loading ${props.title}`} onRetry={onRetry}>
          {adminErrorText(state.error)}
        </Banner>
      ) : loaded.length === 0 ? (
        props.empty
      ) : items.length === 0 ? (
        <EmptyState title="Nothing matches this search" />
      ) : (
        props.children(items)
      )}
      {tools && state.status === 'ready' && loaded.length < total ? (
        <div className="admin-list-more">
          <Button variant="secondary" size="small" onClick={tools.onLoadMore} disabled={state.more === 'loading'}>
            {state.more === 'loading' ? 'Loading…' : `Show ${Math.min(100, total - loaded.length)} more`}
          </Button>
          {state.more === 'failed' ? <span className="admin-list-more__error">The next page could not be loaded. Try again.</span> : null}
        </div>
      ) : null}
    </section>
  );
}
