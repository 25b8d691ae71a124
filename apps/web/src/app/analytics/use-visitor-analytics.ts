import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { followPageVisibility, visitorTracker } from './browser-tracker';
import { trackedPagePath } from './page-paths';

/**
 * Mounted once, in the app layout: a page view on every route change (the pathname; a query
 * change is the same page) and page_unload with the visible time when the page is hidden or left.
 * Admin pages and redirect-only addresses are not tracked.
 */
export function useVisitorAnalytics(): void {
  const { pathname } = useLocation();

  useEffect(() => followPageVisibility(visitorTracker()), []);

  useEffect(() => {
    visitorTracker().enterPage(trackedPagePath(pathname));
  }, [pathname]);
}
