import { preloadable } from '../../../app/preloadable';

/** The Analytics tab's two lazy chunks: the dashboard (recharts inside) and the world map (atlas, d3-geo). */
export const analyticsDashboardChunk = preloadable(() => import('./analytics-dashboard').then((m) => m.AnalyticsDashboard));
export const worldMapChunk = preloadable(() => import('./map/world-map').then((m) => m.WorldMap));

/**
 * Fetches and evaluates both chunks while the browser is idle, so that opening the tab starts its
 * calls at once instead of after downloading, compiling and a Suspense reveal (~400 ms on two
 * cores). Where the browser has no requestIdleCallback (Safari, jsdom) nothing is preloaded: the
 * tab loads them on opening, as before. Returns a cancel for an unmount that comes first.
 */
export function preloadAnalyticsChunksWhenIdle(): () => void {
  if (typeof window === 'undefined' || typeof window.requestIdleCallback !== 'function') return () => undefined;
  const handle = window.requestIdleCallback(
    () => {
      // A failed preload costs nothing: opening the tab loads them again and shows its own error.
      void analyticsDashboardChunk.preload().catch(() => undefined);
      void worldMapChunk.preload().catch(() => undefined);
    },
    { timeout: 5_000 },
  );
  return () => window.cancelIdleCallback(handle);
}
