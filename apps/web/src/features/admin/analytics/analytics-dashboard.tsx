import { ConversationAnalytics } from './conversation-analytics';
import { TrafficPanel } from './traffic-panel';
import { VisitorPanel } from './visitor-panel';
import type { AdminApi } from '../dashboard/admin-api';

/** Everything the Analytics tab shows after consent; its own chunk, with recharts inside. */
export function AnalyticsDashboard({ api, refreshKey }: { api: AdminApi; refreshKey: number }) {
  return (
    <div className="analytics">
      <ConversationAnalytics api={api} refreshKey={refreshKey} />
      <VisitorPanel api={api} refreshKey={refreshKey} />
      <TrafficPanel api={api} refreshKey={refreshKey} />
    </div>
  );
}
