import type { Stats } from '@intake/contracts';
import { useId } from 'react';
import { Link } from 'react-router';
import { PanelHeader } from './list-parts';

/** Admin spec §2: the overview (a view without a tab): the stats tiles and the record count. */
export function OverviewView({ stats, recordCount, loading }: { stats: Stats | null; recordCount: number; loading: boolean }) {
  const titleId = useId();
  const tiles: [string, string][] = stats
    ? [
        ['Total Conversations', String(stats.total_conversations)],
        ['Completed', String(stats.completed_conversations)],
        ['Active', String(stats.active_conversations)],
        ['Completion Rate', `${stats.completion_rate}%`],
        ['Most Common Type', stats.most_common_innovation_type],
        ['Avg. Completion Time', stats.average_completion_time],
      ]
    : [];
  return (
    <section className="admin-panel" aria-labelledby={titleId}>
      <PanelHeader id={titleId} title="Overview">
        <Link className="button button--secondary button--small" to="?view=conversations">
          View all {recordCount} conversations
        </Link>
      </PanelHeader>
      {stats ? (
        <dl className="admin-tiles">
          {tiles.map(([label, value]) => (
            <div key={label} className="admin-tile">
              <dt className="admin-tile__label">{label}</dt>
              <dd className="admin-tile__value">{value}</dd>
            </div>
          ))}
          <div className="admin-tile">
            <dt className="admin-tile__label">Records Loaded</dt>
            <dd className="admin-tile__value">{recordCount}</dd>
          </div>
        </dl>
      ) : null}
      {stats ? (
        <p className="admin-note">
          Completion Rate counts all conversations: AI guide chats and questionnaires, completed over total. The Analytics tab&apos;s completion rate covers
          only the latest 500 AI guide conversations.
        </p>
      ) : (
        <p className="admin-note">{loading ? 'Loading statistics…' : 'No statistics available. Use Refresh to try again, or the Debug Info tab to see why.'}</p>
      )}
    </section>
  );
}
