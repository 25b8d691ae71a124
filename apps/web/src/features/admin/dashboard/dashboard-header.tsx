import type { DashboardConnection } from '@intake/machines';
import { Link } from 'react-router';
import type { DashboardView } from './dashboard-views';
import { Button } from '../../../app/ui/button';

const CONNECTION_LABEL: Record<DashboardConnection, string> = { checking: 'Checking…', connected: 'Connected', failed: 'Failed' };

export interface DashboardHeaderProps {
  backend: string | null;
  recordCount: number | null;
  connection: DashboardConnection;
  hasError: boolean;
  loading: boolean;
  view: DashboardView;
  user: { username: string; project_name?: string | undefined } | null;
  onRefresh: () => void;
  /** Responses nobody has moved past "new" (issue 20); null while unknown. */
  newResponses?: number | null;
}

/** Admin spec §2: current backend, record count, connection status, Error badge, Refresh. */
export function DashboardHeader(props: DashboardHeaderProps) {
  const { backend, recordCount, connection, hasError, loading, view, user, onRefresh } = props;
  return (
    <header className="admin-dashboard__header">
      <div className="admin-dashboard__title">
        <h1>Admin dashboard</h1>
        {user ? (
          <p className="admin-dashboard__user">
            Signed in as <strong>{user.username}</strong>
            {user.project_name ? <> for project {user.project_name}</> : null}
          </p>
        ) : null}
      </div>

      <dl className="admin-status">
        <div className="admin-status__item">
          <dt>Backend</dt>
          <dd>
            <code>{backend ?? 'Detecting…'}</code>
          </dd>
        </div>
        <div className="admin-status__item">
          <dt>Records</dt>
          <dd data-testid="record-count">{recordCount ?? '…'}</dd>
        </div>
        <div className="admin-status__item">
          <dt>New responses</dt>
          <dd data-testid="new-responses">{props.newResponses ?? '…'}</dd>
        </div>
        <div className="admin-status__item">
          <dt>Connection</dt>
          <dd>
            <span className={`admin-connection admin-connection--${connection}`} role="status">
              {CONNECTION_LABEL[connection]}
            </span>
          </dd>
        </div>
      </dl>

      <div className="admin-dashboard__controls">
        {hasError ? <span className="admin-badge admin-badge--error">Error</span> : null}
        <Button size="small" onClick={onRefresh} disabled={loading} aria-busy={loading}>
          {loading ? 'Refreshing…' : 'Refresh'}
        </Button>
      </div>

      <nav className="admin-views" aria-label="Dashboard views">
        <Link to="?view=overview" className="admin-views__link" aria-current={view === 'overview' ? 'page' : undefined}>
          Overview
        </Link>
        <Link to="?view=conversations" className="admin-views__link" aria-current={view === 'conversations' ? 'page' : undefined}>
          All Conversations
        </Link>
        <Link to="?view=second-factor" className="admin-views__link" aria-current={view === 'second-factor' ? 'page' : undefined}>
          Sign-in security
        </Link>
      </nav>
    </header>
  );
}
