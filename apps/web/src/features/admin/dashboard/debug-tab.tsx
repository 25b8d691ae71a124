import { DEBUG_CHECKS, debugCheckVerdict, debugRecommendations, type DebugCheckId, type DebugResults, type Recommendation } from '@intake/machines';
import { useEffect, useId, useRef, useState } from 'react';
import { adminErrorText, AdminApiError, type AdminApi } from './admin-api';
import { rawJson } from './display';
import { PanelHeader } from './list-parts';
import { Button } from '../../../app/ui/button';
import { UNREAD_ANSWER } from '../../../app/api-client';

const LEVEL_LABEL: Record<Recommendation['level'], string> = { error: 'Problem', warning: 'Warning', success: 'OK' };

export function RecommendationList({ recommendations }: { recommendations: Recommendation[] }) {
  if (recommendations.length === 0) return <p className="admin-note">No problems found by the checks that ran.</p>;
  return (
    <ul className="admin-recommendations">
      {recommendations.map((r) => (
        <li key={r.id} className={`admin-recommendation admin-recommendation--${r.level}`}>
          <p className="admin-recommendation__title">
            <span className="admin-recommendation__level">{LEVEL_LABEL[r.level]}:</span> {r.title}
          </p>
          <p className="admin-recommendation__detail">{r.detail}</p>
        </li>
      ))}
    </ul>
  );
}

export function DebugResultList({ results }: { results: DebugResults }) {
  return (
    <ol className="admin-checks">
      {DEBUG_CHECKS.map((check) => {
        const result = results[check.id];
        const verdict = debugCheckVerdict(result);
        return (
          <li key={check.id} className={`admin-check admin-check--${verdict.kind}`}>
            <p className="admin-check__head">
              <strong>{check.label}</strong> <code>GET {check.path}</code>
            </p>
            <p className="admin-check__outcome">{verdict.text}</p>
            {result !== undefined && (result.ok || result.body !== undefined) ? (
              <details>
                <summary>Response</summary>
                <pre className="admin-raw" tabIndex={0}>
                  {rawJson(result.body)}
                </pre>
              </details>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

/**
 * Admin spec §2, §7, §8: runs the five debug GETs one after another and reads recommendations from
 * them. They run when asked, not when the tab opens, because one of them writes a demo conversation.
 */
export function DebugTab({ api }: { api: AdminApi }) {
  const titleId = useId();
  const [results, setResults] = useState<DebugResults>({});
  const [running, setRunning] = useState(false);
  const [finished, setFinished] = useState(false);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const run = async () => {
    setRunning(true);
    setFinished(false);
    setResults({});
    for (const check of DEBUG_CHECKS) {
      let result: DebugResults[DebugCheckId];
      try {
        // The tab shows each answer as it came (admin spec §2 Debug Info), so none is refused.
        result = { ok: true, body: await api.get(check.path, UNREAD_ANSWER) };
      } catch (error) {
        result = {
          ok: false,
          status: error instanceof AdminApiError ? error.status : null,
          error: adminErrorText(error),
          body: error instanceof AdminApiError ? error.body : undefined,
        };
      }
      if (!live.current) return;
      setResults((current) => ({ ...current, [check.id]: result }));
    }
    setRunning(false);
    setFinished(true);
  };

  const recommendations = debugRecommendations(results);
  const ran = Object.keys(results).length > 0;
  return (
    <section className="admin-panel" aria-labelledby={titleId}>
      <PanelHeader id={titleId} title="Debug Info">
        <Button size="small" onClick={() => void run()} disabled={running}>
          {running ? 'Running checks…' : ran ? 'Run Debug Checks Again' : 'Run Debug Checks'}
        </Button>
      </PanelHeader>
      <p className="admin-note">
        Five checks of the data path: the database directly, the conversation formatter, creating a test conversation (one demo conversation, labelled as test
        data, is added each run), the conversations endpoint and the stats endpoint.
      </p>
      <div role="status" className="visually-hidden">
        {running
          ? 'Running debug checks'
          : finished
            ? `Debug checks finished, ${recommendations.length} recommendation${recommendations.length === 1 ? '' : 's'}`
            : ''}
      </div>
      {ran ? (
        <>
          <h3>Recommendations</h3>
          <RecommendationList recommendations={recommendations} />
          <h3>Checks</h3>
          <DebugResultList results={results} />
        </>
      ) : null}
    </section>
  );
}
