import { useRef, type KeyboardEvent } from 'react';
import { DASHBOARD_TABS, tabAfterKey, type DashboardTab, type DashboardTabId, type DashboardView } from './dashboard-views';

export const tabId = (id: DashboardTabId) => `admin-tab-${id}`;
export const panelId = (id: DashboardTabId) => `admin-panel-${id}`;

/**
 * The tab strip (WAI-ARIA tabs, automatic activation): one tab in the Tab order, arrows, Home and
 * End move and select. When a view without a tab shows, none is selected and the first is the stop.
 */
export function DashboardTabs({
  view,
  onSelect,
  tabs = DASHBOARD_TABS,
}: {
  view: DashboardView;
  onSelect: (id: DashboardTabId) => void;
  /** The tabs the user's role shows (tabsFor). */
  tabs?: readonly DashboardTab[];
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const selected = tabs.findIndex((tab) => tab.id === view);
  const stop = selected === -1 ? 0 : selected;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = tabAfterKey(index, event.key, tabs.length);
    if (next === null) return;
    event.preventDefault();
    onSelect(tabs[next]!.id);
    buttons.current[next]?.focus();
  };

  return (
    <div className="admin-tabs" role="tablist" aria-label="Dashboard sections">
      {tabs.map((tab, index) => {
        const isSelected = index === selected;
        return (
          <button
            key={tab.id}
            ref={(el) => {
              buttons.current[index] = el;
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            className="admin-tabs__tab"
            aria-selected={isSelected}
            // Only the shown panel exists, so only its tab points at one.
            aria-controls={isSelected ? panelId(tab.id) : undefined}
            tabIndex={index === stop ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
