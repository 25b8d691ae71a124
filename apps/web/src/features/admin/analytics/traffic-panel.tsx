import { TRAFFIC_BREAKDOWNS, type TrafficBreakdown, type TrafficResponse, type TrafficRow } from '@intake/contracts';
import { useId, useMemo, useState } from 'react';
import { Bar, CartesianGrid, ComposedChart, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Banner } from '../../../app/ui/banner';
import { useRemote } from '../../../app/use-remote';
import { LoadingNote } from '../dashboard/list-parts';
import type { AdminApi } from '../dashboard/admin-api';
import { analyticsErrorMessage, fetchTraffic } from './analytics.api';
import { ChartFigure, Tile } from './chart-figure';
import { labelInterval } from './chart-labels';
import { countryName } from './country-name';
import { FunnelsPanel } from './funnels-panel';
import { RealtimeCard } from './realtime-card';
import {
  averageMs,
  browserTimeZone,
  changeText,
  durationText,
  PERIOD_LABELS,
  percentOf,
  periodProblem,
  periodText,
  presetPeriod,
  seriesLabelText,
  type Period,
  type PeriodPreset,
} from './traffic-view';
import './traffic-panel.css';

const PRESETS = Object.keys(PERIOD_LABELS) as PeriodPreset[];

const BREAKDOWN_TITLES: Record<TrafficBreakdown, { title: string; column: string; unit: string }> = {
  pages: { title: 'Top pages', column: 'Page', unit: 'Page views' },
  entry_pages: { title: 'Entry pages', column: 'Page', unit: 'Entries' },
  exit_pages: { title: 'Exit pages', column: 'Page', unit: 'Visits' },
  sources: { title: 'Sources', column: 'Source', unit: 'Entries' },
  utm_campaigns: { title: 'UTM campaigns', column: 'Campaign', unit: 'Page views' },
  utm_sources: { title: 'UTM sources', column: 'Source', unit: 'Page views' },
  utm_mediums: { title: 'UTM mediums', column: 'Medium', unit: 'Page views' },
  devices: { title: 'Devices', column: 'Device', unit: 'Page views' },
  browsers: { title: 'Browsers', column: 'Browser', unit: 'Page views' },
  operating_systems: { title: 'Operating systems', column: 'OS', unit: 'Page views' },
  countries: { title: 'Countries', column: 'Country', unit: 'Page views' },
};

/**
 * Traffic (issue 20, what Umami and Plausible show): a period of local days in the admin's own
 * time zone, compared with the period before it; realtime visitors; totals with engaged time and
 * bots counted apart; page views per local hour or day; top pages, entry and exit pages, sources,
 * UTM, devices, browsers, OS and countries; the funnel of each channel.
 */
export function TrafficPanel({ api, refreshKey }: { api: AdminApi; refreshKey: number }) {
  const ids = useId();
  const tz = useMemo(() => browserTimeZone(), []);
  const [preset, setPreset] = useState<PeriodPreset>('7d');
  const [custom, setCustom] = useState<Period>(() => presetPeriod('7d', new Date(), tz));
  const [compare, setCompare] = useState(true);
  const period = preset === 'custom' ? custom : presetPeriod(preset, new Date(), tz);
  const problem = preset === 'custom' ? periodProblem(custom) : null;
  const { state, retry } = useRemote(
    (signal) => (problem ? Promise.reject(new Error(problem)) : fetchTraffic(api, { ...period, tz, compare }, signal)),
    [api, period.from, period.to, tz, compare, refreshKey, problem],
  );

  return (
    <section className="analytics-section traffic" aria-labelledby={`${ids}-title`}>
      <div className="analytics-section__header">
        <h3 id={`${ids}-title`}>Site traffic</h3>
        <div className="analytics-controls traffic__controls">
          <div className="field">
            <label className="field__label" htmlFor={`${ids}-period`}>
              Period
            </label>
            <select id={`${ids}-period`} value={preset} onChange={(event) => setPreset(event.target.value as PeriodPreset)}>
              {PRESETS.map((p) => (
                <option key={p} value={p}>
                  {PERIOD_LABELS[p]}
                </option>
              ))}
            </select>
          </div>
          {preset === 'custom' && (
            <>
              <div className="field">
                <label className="field__label" htmlFor={`${ids}-from`}>
                  From
                </label>
                <input
                  id={`${ids}-from`}
                  type="date"
                  value={custom.from}
                  max={custom.to || undefined}
                  onChange={(e) => setCustom({ ...custom, from: e.target.value })}
                />
              </div>
              <div className="field">
                <label className="field__label" htmlFor={`${ids}-to`}>
                  To
                </label>
                <input
                  id={`${ids}-to`}
                  type="date"
                  value={custom.to}
                  min={custom.from || undefined}
                  onChange={(e) => setCustom({ ...custom, to: e.target.value })}
                />
              </div>
            </>
          )}
          <label className="traffic__compare">
            <input type="checkbox" checked={compare} onChange={(e) => setCompare(e.target.checked)} /> Compare with the previous period
          </label>
        </div>
      </div>
      <p className="analytics-muted traffic__zone">
        {periodText(period)} · times in your time zone ({tz}). Bots (recognised by their browser signature) and this team’s own visits while signed in are not
        counted as visitors.
      </p>

      <RealtimeCard api={api} refreshKey={refreshKey} />

      {problem && (
        <Banner tone="warning" role="status">
          {problem}
        </Banner>
      )}
      {!problem && state.status === 'loading' && <LoadingNote what="traffic" />}
      {!problem && state.status === 'error' && (
        <Banner tone="error" className="admin-error-panel" title="Error loading traffic" onRetry={retry}>
          {analyticsErrorMessage(state.error)}
        </Banner>
      )}
      {!problem && state.status === 'ready' && <TrafficFigures data={state.data} ids={ids} />}
      {!problem && <FunnelsPanel api={api} period={period} tz={tz} refreshKey={refreshKey} />}
    </section>
  );
}

