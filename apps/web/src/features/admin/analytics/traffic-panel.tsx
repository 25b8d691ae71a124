import { TRAFFIC_BREAKDOWNS, type TrafficBreakdown, type TrafficFilter, type TrafficResponse, type TrafficRow } from '@intake/contracts';
import { useId, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Bar, CartesianGrid, ComposedChart, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Banner } from '../../../app/ui/banner';
import { useRemote } from '../../../app/use-remote';
import { LoadingNote } from '../dashboard/list-parts';
import { downloadText } from '../dashboard/recorded-export';
import type { AdminApi } from '../dashboard/admin-api';
import { analyticsErrorMessage, fetchTraffic } from './analytics.api';
import { ChartFigure, Tile } from './chart-figure';
import { labelInterval } from './chart-labels';
import { countryName } from './country-name';
import { FunnelsPanel } from './funnels-panel';
import { RealtimeCard } from './realtime-card';
import { breakdownCsv, seriesCsv, totalsCsv, trafficCsvName } from './traffic-csv';
import { trafficStateOf, withTrafficState, type TrafficUrlState } from './traffic-url';
import {
  averageMs,
  bounceRate,
  browserTimeZone,
  changeText,
  durationText,
  PERIOD_LABELS,
  percentOf,
  periodProblem,
  periodText,
  presetPeriod,
  seriesLabelText,
  type PeriodPreset,
  visitDurationMs,
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

/** What a filter reads as, in the chip above the figures and in the rows' buttons. */
const FILTER_NOUNS: Record<TrafficBreakdown, string> = {
  pages: 'Page',
  entry_pages: 'Entry page',
  exit_pages: 'Page',
  sources: 'Entries from',
  utm_sources: 'UTM source',
  utm_mediums: 'UTM medium',
  utm_campaigns: 'UTM campaign',
  devices: 'Device',
  browsers: 'Browser',
  operating_systems: 'OS',
  countries: 'Country',
};

const filterValueText = (filter: TrafficFilter) => (filter.breakdown === 'countries' ? `${countryName(filter.value)} (${filter.value})` : filter.value);

/**
 * Traffic (issue 20, what Umami and Plausible show): a period of local days in the admin's own
 * time zone, compared with the period before it; realtime visitors; totals with engaged time and
 * bots counted apart; page views per local hour or day; top pages, entry and exit pages, sources,
 * UTM, devices, browsers, OS and countries; the funnel of each channel.
 */
export function TrafficPanel({ api, refreshKey }: { api: AdminApi; refreshKey: number }) {
  const ids = useId();
  const tz = useMemo(() => browserTimeZone(), []);
  // The period, the comparison and the filter live in the address (issue 35): shared by a link, kept on reload, undone by Back.
  const [params, setParams] = useSearchParams();
  const { preset, custom, compare, filter } = trafficStateOf(params, new Date(), tz);
  const update = (change: Partial<TrafficUrlState>, replace = false) =>
    setParams((current) => withTrafficState(current, { ...trafficStateOf(current, new Date(), tz), ...change }), { replace });
  const period = preset === 'custom' ? custom : presetPeriod(preset, new Date(), tz);
  const problem = preset === 'custom' ? periodProblem(custom) : null;
  const { state, retry } = useRemote(
    (signal) => (problem ? Promise.reject(new Error(problem)) : fetchTraffic(api, { ...period, tz, compare, filter }, signal)),
    [api, period.from, period.to, tz, compare, filter?.breakdown, filter?.value, refreshKey, problem],
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
            <select
              id={`${ids}-period`}
              value={preset}
              onChange={(event) => {
                const next = event.target.value as PeriodPreset;
                // Custom starts from the days shown, as before.
                update(next === 'custom' ? { preset: next, custom: period } : { preset: next });
              }}
            >
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
                  onChange={(e) => update({ custom: { ...custom, from: e.target.value } }, true)}
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
                  onChange={(e) => update({ custom: { ...custom, to: e.target.value } }, true)}
                />
              </div>
            </>
          )}
          <label className="traffic__compare">
            <input type="checkbox" checked={compare} onChange={(e) => update({ compare: e.target.checked })} /> Compare with the previous period
          </label>
        </div>
      </div>
      <p className="analytics-muted traffic__zone">
        {periodText(period)} · times in your time zone ({tz}). Bots (recognised by their browser signature) and this team’s own visits while signed in are not
        counted as visitors.
      </p>

      <RealtimeCard api={api} refreshKey={refreshKey} />

      {filter && (
        <div className="traffic__filter" role="status">
          <span>
            Showing only: <strong>{FILTER_NOUNS[filter.breakdown]}</strong> {filterValueText(filter)}
          </span>
          <button type="button" className="button button--secondary button--small traffic__filter-clear" onClick={() => update({ filter: null })}>
            Remove filter
          </button>
        </div>
      )}

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
      {!problem && state.status === 'ready' && <TrafficFigures data={state.data} ids={ids} onFilter={(f) => update({ filter: f })} />}
      {!problem && <FunnelsPanel api={api} period={period} tz={tz} refreshKey={refreshKey} />}
    </section>
  );
}

