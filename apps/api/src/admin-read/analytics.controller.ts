import { Controller, Get, Inject, Query, UseGuards } from '@nestjs/common';
import type { AnalyticsSessionsResponse, AnalyticsSummaryResponse, AnalyticsTimeseriesResponse } from '@intake/contracts';
import type { Kysely } from 'kysely';
import { AuditedView, listSubject } from '../audit/audited-view.interceptor.js';
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
  async workWithUs(@Query('limit') limit?: string, @Query('offset') offset?: string) {
    const { items, total } = await listWorkWithUs(this.db, parseLimit(limit, 100), parseOffset(offset));
    return { success: true as const, submissions: items, total };
  }

  @Get('ai-conversations')
  @AuditedView(listSubject('AI guide sessions list', 'conversations'))
  async aiConversations(@Query('limit') limit?: string, @Query('offset') offset?: string) {
    const { items, total } = await listAiConversations(this.db, parseLimit(limit, 100), parseOffset(offset));
    return { success: true as const, conversations: items, total };
  }

  @Get('forms')
  @AuditedView(listSubject('form submissions list', 'submissions'))
  async forms(@Query('limit') limit?: string, @Query('offset') offset?: string) {
    const { items, total } = await listFormSubmissions(this.db, parseLimit(limit, 100), parseOffset(offset));
    return { success: true as const, submissions: items, total };
  }

  @Get('sessions')
  @AuditedView(listSubject('visitor sessions with IP addresses', 'sessions'))
  async sessions(
    @Query('timeRange') timeRange?: string,
    @Query('country') country?: string,
    @Query('limit') limit?: string,
  ): Promise<AnalyticsSessionsResponse> {
    const range = parseTimeRange(timeRange);
    const only = parseCountryFilter(country);
    const most = parseLimit(limit, MAX_SESSIONS, MAX_SESSIONS);
    const now = new Date();
    const [sessions, overview] = await Promise.all([listVisitorSessions(this.db, range, now, only, most), visitorOverview(this.db, range, only, now)]);
    return { success: true, time_range: range, sessions, overview };
  }

  @Get('summary')
  async summary(@Query('days') days?: string): Promise<AnalyticsSummaryResponse> {
    return { success: true, summary: await analyticsSummary(this.db, parseDays(days), new Date()) };
  }

  @Get('timeseries')
  async timeseries(@Query('days') days?: string, @Query('granularity') granularity?: string): Promise<AnalyticsTimeseriesResponse> {
    const n = parseDays(days);
    return { success: true, days: n, ...(await analyticsTimeseries(this.db, n, parseGranularity(granularity), new Date())) };
  }
}
