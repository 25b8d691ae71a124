import { newResponsesCountSchema } from '@intake/contracts';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useRemote } from '../../../app/use-remote';
import type { AdminApi } from '../dashboard/admin-api';
import { reviewChangesVersion, subscribeReviewChanges } from './review-signal';

/** How often the header reads the count again on its own: responses arrive while staff work. */
const NEW_COUNT_REFRESH_MS = 60_000;

/**
 * The header's count of responses nobody has moved past "new", across channels: read on load,
 * on Refresh (`loads`), after any status change on the page, and every minute. Between reads the
 * last count stays shown; null until the first answer.
 */
export function useNewResponsesCount(api: AdminApi, loads: number): number | null {
  const changes = useSyncExternalStore(subscribeReviewChanges, reviewChangesVersion);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setTick((n) => n + 1), NEW_COUNT_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);
  const { state } = useRemote(
    async (signal) => (await api.get('/api/admin/responses/new-count', newResponsesCountSchema, signal)).new,
    [api, loads, changes, tick],
  );
  const last = useRef<number | null>(null);
  if (state.status === 'ready') last.current = state.data;
  return last.current;
}
