import { LOCAL_STORAGE_KEYS } from '@intake/contracts';
import { Suspense, useId, useState, type JSX } from 'react';
import { readStoredFlag, writeStoredFlag } from '../../../app/browser-storage';
import type { AdminApi } from '../dashboard/admin-api';
import { analyticsDashboardChunk } from './analytics-chunks';
import { LoadingNote } from '../dashboard/list-parts';
import './analytics.css';

// The charts (recharts) and the calls' contracts are their own chunk, so the admin route stays
// small; the dashboard preloads it when idle (analytics-chunks.ts).
const AnalyticsDashboard = analyticsDashboardChunk.Component;

/**
 * Admin dashboard, Analytics tab (admin spec §2). Visitor figures include IP addresses and
 * places, so the admin first consents to viewing them; the consent is remembered in this browser
 * under its own key, apart from the visitor's own analytics consent (admin spec §3). The
 * dashboard's Refresh (a new `refreshKey`) fetches its figures again, as it does the list tabs'.
 */
export function AnalyticsTab({ api, refreshKey }: { api: AdminApi; refreshKey: number }): JSX.Element {
  const titleId = useId();
  const [consented, setConsented] = useState(() => readStoredFlag(LOCAL_STORAGE_KEYS.adminAnalyticsConsent));

  return (
    <section className="admin-analytics" aria-labelledby={titleId}>
      <h2 id={titleId}>Analytics</h2>
      {consented ? (
        <Suspense fallback={<LoadingNote what="analytics" />}>
          <AnalyticsDashboard api={api} refreshKey={refreshKey} />
        </Suspense>
      ) : (
        <div className="analytics-consent" role="region" aria-labelledby={`${titleId}-consent`}>
          <h3 id={`${titleId}-consent`}>Viewing visitor analytics</h3>
          <p>
            This tab shows how people use the site: page views, sessions, the places they visit from and their IP addresses. IP addresses and places are
            personal data. View them only for running and improving the service, and do not copy them elsewhere.
          </p>
          <button
            type="button"
            className="button"
            onClick={() => {
              writeStoredFlag(LOCAL_STORAGE_KEYS.adminAnalyticsConsent);
              setConsented(true);
            }}
          >
            I Consent to View Analytics
          </button>
        </div>
      )}
    </section>
  );
}
