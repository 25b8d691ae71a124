import { useId, useMemo } from 'react';
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { LoadingNote } from '../dashboard/list-parts';
import { analyticsErrorMessage, fetchAiConversations, fetchAnalyticsSummary, fetchAnalyticsTimeseries } from './analytics.api';
import { ChartFigure, Tile } from './chart-figure';
import { labelInterval } from './chart-labels';
import { CONVERSATION_CHART_DAYS, completionRate, conversationsByDay, conversationsByHour, hourLabel, isComplete, sourceShares } from './conversation-metrics';
import { useRemote } from '../../../app/use-remote';
import type { AdminApi } from '../dashboard/admin-api';
import { Banner } from '../../../app/ui/banner';
import { browserTimeZone, zoneText } from './traffic-view';

const DAY_LABEL = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });
/** "Mar 14" for 2025-03-14 (a calendar day, read as written). */
export const dayLabel = (date: string) => DAY_LABEL.format(new Date(`${date}T00:00:00.000Z`));

const CHART_HEIGHT = 220;
const AXIS = { fontSize: 12, fill: '#52606d' };
const TEAL = '#14746f';
const NAVY = '#0b3d5c';

async function loadConversationAnalytics(api: AdminApi, signal: AbortSignal, tz: string) {
  const [conversations, summary, timeseries] = await Promise.all([
    fetchAiConversations(api, signal),
    fetchAnalyticsSummary(api, signal, tz),
    fetchAnalyticsTimeseries(api, signal, tz),
  ]);
  return { conversations: conversations.conversations, summary: summary.summary, timeseries };
}

/**
 * The Analytics tab's conversation part (admin spec §2): conversations per day over 14 days,
 * visit sources in percent, the hourly distribution, the daily completion rate, and page views
 * per day over 30 days. Days and hours are in the admin's zone (the browser's), which the server
 * is asked to count in too.
 */
