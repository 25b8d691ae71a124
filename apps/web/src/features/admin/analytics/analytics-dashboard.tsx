import { ConversationAnalytics } from './conversation-analytics';
import { VisitorPanel } from './visitor-panel';

/** Everything the Analytics tab shows after consent; its own chunk, with recharts inside. */
export function AnalyticsDashboard({ token }: { token: string }) {
  return (
    <div className="analytics">
      <ConversationAnalytics token={token} />
      <VisitorPanel token={token} />
    </div>
  );
}
