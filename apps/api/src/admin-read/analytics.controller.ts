import { Controller, Get, Query, UseGuards } from '@nestjs/common';
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
import { asListView, AuditedView, listSubject, type ViewSubject } from '../audit/index.js';
import { parseResponseFilter } from '../responses/index.js';
import { summaryQuestions } from '@intake/contracts';
import { AdminOrApiKeyGuard } from '../platform/auth/admin-or-api-key.guard.js';
import { MinRole } from '../platform/auth/staff-access.decorator.js';
import { RequiresScope } from '../platform/auth/requires-scope.decorator.js';
import { parseLimit, parseOffset } from '../platform/validation/paging.js';
import { AdminReadQuery } from './admin-read.query.js';
import { parseDays, parseGranularity, parseTimeRange } from './visitors/analytics-range.js';
import { parseCountryFilter } from './visitors/visitor-overview.query.js';
import { MAX_SESSIONS } from './visitors/visitor-sessions.query.js';
import { parseCompare, parseLocalRange, parseTimeZone } from './visitors/local-range.js';
import { parseTrafficFilter } from './visitors/visitor-traffic.query.js';

/** The addresses an admin saw there: the sessions listed and the panel's top addresses. */
const sessionsSubject: ViewSubject = asListView(
  (answer, req) => {
    const overview = typeof answer === 'object' && answer !== null ? (answer as Partial<AnalyticsSessionsResponse>).overview : undefined;
    return `${listSubject('visitor sessions with IP addresses', 'sessions')(answer, req)}, ${overview?.top_ips.length ?? 0} top addresses`;
  },
  () => 'visitor sessions with IP addresses',
);

/**
 * The admin's /analytics reads (admin spec §3, §7): the submission and AI-session lists and the
 * Analytics tab's visitor figures, every answer from projections. The public beacon routes under
 * the same prefix are the visitor-analytics context's write side (VisitorTrackingController).
 */
@Controller('analytics')
@MinRole('viewer')
@UseGuards(AdminOrApiKeyGuard)
export class AnalyticsController {
  constructor(private readonly reads: AdminReadQuery) {}

  @Get('work-with-us')
  @RequiresScope('responses:read')
  @AuditedView(listSubject('Work With Us applications list', 'submissions'))
  async workWithUs(
    @Query('limit') limit?: string,
    @Query('offset') offset?: string,
    @Query('tag') tag?: unknown,
    @Query('answer') answer?: unknown,
  ): Promise<WorkWithUsListResponse> {
    const filter = parseResponseFilter(summaryQuestions('work-with-us'), { tag, answer });
    const { items, total } = await this.reads.workWithUs(parseLimit(limit, 100), parseOffset(offset), filter);
    return { success: true, submissions: items, total };
  }

  @Get('ai-conversations')
  @RequiresScope('responses:read')
  @AuditedView(listSubject('AI guide sessions list', 'conversations'))
  async aiConversations(
    @Query('limit') limit?: string,
    @Query('offset') offset?: string,
    @Query('tag') tag?: unknown,
    @Query('answer') answer?: unknown,
  ): Promise<AiConversationsResponse> {
    const filter = parseResponseFilter(summaryQuestions('chat'), { tag, answer });
    const { items, total } = await this.reads.aiConversations(parseLimit(limit, 100), parseOffset(offset), filter);
    return { success: true, conversations: items, total };
  }

  @Get('forms')
  @RequiresScope('responses:read')
  @AuditedView(listSubject('form submissions list', 'submissions'))
  async forms(
    @Query('limit') limit?: string,
    @Query('offset') offset?: string,
    @Query('tag') tag?: unknown,
    @Query('answer') answer?: unknown,
  ): Promise<FormSubmissionListResponse> {
    const filter = parseResponseFilter(summaryQuestions('questionnaire'), { tag, answer });
    const { items, total } = await this.reads.forms(parseLimit(limit, 100), parseOffset(offset), filter);
    return { success: true, submissions: items, total };
  }

  @Get('sessions')
  @RequiresScope('analytics:read')
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
      most > 0 ? this.reads.visitorSessions(range, now, only, most) : [],
      this.reads.visitorOverview(range, only, now, zone),
    ]);
    return { success: true, time_range: range, sessions, overview };
  }

  @Get('summary')
  @RequiresScope('analytics:read')
  async summary(@Query('days') days?: string, @Query('tz') tz?: string): Promise<AnalyticsSummaryResponse> {
    return { success: true, summary: await this.reads.summary(parseDays(days), new Date(), parseTimeZone(tz)) };
  }

  @Get('timeseries')
  @RequiresScope('analytics:read')
  async timeseries(@Query('days') days?: string, @Query('granularity') granularity?: string, @Query('tz') tz?: string): Promise<AnalyticsTimeseriesResponse> {
    const n = parseDays(days);
    // Days and hours in the admin's zone when the tab names one; the spec's call (no tz) keeps UTC.
    return { success: true, days: n, ...(await this.reads.timeseries(n, parseGranularity(granularity), new Date(), parseTimeZone(tz))) };
  }

  /** Top pages, entry/exit pages, sources, utm, devices, browsers, OS, countries, engaged time; local days in `tz`, optionally against the previous period. */
  @Get('traffic')
  @RequiresScope('analytics:read')
  async traffic(
    @Query('from') from?: string,
    @Query('to') to?: string,
    @Query('tz') tz?: string,
    @Query('compare') compare?: string,
    @Query('filter') filter?: string,
  ): Promise<TrafficResponse> {
    return { success: true, ...(await this.reads.traffic(parseLocalRange(from, to, tz), parseCompare(compare), parseTrafficFilter(filter))) };
  }

  /** Visitors with a page view in the last 5 minutes. */
  @Get('realtime')
  @RequiresScope('analytics:read')
  async realtime(): Promise<RealtimeResponse> {
    return { success: true, ...(await this.reads.realtime(new Date())) };
  }

  /** One funnel per channel: Work With Us steps, questionnaire questions, chat stages. */
  @Get('funnels')
  @RequiresScope('analytics:read')
  async funnels(@Query('from') from?: string, @Query('to') to?: string, @Query('tz') tz?: string): Promise<FunnelsResponse> {
    return { success: true, ...(await this.reads.funnels(parseLocalRange(from, to, tz))) };
  }
}
