import { Controller, Get, Inject, Query, UseGuards } from '@nestjs/common';
import type {
  AiConversationsResponse,
  AnalyticsSessionsResponse,
  AnalyticsSummaryResponse,
  AnalyticsTimeseriesResponse,
  FormSubmissionListResponse,
  FunnelsResponse,
  RealtimeResponse,
  TrafficResponse,
  WorkWithUsListResponse,
} from '@intake/contracts';
import type { Kysely } from 'kysely';
import { AuditedView, listSubject, type ViewSubject } from '../audit/audited-view.interceptor.js';
import { AdminGuard } from '../platform/auth/admin.guard.js';
import type { Database } from '../platform/database/database.types.js';
import { DB } from '../platform/tokens.js';
import { parseLimit, parseOffset } from '../platform/validation/paging.js';
import { listAiConversations } from './conversations/ai-conversations.query.js';
import { listFormSubmissions } from './submissions/forms-list.query.js';
import { listWorkWithUs } from './submissions/work-with-us-list.query.js';
import { parseDays, parseGranularity, parseTimeRange } from './visitors/analytics-range.js';
import { analyticsSummary } from './visitors/analytics-summary.query.js';
import { analyticsTimeseries } from './visitors/analytics-timeseries.query.js';
import { parseCountryFilter, visitorOverview } from './visitors/visitor-overview.query.js';
import { listVisitorSessions, MAX_SESSIONS } from './visitors/visitor-sessions.query.js';
import { channelFunnels } from './visitors/channel-funnels.query.js';
import { parseCompare, parseLocalRange, parseTimeZone } from './visitors/local-range.js';
import { visitorRealtime } from './visitors/visitor-realtime.query.js';
import { visitorTraffic } from './visitors/visitor-traffic.query.js';

/** The addresses an admin saw there: the sessions listed and the panel's top addresses. */
const sessionsSubject: ViewSubject = (answer, req) => {
  const overview = typeof answer === 'object' && answer !== null ? (answer as Partial<AnalyticsSessionsResponse>).overview : undefined;
  return `${listSubject('visitor sessions with IP addresses', 'sessions')(answer, req)}, ${overview?.top_ips.length ?? 0} top addresses`;
};

/**
 * The admin's /analytics reads (admin spec §3, §7): the submission and AI-session lists and the
 * Analytics tab's visitor figures, every answer from projections. The public beacon routes under
 * the same prefix are the visitor-analytics context's write side (VisitorTrackingController).
 */
@Controller('analytics')
@UseGuards(AdminGuard)
export class AnalyticsController {
  constructor(@Inject(DB) private readonly db: Kysely<Database>) {}

  @Get('work-with-us')
  @AuditedView(listSubject('Work With Us applications list', 'submissions'))
  async workWithUs(@Query('limit') limit?: string, @Query('offset') offset?: string): Promise<WorkWithUsListResponse> {
    const { items, total } = await listWorkWithUs(this.db, parseLimit(limit, 100), parseOffset(offset));
    return { success: true, submissions: items, total };
  }

  @Get('ai-conversations')
  @AuditedView(listSubject('AI guide sessions list', 'conversations'))
  async aiConversations(@Query('limit') limit?: string, @Query('offset') offset?: string): Promise<AiConversationsResponse> {
    const { items, total } = await listAiConversations(this.db, parseLimit(limit, 100), parseOffset(offset));
    return { success: true, conversations: items, total };
  }

  @Get('forms')
  @AuditedView(listSubject('form submissions list', 'submissions'))
  async forms(@Query('limit') limit?: string, @Query('offset') offset?: string): Promise<FormSubmissionListResponse> {
    const { items, total } = await listFormSubmissions(this.db, parseLimit(limit, 100), parseOffset(offset));
    return { success: true, submissions: items, total };
  }

  @Get('sessions')
  @AuditedView(sessionsSubject)
  async sessions(
    @Query('timeRange') timeRange?: string,
    @Query('country') country?: string,
    @Query('limit') limit?: string,
    @Query('tz') tz?: string,
  ): Promise<AnalyticsSessionsResponse> {
    const range = parseTimeRange(timeRange);
    const only = parseCountryFilter(country);
    // 0: the panel's figures only (our dashboard reads no list); none given: the spec's list.
    const most = parseLimit(limit, MAX_SESSIONS, MAX_SESSIONS, 0);
    // Hours of the day in the admin's zone when the tab names one; the spec's call (no tz) keeps UTC.
    const zone = parseTimeZone(tz);
    const now = new Date();
    const [sessions, overview] = await Promise.all([
      most > 0 ? listVisitorSessions(this.db, range, now, only, most) : [],
      visitorOverview(this.db, range, only, now, zone),
    ]);
    return { success: true, time_range: range, sessions, overview };
  }

  @Get('summary')
  async summary(@Query('days') days?: string, @Query('tz') tz?: string): Promise<AnalyticsSummaryResponse> {
    return { success: true, summary: await analyticsSummary(this.db, parseDays(days), new Date(), parseTimeZone(tz)) };
  }

  @Get('timeseries')
  async timeseries(@Query('days') days?: string, @Query('granularity') granularity?: string, @Query('tz') tz?: string): Promise<AnalyticsTimeseriesResponse> {
    const n = parseDays(days);
    // Days and hours in the admin's zone when the tab names one; the spec's call (no tz) keeps UTC.
    return { success: true, days: n, ...(await analyticsTimeseries(this.db, n, parseGranularity(granularity), new Date(), parseTimeZone(tz))) };
  }

  /** Top pages, entry/exit pages, sources, utm, devices, browsers, OS, countries, engaged time; local days in `tz`, optionally against the previous period. */
  @Get('traffic')
  async traffic(
    @Query('from') from?: string,
    @Query('to') to?: string,
    @Query('tz') tz?: string,
    @Query('compare') compare?: string,
  ): Promise<TrafficResponse> {
    return { success: true, ...(await visitorTraffic(this.db, parseLocalRange(from, to, tz), parseCompare(compare))) };
  }

  /** Visitors with a page view in the last 5 minutes. */
  @Get('realtime')
  async realtime(): Promise<RealtimeResponse> {
    return { success: true, ...(await visitorRealtime(this.db, new Date())) };
  }

  /** One funnel per channel: Work With Us steps, questionnaire questions, chat stages. */
  @Get('funnels')
  async funnels(@Query('from') from?: string, @Query('to') to?: string, @Query('tz') tz?: string): Promise<FunnelsResponse> {
    return { success: true, ...(await channelFunnels(this.db, parseLocalRange(from, to, tz))) };
  }
}