export function ConversationAnalytics({ api, refreshKey }: { api: AdminApi; refreshKey: number }) {
  const titleId = useId();
  const tz = useMemo(() => browserTimeZone(), []);
  const zone = zoneText(tz);
  const { state, retry } = useRemote((signal) => loadConversationAnalytics(api, signal, tz), [api, refreshKey, tz]);

  const derived = useMemo(() => {
    if (state.status !== 'ready') return null;
    const { conversations, summary, timeseries } = state.data;
    const now = new Date();
    const completed = conversations.filter(isComplete).length;
    return {
      total: conversations.length,
      completed,
      rate: completionRate(completed, conversations.length),
      days: conversationsByDay(conversations, now, CONVERSATION_CHART_DAYS, tz).map((day) => ({ ...day, label: dayLabel(day.date) })),
      hours: conversationsByHour(conversations, tz).map((entry) => ({ ...entry, label: hourLabel(entry.hour) })),
      sources: sourceShares(summary.sources),
      summary,
      pageviews: timeseries.daily.map((day) => ({ ...day, label: dayLabel(day.date) })),
    };
  }, [state, tz]);

  return (
    <section className="analytics-section" aria-labelledby={titleId}>
      <h3 id={titleId}>Conversations and traffic</h3>
      {state.status === 'loading' && <LoadingNote what="conversation analytics" />}
      {state.status === 'error' && (
        <Banner tone="error" className="admin-error-panel" title="Error loading analytics" onRetry={retry}>
          {analyticsErrorMessage(state.error)}
        </Banner>
      )}
      {derived && (
        <>
          <dl className="analytics-tiles">
            <Tile label="AI conversations" value={derived.total} hint="latest 500" />
            <Tile label="Completed" value={derived.completed} />
            <Tile
              label="Completion rate (AI guide conversations, latest 500)"
              value={`${derived.rate}%`}
              hint="the overview's rate counts questionnaires too"
            />
            <Tile label="Page views" value={derived.summary.pageviews} hint={`last ${derived.summary.days} days`} />
            <Tile
              label="Completions"
              value={derived.summary.completions.work_with_us + derived.summary.completions.form + derived.summary.completions.ai_guide}
              hint={`${derived.summary.completions.work_with_us} Work With Us · ${derived.summary.completions.form} forms · ${derived.summary.completions.ai_guide} AI guide`}
            />
          </dl>

          <div className="analytics-grid">
            <ChartFigure
              title={`Conversations per day, last ${CONVERSATION_CHART_DAYS} days (${zone})`}
              columns={['Day', 'Conversations started']}
              rows={derived.days.map((day) => [day.label, day.started])}
            >
              <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
                <BarChart data={derived.days} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
                  <CartesianGrid strokeDasharray="3 3" vertical={false} />
                  <XAxis dataKey="label" tick={AXIS} interval={labelInterval(derived.days.length)} />
                  <YAxis allowDecimals={false} tick={AXIS} interval={0} />
                  <Tooltip />
                  <Bar dataKey="started" name="Conversations" fill={TEAL} isAnimationActive={false} />
                </BarChart>
              </ResponsiveContainer>
            </ChartFigure>

            <ChartFigure
              title={`Daily completion rate (${zone})`}
              summary="Share of each day's conversations that are complete now."
              columns={['Day', 'Completion rate']}
              rows={derived.days.map((day) => [day.label, day.completionRate === null ? 'no conversations' : `${day.completionRate}%`])}
            >
              <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
                <LineChart data={derived.days} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
                  <CartesianGrid strokeDasharray="3 3" vertical={false} />
                  <XAxis dataKey="label" tick={AXIS} interval={labelInterval(derived.days.length)} />
                  <YAxis domain={[0, 100]} unit="%" tick={AXIS} interval={0} />
                  <Tooltip />
                  <Line
                    type="monotone"
                    dataKey="completionRate"
                    name="Completion rate (%)"
                    stroke={NAVY}
                    strokeWidth={2}
                    connectNulls={false}
                    isAnimationActive={false}
                  />
                </LineChart>
              </ResponsiveContainer>
            </ChartFigure>

            <ChartFigure
              title={`Conversations by hour of day (${zone})`}
              columns={['Hour', 'Conversations started']}
              rows={derived.hours.map((entry) => [entry.label, entry.total])}
            >
              <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
                <BarChart data={derived.hours} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
                  <CartesianGrid strokeDasharray="3 3" vertical={false} />
                  <XAxis dataKey="hour" tick={AXIS} interval={2} />
                  <YAxis allowDecimals={false} tick={AXIS} interval={0} />
                  <Tooltip labelFormatter={(hour) => hourLabel(Number(hour))} />
                  <Bar dataKey="total" name="Conversations" fill={TEAL} isAnimationActive={false} />
                </BarChart>
              </ResponsiveContainer>
            </ChartFigure>

            <ChartFigure
              title={`Page views per day, last ${derived.summary.days} days (${zone})`}
              columns={['Day', 'Page views']}
              rows={derived.pageviews.map((day) => [day.label, day.pageviews])}
            >
              <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
                <LineChart data={derived.pageviews} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
                  <CartesianGrid strokeDasharray="3 3" vertical={false} />
                  <XAxis dataKey="label" tick={AXIS} interval={labelInterval(derived.pageviews.length)} />
                  <YAxis allowDecimals={false} tick={AXIS} interval={0} />
                  <Tooltip />
                  <Line type="monotone" dataKey="pageviews" name="Page views" stroke={TEAL} strokeWidth={2} dot={false} isAnimationActive={false} />
                </LineChart>
              </ResponsiveContainer>
            </ChartFigure>
          </div>

          <SourceBreakdown sources={derived.sources} days={derived.summary.days} />
        </>
      )}
    </section>
  );
}

/** Visit sources as percent bars: plain HTML, so the numbers are text for everyone. */
function SourceBreakdown({ sources, days }: { sources: ReturnType<typeof sourceShares>; days: number }) {
  const titleId = useId();
  return (
    <div className="analytics-sources">
      <h4 id={titleId}>Visit sources, last {days} days</h4>
      {sources.length === 0 ? (
        <p className="analytics-muted">No visits recorded yet.</p>
      ) : (
        <ul className="analytics-bars" aria-labelledby={titleId}>
          {sources.map((entry) => (
            <li key={entry.source} className="analytics-bars__item">
              <span className="analytics-bars__label">{entry.source}</span>
              <span className="analytics-bars__track" aria-hidden="true">
                <span className="analytics-bars__fill" style={{ width: `${entry.percent}%` }} />
              </span>
              <span className="analytics-bars__value">
                {entry.percent}% <span className="analytics-muted">({entry.total.toLocaleString('en')})</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
