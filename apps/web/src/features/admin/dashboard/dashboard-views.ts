/** Admin spec §2: the dashboard's tabs, in this order, then the workspace's own. */
export const DASHBOARD_TABS = [
  { id: 'analytics', label: 'Analytics' },
  { id: 'work-with-us', label: 'Work With Us Applications' },
  { id: 'forms', label: 'Form Submissions' },
  { id: 'ai-sessions', label: 'AI Guide Sessions' },
  { id: 'debug', label: 'Debug Info' },
  { id: 'raw-data', label: 'Raw Data' },
  { id: 'backend-config', label: 'Backend Config' },
  // Beyond the spec's seven (issue 20), after them so the spec's order stays as it is.
  { id: 'audit', label: 'Audit' },
  { id: 'privacy', label: 'Privacy' },
  // Issue 31: keys for partners' systems to read through the API.
  { id: 'api-keys', label: 'API keys' },
  // Issue 31: webhooks (and API keys) for the consortium's own systems.
  { id: 'integrations', label: 'Integrations' },
  // Issue 30: the responses assigned to the signed-in staff member.
  { id: 'queue', label: 'My queue' },
  // Issue 30: staff accounts, roles and invitations.
  { id: 'staff', label: 'Staff' },
] as const;

export type DashboardTabId = (typeof DASHBOARD_TABS)[number]['id'];
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/** What only an owner may open (the server refuses the calls behind them to other roles: docs/staff-accounts.md). */
const OWNER_TABS: ReadonlySet<DashboardTabId> = new Set(['audit', 'privacy', 'api-keys', 'integrations', 'staff']);

/**
 * The tabs a signed-in user's role shows. A reviewer sees the spec's seven and My queue, a viewer
 * (never assigned) the spec's seven; any other role (an owner, or a session stored before roles,
 * which the server treats by its account) sees all.
 */
export function tabsFor(role: string | undefined): readonly DashboardTab[] {
  if (role === 'reviewer') return DASHBOARD_TABS.filter((tab) => !OWNER_TABS.has(tab.id));
  if (role === 'viewer') return DASHBOARD_TABS.filter((tab) => !OWNER_TABS.has(tab.id) && tab.id !== 'queue');
  return DASHBOARD_TABS;
}

/** Overview and conversations exist but have no tab (admin spec §2); the header links to them, and to the account's sign-in security (issue 30). */
export type DashboardView = DashboardTabId | 'overview' | 'conversations' | 'second-factor';

export const VIEW_PARAM = 'view';
export const DEFAULT_VIEW: DashboardView = 'overview';

const VIEWS = new Set<string>(['overview', 'conversations', 'second-factor', ...DASHBOARD_TABS.map((tab) => tab.id)]);

/** `?view=` names any view; anything else is the overview. */
export function viewFromQuery(value: string | null): DashboardView {
  return value !== null && VIEWS.has(value) ? (value as DashboardView) : DEFAULT_VIEW;
}

export const isTab = (view: DashboardView): view is DashboardTabId => DASHBOARD_TABS.some((tab) => tab.id === view);

/** Arrow keys move along the tabs and wrap; Home and End jump to the ends. Null for other keys. */
export function tabAfterKey(current: number, key: string, count: number = DASHBOARD_TABS.length): number | null {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