function TrafficFigures({ data, ids }: { data: TrafficResponse; ids: string }) {
  const { totals } = data;
  const before = data.previous_totals;
  const vs = (current: number, previous: number | undefined) => (previous === undefined ? undefined : `${changeText(current, previous)} vs previous period`);
  const points = data.series.map((p) => ({ ...p, text: seriesLabelText(p.label, data.series_unit) }));
  const engaged = averageMs(totals.engaged_ms, totals.engaged_pages);
  const engagedBefore = before ? averageMs(before.engaged_ms, before.engaged_pages) : null;
  return (
    <>
      <dl className="analytics-tiles">
        <Tile label="Page views" value={totals.pageviews} hint={vs(totals.pageviews, before?.pageviews)} />
        <Tile label="Visits" value={totals.visits} hint={vs(totals.visits, before?.visits) ?? 'sessions begun in the period'} />
        <Tile label="Views per visit" value={totals.visits > 0 ? (totals.pageviews / totals.visits).toFixed(1) : '–'} />
        <Tile
          label="Engaged time per page"
          value={durationText(engaged)}
          hint={before ? `${durationText(engagedBefore)} in the previous period` : 'time the page was visible, on average'}
        />
        <Tile label="Entries from elsewhere" value={totals.entries} hint={vs(totals.entries, before?.entries)} />
        <Tile label="Bot page views (not counted above)" value={totals.bot_pageviews} />
      </dl>

      <ChartFigure
        title={`Page views and visits per ${data.series_unit === 'hour' ? 'hour' : 'day'} (your time)`}
        columns={['Time', 'Page views']}
        rows={points.map((p) => [p.text, p.pageviews])}
      >
        <ResponsiveContainer width="100%" height={220}>
          <ComposedChart data={points} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="text" tick={{ fontSize: 12, fill: '#52606d' }} interval={labelInterval(points.length)} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: '#52606d' }} interval={0} />
            <Tooltip />
            <Bar dataKey="pageviews" name="Page views" fill="#2a9d8f" isAnimationActive={false} />
            <Line dataKey="visits" name="Visits" stroke="#1d3557" dot={false} isAnimationActive={false} />
          </ComposedChart>
        </ResponsiveContainer>
      </ChartFigure>

      <div className="traffic__grid">
        {TRAFFIC_BREAKDOWNS.map((name) => (
          <BreakdownTable key={name} id={`${ids}-${name}`} name={name} breakdown={data.breakdowns[name]} compare={before !== null} />
        ))}
      </div>
    </>
  );
}

function valueText(name: TrafficBreakdown, row: TrafficRow): string {
  if (name === 'countries') return `${countryName(row.value)} (${row.value})`;
  return row.value === '' ? '(none)' : row.value;
}

function BreakdownTable({
  id,
  name,
  breakdown,
  compare,
}: {
  id: string;
  name: TrafficBreakdown;
  breakdown: TrafficResponse['breakdowns'][TrafficBreakdown];
  compare: boolean;
}) {
  const { title, column, unit } = BREAKDOWN_TITLES[name];
  const pages = name === 'pages';
  return (
    // Focusable, so that a table wider than a phone scrolls from the keyboard too.
    <div className={pages ? 'traffic__table traffic__table--wide' : 'traffic__table'} role="region" aria-label={title} tabIndex={0}>
      <table className="analytics-table" aria-describedby={breakdown.values > breakdown.rows.length ? `${id}-more` : undefined}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{column}</th>
            <th scope="col" className="traffic__num">
              {unit}
            </th>
            <th scope="col" className="traffic__num">
              Share
            </th>
            {compare && (
              <th scope="col" className="traffic__num">
                Change
              </th>
            )}
            {pages && (
              <th scope="col" className="traffic__num">
                Engaged
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {breakdown.rows.map((row) => (
            <tr key={row.value}>
              <th scope="row" className="traffic__value">
                {valueText(name, row)}
              </th>
              <td className="traffic__num">{row.count.toLocaleString('en')}</td>
              <td className="traffic__num">{percentOf(row.count, breakdown.total)}%</td>
              {compare && <td className="traffic__num">{row.previous === null ? '–' : changeText(row.count, row.previous)}</td>}
              {pages && <td className="traffic__num">{durationText(averageMs(row.engaged_ms ?? 0, row.engaged_pages ?? 0))}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      {breakdown.rows.length === 0 && <p className="analytics-muted">Nothing in this period.</p>}
      {breakdown.values > breakdown.rows.length && (
        <p className="analytics-muted" id={`${id}-more`}>
          Top {breakdown.rows.length} of {breakdown.values.toLocaleString('en')}.
        </p>
      )}
    </div>
  );
}
