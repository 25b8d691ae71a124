import type { JSX } from 'react';

/** Admin dashboard, Analytics tab (admin spec §2). */
export function AnalyticsTab(): JSX.Element {
  return (
    <section className="admin-analytics" aria-labelledby="admin-analytics-title">
      <h2 id="admin-analytics-title">Analytics</h2>
    </section>
  );
}
