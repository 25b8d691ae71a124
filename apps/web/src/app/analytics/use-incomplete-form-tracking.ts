import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { visitorTracker } from './browser-tracker';
import { incompleteInteraction, type TrackedFormProgress } from './incomplete-form';
import { trackedPagePath } from './page-paths';

/**
 * Reports a form the visitor started and left unfinished (visitor spec §3 "Incomplete-interaction
 * record", §7 track-incomplete): when the route changes away from it (the form unmounts) or the page
 * is put away (pagehide). The same progress is reported once, however often the page is hidden and
 * shown again; progress made after a report is reported again on the next leave.
 */
export function useIncompleteFormTracking(progress: TrackedFormProgress): void {
  const { pathname } = useLocation();
  const latest = useRef(progress);
  latest.current = progress;
  const pagePath = useRef(trackedPagePath(pathname) ?? pathname);
  const reported = useRef<string | null>(null);

  useEffect(() => {
    const report = (leaving: boolean) => {
      const record = incompleteInteraction(latest.current, pagePath.current, Date.now());
      if (!record) return;
      const { time_spent_ms: _time, ...facts } = record;
      const key = JSON.stringify(facts);
      if (key === reported.current) return;
      reported.current = key;
      visitorTracker().incomplete(record, { leaving });
    };
    const onPageHide = () => report(true);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      report(false);
    };
  }, []);
}