function TrafficFigures({ data, ids, onFilter }: { data: TrafficResponse; ids: string; onFilter: (filter: TrafficFilter) => void }) {
  const { totals } = data;
  const before = data.previous_totals;
  const vs = (current: number, previous: number | undefined) => (previous === undefined ? undefined : `${changeText(current, previous)} vs previous period`);
  const previousSeries = data.previous_series ?? null;
  const points = data.series.map((p, i) => ({ ...p, previous: previousSeries?.[i]?.pageviews, text: seriesLabelText(p.label, data.series_unit) }));
  const engaged = averageMs(totals.engaged_ms, totals.engaged_pages);
  const engagedBefore = before ? averageMs(before.engaged_ms, before.engaged_pages) : null;
  const bounce = bounceRate(totals);
  const duration = visitDurationMs(totals);
  const sessionFigures = totals.sessions !== undefined;
  const filteredOut = 'not counted under this filter';
  const download = (panel: string, text: string) => downloadText(text, trafficCsvName(panel, data));
  return (
    <>
      <div className="traffic__exports">
        <button type="button" className="button button--secondary button--small" onClick={() => download('totals', totalsCsv(data))}>
          Download totals (CSV)
        </button>
        <button type="button" className="button button--secondary button--small" onClick={() => download('chart', seriesCsv(data))}>
          Download chart (CSV)
        </button>
      </div>
      <dl className="analytics-tiles">
        <Tile label="Page views" value={totals.pageviews} hint={vs(totals.pageviews, before?.pageviews)} />
        <Tile label="Visits" value={totals.visits} hint={vs(totals.visits, before?.visits) ?? 'sessions begun in the period'} />
        <Tile label="Views per visit" value={totals.visits > 0 ? (totals.pageviews / totals.visits).toFixed(1) : '–'} />
        <Tile
          label="Engaged time per page"
          value={durationText(engaged)}
          hint={before ? `${durationText(engagedBefore)} in the previous period` : 'time the page was visible, on average'}
        />
        <Tile
          label="Bounce rate"
          value={bounce === null ? '–' : `${bounce}%`}
          hint={
            !sessionFigures ? filteredOut : before && bounceRate(before) !== null ? `${bounceRate(before)}% in the previous period` : 'visits of one page view'
          }
        />
        <Tile
          label="Visit duration"
          value={durationText(duration)}
          hint={
            !sessionFigures
              ? filteredOut
              : before && visitDurationMs(before) !== null
                ? `${durationText(visitDurationMs(before))} in the previous period`
                : 'first to last page view, on average'
          }
        />
        <Tile label="Entries from elsewhere" value={totals.entries} hint={vs(totals.entries, before?.entries)} />
        <Tile label="Bot page views (not counted above)" value={totals.bot_pageviews} />
      </dl>

      <ChartFigure
        title={`Page views and visits per ${data.series_unit === 'hour' ? 'hour' : 'day'} (your time)`}
        summary={previousSeries ? 'The dashed line is the previous period, bucket for bucket.' : undefined}
        columns={['Time', 'Page views']}
        rows={points.map((p) => [p.text, p.previous === undefined ? p.pageviews : `${p.pageviews} (previous period: ${p.previous})`])}
      >
        <ResponsiveContainer width="100%" height={220}>
          <ComposedChart data={points} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="text" tick={{ fontSize: 12, fill: '#52606d' }} interval={labelInterval(points.length)} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: '#52606d' }} interval={0} />
            <Tooltip />
            <Bar dataKey="pageviews" name="Page views" fill="#2a9d8f" isAnimationActive={false} />
            <Line dataKey="visits" name="Visits" stroke="#1d3557" dot={false} isAnimationActive={false} />
            {previousSeries && (
              <Line dataKey="previous" name="Page views, previous period" stroke="#e76f51" strokeDasharray="5 4" dot={false} isAnimationActive={false} />
            )}
          </ComposedChart>
        </ResponsiveContainer>
      </ChartFigure>

      <div className="traffic__grid">
        {TRAFFIC_BREAKDOWNS.map((name) => (
          <BreakdownTable
            key={name}
            id={`${ids}-${name}`}
            name={name}
            breakdown={data.breakdowns[name]}
            compare={before !== null}
            unfiltered={data.unfiltered?.includes(name) ?? false}
            active={data.filter ?? null}
            onFilter={onFilter}
            onDownload={() =>
              download(name, breakdownCsv(name, BREAKDOWN_TITLES[name].column, BREAKDOWN_TITLES[name].unit, data.breakdowns[name], before !== null))
            }
          />
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
  unfiltered,
  active,
  onFilter,
  onDownload,
}: {
  id: string;
  name: TrafficBreakdown;
  breakdown: TrafficResponse['breakdowns'][TrafficBreakdown];
  compare: boolean;
  /** The filter cannot limit this breakdown: it is shown empty, with why. */
  unfiltered: boolean;
  active: TrafficFilter | null;
  onFilter: (filter: TrafficFilter) => void;
  onDownload: () => void;
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
                {active?.value === row.value && (active.breakdown === name || (name === 'exit_pages' && active.breakdown === 'pages')) ? (
                  valueText(name, row)
                ) : (
                  <button
                    type="button"
                    className="traffic__row-filter"
                    title={`Show only ${FILTER_NOUNS[name].toLowerCase()} ${valueText(name, row)}`}
                    onClick={() => onFilter({ breakdown: name, value: row.value })}
                  >
                    {valueText(name, row)}
                  </button>
                )}
              </th>
              <td className="traffic__num">{row.count.toLocaleString('en')}</td>
              <td className="traffic__num">{percentOf(row.count, breakdown.total)}%</td>
              {compare && <td className="traffic__num">{row.previous === null ? '–' : changeText(row.count, row.previous)}</td>}
              {pages && <td className="traffic__num">{durationText(averageMs(row.engaged_ms ?? 0, row.engaged_pages ?? 0))}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      {unfiltered && (
        <p className="analytics-muted">Exit pages are counted per visit, and visits are filtered by country only: remove the filter to see them.</p>
      )}
      {!unfiltered && breakdown.rows.length === 0 && <p className="analytics-muted">Nothing in this period.</p>}
      {breakdown.rows.length > 0 && (
        <button type="button" className="traffic__csv" onClick={onDownload}>
          Download<span className="visually-hidden"> {title}</span> (CSV)
        </button>
      )}
      {breakdown.values > breakdown.rows.length && (
        <p className="analytics-muted" id={`${id}-more`}>
          Top {breakdown.rows.length} of {breakdown.values.toLocaleString('en')}.
        </p>
      )}
    </div>
  );
}
