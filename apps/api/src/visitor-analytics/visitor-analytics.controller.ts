import { Controller, Get, Inject, Query, UseGuards } from '@nestjs/common';
import type { AnalyticsSessionsResponse, AnalyticsSummaryResponse, AnalyticsTimeseriesResponse } from '@intake/contracts';
import type { Kysely } from 'kysely';
import { AuditedView, listSubject } from '../audit/audited-view.interceptor.js';
import { parseLimit } from '../analytics/paging.js';
import { AdminGuard } from '../platform/auth/admin.guard.js';
import type { Database } from '../platform/database/database.types.js';
import { DB } from '../platform/tokens.js';
import { parseDays, parseGranularity, parseTimeRange } from './analytics-range.js';
import { analyticsSummary } from './analytics-summary.query.js';
import { analyticsTimeseries } from './analytics-timeseries.query.js';
import { parseCountryFilter, visitorOverview } from './visitor-overview.query.js';
import { listVisitorSessions, MAX_SESSIONS } from './visitor-sessions.query.js';

/** The admin Analytics tab's visitor figures (admin spec §7); read from the visitor projections. */
@Controller('analytics')
@UseGuards(AdminGuard)
export class VisitorAnalyticsController {
  constructor(@Inject(DB) private readonly db: Kysely<Database>) {}

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
