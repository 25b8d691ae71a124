import { Controller, Get, Inject, Query, UseGuards } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { listAiConversations } from '../guide/ai-conversations.query.js';
import { AuditedView, listSubject } from '../audit/audited-view.interceptor.js';
import { AdminGuard } from '../platform/auth/admin.guard.js';
import type { Database } from '../platform/database/database.types.js';
import { DB } from '../platform/tokens.js';
import { listFormSubmissions } from '../questionnaire/forms-list.query.js';
import { parseLimit, parseOffset } from './paging.js';
import { listWorkWithUs } from './work-with-us-list.query.js';

/** Admin read side: every answer comes from projections. */
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
}
