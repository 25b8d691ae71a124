import { useEffect, useState } from 'react';
import { useRemote } from '../../../app/use-remote';
import type { AdminApi } from '../dashboard/admin-api';
import { analyticsErrorMessage, fetchRealtime } from './analytics.api';

/** How often the realtime figure is asked for again while the tab is open. */
const REALTIME_EVERY_MS = 30_000;

/** Visitors in the last 5 minutes (bots left out), refreshed every 30 seconds. */
export function RealtimeCard({ api, refreshKey }: { api: AdminApi; refreshKey: number }) {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), REALTIME_EVERY_MS);
    return () => clearInterval(timer);
  }, []);
  const { state } = useRemote((signal) => fetchRealtime(api, signal), [api, refreshKey, tick]);
  const data = state.status === 'ready' ? state.data : null;
  return (
    <div className="traffic__realtime" role="status" aria-live="polite" aria-atomic="true">
      <span className="traffic__pulse" aria-hidden="true" />
      {state.status === 'error' && <span>Realtime visitors could not be loaded: {analyticsErrorMessage(state.error)}</span>}
      {state.status === 'loading' && <span>Loading realtime visitors…</span>}
      {data && (
        <span>
          <strong className="traffic__realtime-count">
            {data.capped ? 'At least ' : ''}
            {data.visitors.toLocaleString('en')}
          </strong>{' '}
          {data.visitors === 1 ? 'visitor' : 'visitors'} in the last 5 minutes ({data.pageviews.toLocaleString('en')} page views
          {data.pages.length > 0 ? `; most viewed ${data.pages[0]!.value}` : ''}) · updated{' '}
          {new Date(data.now).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' })}
        </span>
      )}
    </div>
  );
}
