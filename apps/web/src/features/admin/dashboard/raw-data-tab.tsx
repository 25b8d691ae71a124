import type { RawAnswer } from '@intake/machines';
import { useId } from 'react';
import { rawJson } from './display';
import { EmptyState, PanelHeader } from './list-parts';

/** Admin spec §2: the answers behind the dashboard, exactly as they came. */
export function RawDataTab({ raw }: { raw: RawAnswer[] | null }) {
  const titleId = useId();
  return (
    <section className="admin-panel" aria-labelledby={titleId}>
      <PanelHeader id={titleId} title="Raw Data" />
      {raw === null || raw.length === 0 ? (
        <EmptyState title="No data loaded yet">Use Refresh to load the dashboard's data.</EmptyState>
      ) : (
        raw.map((answer) => (
          <section key={answer.label} className="admin-raw-answer" aria-label={`${answer.label} response`}>
            <h3>
              {answer.label} <code>GET {answer.path}</code>
            </h3>
            {answer.error !== null ? <p className="admin-raw-answer__error">{answer.error}</p> : null}
            <pre className="admin-raw" tabIndex={0} aria-label={`${answer.label} response body`}>
              {rawJson(answer.body)}
            </pre>
          </section>
        ))
      )}
    </section>
  );
}
