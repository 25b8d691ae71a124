import { ANALYTICS_TIME_RANGES, type AnalyticsTimeRange } from '@intake/contracts';
import { Suspense, useId, useMemo, useState } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { EmptyState, LoadingNote } from '../dashboard/list-parts';
import { analyticsErrorMessage, fetchVisitorSessions } from './analytics.api';
import { worldMapChunk } from './analytics-chunks';
import { ChartFigure, Tile } from './chart-figure';
import { hourLabel } from './conversation-metrics';
import { overviewFromSessions } from './visitor-metrics';
import { countryName } from './country-name';
import { browserTimeZone, zoneText } from './traffic-view';
import { useRemote } from '../../../app/use-remote';
import type { AdminApi } from '../dashboard/admin-api';
import { Banner } from '../../../app/ui/banner';

// The atlas and d3-geo are the heaviest part of the tab: their own chunk, preloaded when idle.
const WorldMap = worldMapChunk.Component;

/** Admin spec §2: the time range selector's entries. */
export const TIME_RANGE_LABELS: Record<AnalyticsTimeRange, string> = { '24h': 'Last 24 hours', '7d': 'Last 7 days', '30d': 'Last 30 days' };
const TIME_RANGES = Object.keys(ANALYTICS_TIME_RANGES) as AnalyticsTimeRange[];

/**
 * The visitor geo and IP panel (admin spec §2): time range and country filter, six tiles, the
 * world map with the top five countries, the top ten locations and IP addresses, and sessions by
 * hour. Hours are the admin's own (the browser's zone).
 */
