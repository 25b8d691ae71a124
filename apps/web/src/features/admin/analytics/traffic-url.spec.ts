import { parseFilter, trafficStateOf, withTrafficState } from './traffic-url';

describe('the Traffic section in the address (issue 35)', () => {
  const now = new Date('2026-03-10T12:00:00Z');

  it('reads the default view from a plain link and writes nothing for it', () => {
    const state = trafficStateOf(new URLSearchParams('view=analytics'), now, 'UTC');
    expect(state).toEqual({ preset: '7d', custom: { from: '2026-03-04', to: '2026-03-10' }, compare: true, filter: null });
    expect(withTrafficState(new URLSearchParams('view=analytics'), state).toString()).toBe('view=analytics');
  });

  it('round-trips a period, the comparison and a filter whose value holds colons and slashes', () => {
    const params = withTrafficState(new URLSearchParams('view=analytics'), {
      preset: 'custom',
      custom: { from: '2026-02-01', to: '2026-02-28' },
      compare: false,
      filter: { breakdown: 'pages', value: '/a:b/c' },
    });
    expect(params.get('filter')).toBe('pages:/a:b/c');
    expect(trafficStateOf(new URLSearchParams(params.toString()), now, 'UTC')).toEqual({
      preset: 'custom',
      custom: { from: '2026-02-01', to: '2026-02-28' },
      compare: false,
      filter: { breakdown: 'pages', value: '/a:b/c' },
    });
    expect(params.get('view')).toBe('analytics');
  });

  it('ignores what names no period or breakdown', () => {
    expect(trafficStateOf(new URLSearchParams('period=forever&filter=nope:1'), now, 'UTC')).toMatchObject({ preset: '7d', filter: null });
    expect(parseFilter('pages:')).toBeNull();
    expect(parseFilter(':x')).toBeNull();
    expect(parseFilter(`pages:/${'x'.repeat(600)}`)).toBeNull();
    expect(parseFilter('countries:US')).toEqual({ breakdown: 'countries', value: 'US' });
  });

  it('keeps a half-typed custom range as written, so the form can say what is wrong', () => {
    expect(trafficStateOf(new URLSearchParams('period=custom&from=2026-03-08&to='), now, 'UTC').custom).toEqual({ from: '2026-03-08', to: '' });
  });
});
