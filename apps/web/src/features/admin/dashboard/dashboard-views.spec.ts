import { DASHBOARD_TABS, isTab, tabAfterKey, tabsFor, viewFromQuery } from './dashboard-views';

describe('dashboard views', () => {
  it('has the seven tabs of admin spec §2, in order, then the workspace Audit, Privacy, API keys, Integrations and My queue tabs', () => {
    expect(DASHBOARD_TABS.map((tab) => tab.label)).toEqual([
      'Analytics',
      'Work With Us Applications',
      'Form Submissions',
      'AI Guide Sessions',
      'Debug Info',
      'Raw Data',
      'Backend Config',
      'Audit',
      'Privacy',
      'API keys',
      'Integrations',
      'My queue',
      'Staff',
    ]);
  });

  it("shows owners every tab, reviewers the spec's seven and My queue, viewers the spec's seven", () => {
    expect(tabsFor('owner')).toEqual(DASHBOARD_TABS);
    expect(tabsFor(undefined)).toEqual(DASHBOARD_TABS);
    const spec = DASHBOARD_TABS.slice(0, 7).map((tab) => tab.id);
    expect(tabsFor('reviewer').map((tab) => tab.id)).toEqual([...spec, 'queue']);
    expect(tabsFor('viewer').map((tab) => tab.id)).toEqual(spec);
  });

  it('reads ?view=, overview by default; overview and conversations are views without a tab', () => {
    expect(viewFromQuery(null)).toBe('overview');
    expect(viewFromQuery('nonsense')).toBe('overview');
    expect(viewFromQuery('conversations')).toBe('conversations');
    expect(viewFromQuery('debug')).toBe('debug');
    expect([isTab('overview'), isTab('conversations'), isTab('raw-data')]).toEqual([false, false, true]);
  });

  it('moves along the tabs with the arrow keys (wrapping), Home and End', () => {
    expect(tabAfterKey(0, 'ArrowRight')).toBe(1);
    expect(tabAfterKey(12, 'ArrowRight')).toBe(0);
    expect(tabAfterKey(0, 'ArrowLeft')).toBe(12);
    expect(tabAfterKey(3, 'Home')).toBe(0);
    expect(tabAfterKey(3, 'End')).toBe(12);
    expect(tabAfterKey(7, 'ArrowRight', 8)).toBe(0);
    expect(tabAfterKey(3, 'Enter')).toBeNull();
  });
});
