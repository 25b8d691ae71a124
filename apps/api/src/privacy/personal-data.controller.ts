import { Body, Controller, Get, HttpCode, Inject, Post, Query, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { AppConfig } from '@intake/config';
import {
  erasePersonalDataRequestSchema,
  erasePersonalDataResponseSchema,
  PERSONAL_DATA_RETENTION_MONTHS,
  type ErasePersonalDataRequest,
  type ErasePersonalDataResponse,
  type PersonalDataLookupResponse,
  type RetentionStatus,
} from '@intake/contracts';
import { streamKind } from '../audit/index.js';
import { AdminGuard, type AdminRequest } from '../platform/auth/admin.guard.js';
import { MinRole } from '../platform/auth/staff-access.decorator.js';
import { APP_CONFIG } from '../platform/tokens.js';
import { parseBody } from '../platform/validation/parse-body.js';
import { ErasePersonalData, type ErasureTarget } from './commands/erase-personal-data.command.js';
import { PersonalDataFinder } from './personal-data-finder.js';
import { RetentionScheduler } from './retention/retention.scheduler.js';

function targetOf(request: ErasePersonalDataRequest): ErasureTarget {
  // The schema lets exactly one through.
  return request.email !== undefined
    ? { email: request.email }
    : request.session_id !== undefined
      ? { session_id: request.session_id }
      : { submission_id: request.submission_id! };
}

/** An admin finds and erases one person's data (docs/personal-data.md), and sees the retention policy. */
@Controller('api/admin')
@MinRole('owner')
@UseGuards(AdminGuard)
export class PersonalDataController {
  constructor(
    private readonly commands: CommandBus,
    private readonly finder: PersonalDataFinder,
    private readonly scheduler: RetentionScheduler,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('personal-data/erase')
  @HttpCode(200)
  async erase(@Body() body: unknown, @Req() req: AdminRequest): Promise<ErasePersonalDataResponse> {
    const request = parseBody(erasePersonalDataRequestSchema, body);
    const outcome = await this.commands.execute(new ErasePersonalData(targetOf(request), 'request', req.admin!.username));
    return erasePersonalDataResponseSchema.parse({
      success: true,
      erasure_id: outcome.erasureId,
      streams_erased: outcome.streamsErased,
      events_redacted: outcome.eventsRedacted,
      files_deleted: outcome.filesDeleted,
    });
  }

  /** What an erasure by the same name would take: record kinds and ids, no personal data. */
  @Get('personal-data/lookup')
  async lookup(@Query() query: Record<string, string | undefined>): Promise<PersonalDataLookupResponse> {
    const request = parseBody(erasePersonalDataRequestSchema, {
      email: query['email'],
      session_id: query['session_id'],
      submission_id: query['submission_id'],
    });
    const streamIds = await this.finder.find(targetOf(request));
    return { records: streamIds.sort().map((stream_id) => ({ stream_id, kind: streamKind(stream_id) })) };
  }

  @Get('retention')
  async retention(): Promise<RetentionStatus> {
    const next = await this.scheduler.nextRunAt();
    return {
      submissions_months: PERSONAL_DATA_RETENTION_MONTHS.submissions,
      analytics_months: PERSONAL_DATA_RETENTION_MONTHS.analytics,
      interval_ms: this.config.personalDataRetentionIntervalMs,
      next_run_at: next ? next.toISOString() : null,
    };
  }
}