export function VisitorPanel({ api, refreshKey }: { api: AdminApi; refreshKey: number }) {
  const ids = useId();
  const [timeRange, setTimeRange] = useState<AnalyticsTimeRange>('7d');
  const [country, setCountry] = useState('all');
  // Hours of the day in the admin's own zone (the browser's), as the server buckets them.
  const tz = useMemo(() => browserTimeZone(), []);
  const { state, retry } = useRemote((signal) => fetchVisitorSessions(api, timeRange, country, signal, tz), [api, timeRange, country, refreshKey, tz]);

  // The server sums the rollups (docs/visitor-analytics.md): the figures do not depend on how
  // many sessions the range holds. A backend that answers only the spec's "success, sessions"
  // (issue 35) has its listed sessions counted here instead.
  const overview = useMemo(() => {
    if (state.status !== 'ready') return null;
    return state.data.overview ?? overviewFromSessions(state.data.sessions, country);
  }, [state, country]);
  const options = useMemo(() => {
    const seen = (overview?.country_sessions ?? []).map((entry) => entry.country).sort();
    // A chosen country stays selectable after a range without it, so the choice is not lost.
    return country === 'all' || seen.includes(country) ? seen : [...seen, country].sort();
  }, [overview, country]);
  const view = useMemo(() => {
    if (!overview) return null;
    const shown = overview.country_sessions.filter((entry) => country === 'all' || entry.country === country);
    return {
      overview,
      byCountry: new Map(shown.map((entry) => [entry.country, entry.sessions])),
      hours: overview.hourly.map((entry) => ({ ...entry, label: hourLabel(entry.hour) })),
    };
  }, [overview, country]);
  const empty = view !== null && view.overview.pageviews === 0 && view.overview.sessions === 0;

  return (
    <section className="analytics-section" aria-labelledby={`${ids}-title`}>
      <div className="analytics-section__header">
        <h3 id={`${ids}-title`}>Visitors by place and IP</h3>
        <div className="analytics-controls">
          <div className="field">
            <label className="field__label" htmlFor={`${ids}-range`}>
              Time range
            </label>
            <select id={`${ids}-range`} value={timeRange} onChange={(event) => setTimeRange(event.target.value as AnalyticsTimeRange)}>
              {TIME_RANGES.map((range) => (
                <option key={range} value={range}>
                  {TIME_RANGE_LABELS[range]}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${ids}-country`}>
              Country
            </label>
            <select id={`${ids}-country`} value={country} onChange={(event) => setCountry(event.target.value)}>
              <option value="all">All countries</option>
              {options.map((code) => (
                <option key={code} value={code}>
                  {countryName(code)} ({code})
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>

      {state.status === 'loading' && <LoadingNote what="visitor data" />}
      {state.status === 'error' && (
        <Banner tone="error" className="admin-error-panel" title="Error loading analytics" onRetry={retry}>
          {analyticsErrorMessage(state.error)}
        </Banner>
      )}
      {view && empty && <EmptyState title="No visitor data available" />}
      {view && !empty && (
        <>
          <dl className="analytics-tiles">
            <Tile label="People Seen Webpage (page views)" value={view.overview.pageviews} hint="every page view in the range, not people" />
            <Tile label="Unique Visitors" value={view.overview.unique_visitors} hint="by IP address" />
            <Tile label="Returning Visitors" value={view.overview.returning_visitors} hint="more than one session" />
            <Tile label="Countries" value={view.overview.countries} />
            <Tile
              label="Peak Hour"
              value={view.overview.peak_hour === null ? '–' : hourLabel(view.overview.peak_hour)}
              hint={`${zoneText(view.overview.time_zone)}, most sessions begun`}
            />
            <Tile
              label="Single Visit (share of IP addresses with one session)"
              value={view.overview.single_visit_percent === null ? '–' : `${view.overview.single_visit_percent}%`}
              hint="of the unique IP addresses in the range"
            />
          </dl>

          <div className="analytics-map-row">
            <Suspense fallback={<LoadingNote what="the map" />}>
              <WorldMap counts={view.byCountry} />
            </Suspense>
            <div className="analytics-list">
              <h4 id={`${ids}-countries`}>Top countries</h4>
              <ol className="analytics-top-countries" aria-labelledby={`${ids}-countries`}>
                {view.overview.top_countries.map((entry) => (
                  <li key={entry.country}>
                    <span>{countryName(entry.country)}</span>
                    <span className="analytics-top-countries__count">
                      {entry.sessions.toLocaleString('en')} {entry.sessions === 1 ? 'session' : 'sessions'} · {entry.percent}%
                    </span>
                  </li>
                ))}
              </ol>
              {view.overview.top_countries.length === 0 && <p className="analytics-muted">No session could be placed in a country.</p>}
            </div>
          </div>

          <div className="analytics-grid">
            <RankTable
              title="Top locations"
              columns={['Location', 'Sessions']}
              rows={view.overview.top_locations.map((entry) => ({ key: entry.location, cells: [entry.location, entry.sessions.toLocaleString('en')] }))}
            />
            <RankTable
              title="Top IP addresses"
              columns={['IP address', 'Sessions', 'Location']}
              rows={view.overview.top_ips.map((entry) => ({ key: entry.ip, cells: [entry.ip, entry.sessions.toLocaleString('en'), entry.location] }))}
              empty="No IP address was recorded."
            />
          </div>
          <GeoAttribution />

          <ChartFigure
            title={`Sessions by hour of day (${zoneText(view.overview.time_zone)})`}
            columns={['Hour', 'Sessions']}
            rows={view.hours.map((entry) => [entry.label, entry.sessions])}
          >
            <ResponsiveContainer width="100%" height={200}>
              <BarChart data={view.hours} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="hour" tick={{ fontSize: 12, fill: '#52606d' }} interval={2} />
                <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: '#52606d' }} interval={0} />
                <Tooltip labelFormatter={(hour) => hourLabel(Number(hour))} />
                <Bar dataKey="sessions" name="Sessions" fill="#2a9d8f" isAnimationActive={false} />
              </BarChart>
            </ResponsiveContainer>
          </ChartFigure>
        </>
      )}
    </section>
  );
}

/** fast-geoip's data is MaxMind's GeoLite2, whose licence asks for this line wherever it is shown. */
function GeoAttribution() {
  return (
    <p className="analytics-muted analytics-attribution">
      This product includes GeoLite2 data created by MaxMind, available from{' '}
      <a href="https://www.maxmind.com" rel="noreferrer noopener" target="_blank">
        https://www.maxmind.com
      </a>
      .
    </p>
  );
}

/** A ranked list as a table: the first cell heads its row. */
function RankTable({ title, columns, rows, empty }: { title: string; columns: readonly string[]; rows: { key: string; cells: string[] }[]; empty?: string }) {
  return (
    <div className="analytics-list">
      <table className="analytics-table">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col" className="analytics-table__rank">
              <span className="visually-hidden">Rank</span>
            </th>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.key}>
              <td className="analytics-table__rank">{index + 1}</td>
              <th scope="row">{row.cells[0]}</th>
              {row.cells.slice(1).map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 && empty && <p className="analytics-muted">{empty}</p>}
    </div>
  );
}
