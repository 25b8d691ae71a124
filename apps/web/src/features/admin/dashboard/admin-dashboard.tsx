import { dashboardRecords, DASHBOARD_MESSAGES, hasDataMismatch, isFirstLoad, isLoading, type DashboardData } from '@intake/machines';
import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../../app/auth/auth-context';
import { getBackendStatus, subscribeBackendStatus } from '../../../app/backend';
import { preloadAnalyticsChunksWhenIdle } from '../analytics/analytics-chunks';
import { AnalyticsTab } from '../analytics/analytics-tab';
import { ApiKeysTab } from '../api-keys/api-keys-tab';
import { MyQueueTab } from '../responses/my-queue-tab';
import { useNewResponsesCount } from '../responses/use-new-responses-count';
import { AuditTab } from '../privacy/audit-tab';
import { PrivacyTab } from '../privacy/privacy-tab';
import '../privacy/privacy.css';
import { IntegrationsTab } from '../integrations/integrations-tab';
import { ConversationsView } from '../conversations/conversations-view';
import { SecondFactorView } from '../second-factor/second-factor-view';
import { useAdminApi } from './admin-api';
import { AiSessionsTab } from './ai-sessions-tab';
import { BackendConfigTab } from './backend-config-tab';
import { DashboardHeader } from './dashboard-header';
import { DashboardTabs, panelId, tabId } from './dashboard-tabs';
import { DEFAULT_VIEW, isTab, tabsFor, VIEW_PARAM, viewFromQuery, type DashboardTabId } from './dashboard-views';
import { StaffTab } from '../staff/staff-tab';
import { DebugTab } from './debug-tab';
import { FormSubmissionsTab } from './form-submissions-tab';
import { OverviewView } from './overview-view';
import { RawDataTab } from './raw-data-tab';
import { useAdminDashboard } from './use-admin-dashboard';
import { WorkWithUsTab } from './work-with-us-tab';
import './dashboard.css';
import { Banner } from '../../../app/ui/banner';

/** How far the dashboard's GET /conversations page went, and the total its answer counts (if it says). */
function conversationPaging(data: DashboardData | null): { loaded: number; total: number | null } {
  const answer = data?.raw.find((r) => r.label === 'Conversations' && r.ok)?.body;
  const total = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>)['total'] : undefined;
  return { loaded: data?.conversations?.length ?? 0, total: typeof total === 'number' && Number.isFinite(total) ? total : null };
}

/**
 * Admin spec §2 "Dashboard": the header, the seven tabs and the two views without a tab
 * (overview, conversations). The view is in the address (`?view=`), so a reload or a shared link
 * opens the same one.
 */
export function AdminDashboard() {
  const { session } = useAuth();
  const api = useAdminApi();
  const [snapshot, send] = useAdminDashboard(api);
  const [params, setParams] = useSearchParams();
  const backend = useSyncExternalStore(subscribeBackendStatus, getBackendStatus);
  const tabs = tabsFor(session?.user.role);
  const asked = viewFromQuery(params.get(VIEW_PARAM));
  // A tab the role does not show (a shared link to ?view=staff) opens the overview instead.
  const view = isTab(asked) && !tabs.some((tab) => tab.id === asked) ? DEFAULT_VIEW : asked;

  const { data, error, connection, timedOut, loads } = snapshot.context;
  const newResponses = useNewResponsesCount(api, loads);
  const records = useMemo(() => (data ? dashboardRecords(data.conversations, data.aiSessions) : []), [data]);
  const loading = isLoading(snapshot);
  const mismatch = data !== null && hasDataMismatch(data.stats, data.conversations);
  const refresh = () => send({ type: 'REFRESH' });
  useEffect(preloadAnalyticsChunksWhenIdle, []);

  const select = (id: DashboardTabId) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(VIEW_PARAM, id);
        return next;
      },
      { replace: true },
    );

  const panel = (id: DashboardTabId): ReactNode => {
    switch (id) {
      case 'analytics':
        return <AnalyticsTab api={api} refreshKey={loads} />;
      case 'work-with-us':
        return <WorkWithUsTab api={api} refreshKey={loads} />;
      case 'forms':
        return <FormSubmissionsTab api={api} refreshKey={loads} />;
      case 'ai-sessions':
        return <AiSessionsTab api={api} refreshKey={loads} />;
      case 'debug':
        return <DebugTab api={api} />;
      case 'raw-data':
        return <RawDataTab raw={data?.raw ?? null} />;
      case 'backend-config':
        return <BackendConfigTab onBackendChanged={refresh} />;
      case 'audit':
        return <AuditTab api={api} refreshKey={loads} />;
      case 'privacy':
        return <PrivacyTab api={api} refreshKey={loads} />;
      case 'api-keys':
        return <ApiKeysTab api={api} refreshKey={loads} />;
      case 'integrations':
        return <IntegrationsTab api={api} refreshKey={loads} />;
      case 'queue':
        return <MyQueueTab api={api} refreshKey={loads} />;
      case 'staff':
        return <StaffTab api={api} refreshKey={loads} me={session?.user.username ?? ''} />;
    }
  };

  return (
    <main id="main" className="page admin-dashboard">
      <DashboardHeader
        backend={backend.selection?.base ?? data?.backend ?? null}
        recordCount={data ? records.length : null}
        // The five-minute health check can see the backend go away between loads.
        connection={connection === 'connected' && backend.online === false ? 'failed' : connection}
        hasError={error !== null}
        // After the time-out the admin may start the load again.
        loading={loading && !timedOut}
        view={view}
        user={session?.user ?? null}
        onRefresh={refresh}
        newResponses={newResponses}
      />

      <div className="admin-dashboard__messages">
        {timedOut ? (
          <Banner tone="warning" role="status">
            {DASHBOARD_MESSAGES.loadTimedOut}
          </Banner>
        ) : null}
        {error !== null ? (
          <Banner tone="error" title="Error">
            {error}
          </Banner>
        ) : null}
        {mismatch && data?.stats ? (
          <Banner tone="warning" title="Data mismatch" role="status">
            {DASHBOARD_MESSAGES.dataMismatch(data.stats.total_conversations)}
          </Banner>
        ) : null}
      </div>

      {isFirstLoad(snapshot) ? (
        <div className="admin-loading" role="status">
          <span className="spinner admin-loading__spinner" aria-hidden="true" />
          Loading dashboard…
        </div>
      ) : (
        <>
          <DashboardTabs view={view} onSelect={select} tabs={tabs} />
          {isTab(view) ? (
            <div className="admin-tabpanel" role="tabpanel" id={panelId(view)} aria-labelledby={tabId(view)} tabIndex={0}>
              {panel(view)}
            </div>
          ) : (
            <div className="admin-tabpanel">
              {view === 'overview' ? (
                <OverviewView stats={data?.stats ?? null} recordCount={records.length} loading={loading} />
              ) : view === 'second-factor' ? (
                <SecondFactorView api={api} />
              ) : (
                <ConversationsView conversations={records} api={api} server={conversationPaging(data)} />
              )}
            </div>
          )}
        </>
      )}
    </main>
  );
}
