import { localStorageOrNull } from '../browser-storage';
import { buildAnalyticsMeta } from './analytics-meta';
import { sendAnalytics } from './analytics-transport';
import { entryReferrer } from './page-paths';
import { newSessionId } from './session-id';
import { VisitorTracker } from './visitor-tracker';

let tracker: VisitorTracker | null = null;

/**
 * The page's one tracker, created on first use from what the page knows at that moment: the
 * landing URL (its utm parameters), the user agent, screen and language, and document.referrer.
 */
export function visitorTracker(): VisitorTracker {
  tracker ??= new VisitorTracker({
    // Durations only: a monotonic clock ignores the system clock being set while the page is open.
    clock: () => performance.now(),
    storage: localStorageOrNull(),
    newId: () => newSessionId(),
    send: sendAnalytics,
    meta: buildAnalyticsMeta({
      search: window.location.search,
      userAgent: navigator.userAgent,
      screen: window.screen,
      devicePixelRatio: window.devicePixelRatio,
      language: navigator.language,
    }),
    entryReferrer: entryReferrer(document.referrer, window.location.origin),
    visible: document.visibilityState !== 'hidden',
  });
  return tracker;
}

/**
 * Pauses engaged time while the page is hidden and reports it then (visibilitychange), also when
 * the page is put away without that event (pagehide), and resumes on return, including a restore
 * from the back/forward cache (pageshow). Returns the unsubscribe.
 */
export function followPageVisibility(target: VisitorTracker): () => void {
  const onVisibility = () => (document.visibilityState === 'hidden' ? target.hidden() : target.shown());
  const onPageHide = () => target.hidden();
  const onPageShow = () => {
    if (document.visibilityState !== 'hidden') target.shown();
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', onPageHide);
  window.addEventListener('pageshow', onPageShow);
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', onPageHide);
    window.removeEventListener('pageshow', onPageShow);
  };
}
