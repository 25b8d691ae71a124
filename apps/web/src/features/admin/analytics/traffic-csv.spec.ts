import type { TrafficResponse } from '@intake/contracts';
import { breakdownCsv, seriesCsv, totalsCsv, trafficCsvName } from './traffic-csv';

const breakdown = (rows: TrafficResponse['breakdowns']['pages']['rows']) => ({
  rows,
  total: rows.reduce((s, r) => s + r.count, 0) + 2,
  values: rows.length + 1,
});

describe('CSV of the Traffic panels (issue 35)', () => {
  it('writes a breakdown with shares, the previous period and engaged seconds, guarding formulas', () => {
    const csv = breakdownCsv(
      'pages',
      'Page',
      'Page views',
      breakdown([
        { value: '/', count: 6, previous: 3, engaged_ms: 90_000, engaged_pages: 3 },
        { value: '=cmd', count: 2, previous: 0, engaged_ms: 0, engaged_pages: 0 },
      ]),
      true,
    );
    expect(csv).toBe("Page,Page views,Share (%),Previous period,Engaged seconds per page\r\n/,6,60,3,30\r\n'=cmd,2,20,0,\r\n");
    expect(breakdownCsv('devices', 'Device', 'Page views', breakdown([{ value: 'mobile', count: 1, previous: null }]), false)).toBe(
      'Device,Page views,Share (%)\r\nmobile,1,33\r\n',
    );
  });

  const data = {
    success: true,
    tz: 'UTC',
    filter: { breakdown: 'pages', value: '/about us' },
    period: { from: '2026-03-01', to: '2026-03-02', start: '', end: '' },
    previous_period: { from: '2026-02-27', to: '2026-02-28', start: '', end: '' },
    totals: { pageviews: 5, visits: 2, entries: 2, bot_pageviews: 0, engaged_ms: 0, engaged_pages: 0 },
    previous_totals: { pageviews: 1, visits: 1, entries: 1, bot_pageviews: 0, engaged_ms: 0, engaged_pages: 0 },
    series_unit: 'day',
    series: [
      { label: '2026-03-01', pageviews: 2, visits: 1 },
      { label: '2026-03-02', pageviews: 3, visits: 1 },
    ],
    previous_series: [{ label: '2026-02-27', pageviews: 1, visits: 1 }],
  } as unknown as TrafficResponse;

  it('writes the chart bucket for bucket beside the previous period, and the totals of both', () => {
    expect(seriesCsv(data)).toBe(
      'Day,Page views,Visits,Previous period,Previous page views,Previous visits\r\n2026-03-01,2,1,2026-02-27,1,1\r\n2026-03-02,3,1,,,\r\n',
    );
    expect(totalsCsv(data).split('\r\n').slice(0, 2)).toEqual(['Figure,2026-03-01 to 2026-03-02,2026-02-27 to 2026-02-28', 'Page views,5,1']);
    expect(totalsCsv(data)).not.toContain('Sessions');
  });

  it('names the file after the panel, the period and the filter', () => {
    expect(trafficCsvName('pages', data)).toBe('traffic-pages-2026-03-01_2026-03-02-pages-_about_us.csv');
  });
});
