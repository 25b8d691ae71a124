import { DASHBOARD_TABS, isTab, tabAfterKey, viewFromQuery } from './dashboard-views';

describe('dashboard views', () => {
  it('has the seven tabs of admin spec §2, in order, then the workspace Audit and Privacy tabs', () => {
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
    ]);
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
    expect(tabAfterKey(8, 'ArrowRight')).toBe(0);
    expect(tabAfterKey(0, 'ArrowLeft')).toBe(8);
    expect(tabAfterKey(3, 'Home')).toBe(0);
    expect(tabAfterKey(3, 'End')).toBe(8);
    expect(tabAfterKey(3, 'Enter')).toBeNull();
  });
});
