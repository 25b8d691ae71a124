import type { Funnel } from '@intake/contracts';
import { useId } from 'react';
import { Banner } from '../../../app/ui/banner';
import { useRemote } from '../../../app/use-remote';
import { LoadingNote } from '../dashboard/list-parts';
import type { AdminApi } from '../dashboard/admin-api';
import { analyticsErrorMessage, fetchFunnels } from './analytics.api';
import { percentOf, type Period } from './traffic-view';

/** One funnel per channel for the period: how many reached each step, and how many stopped there. */
export function FunnelsPanel({ api, period, tz, refreshKey }: { api: AdminApi; period: Period; tz: string; refreshKey: number }) {
  const ids = useId();
  const { state, retry } = useRemote((signal) => fetchFunnels(api, { ...period, tz }, signal), [api, period.from, period.to, tz, refreshKey]);
  return (
    <div className="traffic__funnels" role="region" aria-labelledby={`${ids}-title`}>
      <h4 id={`${ids}-title`}>Funnels</h4>
      {state.status === 'loading' && <LoadingNote what="funnels" />}
      {state.status === 'error' && (
        <Banner tone="error" className="admin-error-panel" title="Error loading funnels" onRetry={retry}>
          {analyticsErrorMessage(state.error)}
        </Banner>
      )}
      {state.status === 'ready' && (
        <div className="traffic__funnel-grid">
          {state.data.funnels.map((funnel) => (
            <FunnelTable key={funnel.channel} funnel={funnel} />
          ))}
        </div>
      )}
    </div>
  );
}

function FunnelTable({ funnel }: { funnel: Funnel }) {
  const first = funnel.steps[0]?.count ?? 0;
  return (
    // Focusable, so that a table wider than a phone scrolls from the keyboard too.
    <div className="traffic__funnel" role="region" aria-label={funnel.title} tabIndex={0}>
      <table className="analytics-table">
        <caption>{funnel.title}</caption>
        <thead>
          <tr>
            <th scope="col">Step</th>
            <th scope="col" className="traffic__num">
              Reached
            </th>
            <th scope="col" className="traffic__num">
              Of first
            </th>
            <th scope="col" className="traffic__num">
              Stopped here
            </th>
          </tr>
        </thead>
        <tbody>
          {funnel.steps.map((step) => (
            <tr key={step.key}>
              <th scope="row" className="traffic__value">
                <span className="traffic__bar" style={{ inlineSize: `${percentOf(step.count, first)}%` }} aria-hidden="true" />
                <span className="traffic__step">{step.label}</span>
              </th>
              <td className="traffic__num">{step.count.toLocaleString('en')}</td>
              <td className="traffic__num">{percentOf(step.count, first)}%</td>
              <td className="traffic__num">{step.stopped === null ? '–' : step.stopped.toLocaleString('en')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="analytics-muted">{funnel.basis}</p>
    </div>
  );
}
