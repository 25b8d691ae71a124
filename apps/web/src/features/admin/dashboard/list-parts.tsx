import { useId, type ReactNode } from 'react';
import type { AdminListState } from './use-admin-list';

/** Admin spec §8: a list tab or an analytics section that could not load says so and offers Retry. */
export function ErrorPanel({ title, message, onRetry }: { title: string; message: string; onRetry: () => void }) {
  return (
    <div className="banner banner--error admin-error-panel" role="alert">
      <p className="banner__title">{title}</p>
      <p className="banner__text">{message}</p>
      <button type="button" className="button button--secondary button--small" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
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
 * Shown above the empty list of a tab that swallows its errors (admin spec §8): the spec's empty
 * list stays, and staff learn that it is empty because nothing could be loaded.
 */
export function NotLoadedNotice({ what, message, onRetry }: { what: string; message: string; onRetry: () => void }) {
  return (
    <div className="banner banner--warning admin-error-panel" role="alert">
      <p className="banner__title">The {what} could not be loaded</p>
      <p className="banner__text">The list below may be empty only because of this. {message}</p>
      <button type="button" className="button button--secondary button--small" onClick={onRetry}>
        Retry
      </button>
    </div>
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
  state: AdminListState<T>;
  onRetry: () => void;
  swallowErrors?: boolean;
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  const titleId = useId();
  const { state, onRetry } = props;
  const failed = state.status === 'failed' && !props.swallowErrors;
  const items = state.status === 'loaded' ? state.items : [];
  return (
    <section className="admin-panel" aria-labelledby={titleId}>
      <PanelHeader id={titleId} title={props.title} count={state.status === 'loading' || failed ? undefined : items.length} />
      {state.status === 'failed' && props.swallowErrors ? <NotLoadedNotice what={props.loadingWhat} message={state.message} onRetry={onRetry} /> : null}
      {state.status === 'loading' ? (
        <LoadingNote what={props.loadingWhat} />
      ) : failed ? (
        <ErrorPanel title={`Error Loading ${props.title}`} message={state.message} onRetry={onRetry} />
      ) : items.length === 0 ? (
        props.empty
      ) : (
        props.children(items)
      )}
    </section>
  );
}
