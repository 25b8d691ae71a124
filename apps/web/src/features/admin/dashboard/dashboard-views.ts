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
] as const;

export type DashboardTabId = (typeof DASHBOARD_TABS)[number]['id'];

/** Overview and conversations exist but have no tab (admin spec §2); the header links to them. */
export type DashboardView = DashboardTabId | 'overview' | 'conversations';

export const VIEW_PARAM = 'view';
export const DEFAULT_VIEW: DashboardView = 'overview';

const VIEWS = new Set<string>(['overview', 'conversations', ...DASHBOARD_TABS.map((tab) => tab.id)]);

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
