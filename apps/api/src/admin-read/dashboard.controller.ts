import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import type { ConversationsResponse, Stats } from '@intake/contracts';
import { parseLimit, parseOffset } from '../platform/validation/paging.js';
import { AuditedView, listSubject } from '../audit/index.js';
import { AdminReadQuery } from './admin-read.query.js';
import { AdminOrApiKeyGuard } from '../platform/auth/admin-or-api-key.guard.js';
import { MinRole } from '../platform/auth/staff-access.decorator.js';
import { RequiresScope } from '../platform/auth/requires-scope.decorator.js';

/** Admin spec §9: the dashboard asks for up to 1000 conversations (also the cap, MAX_LIMIT). */
export const CONVERSATIONS_DEFAULT_LIMIT = 1000;

/**
 * The dashboard's root-level calls (admin spec §7). The client tries /conversations, then
 * /conversation and /sessions; the Debug tab calls the /api forms. Every path is one handler.
 */
@Controller()
@MinRole('viewer')
@UseGuards(AdminOrApiKeyGuard)
export class DashboardController {
  constructor(private readonly reads: AdminReadQuery) {}

  @Get(['conversations', 'conversation', 'sessions', 'api/conversations'])
  @RequiresScope('responses:read')
  @AuditedView(listSubject('conversation list', 'conversations'))
  async conversations(@Query('limit') limit?: string, @Query('offset') offset?: string): Promise<ConversationsResponse> {
    const page = { limit: parseLimit(limit, CONVERSATIONS_DEFAULT_LIMIT), offset: parseOffset(offset) };
    const { items, total } = await this.reads.conversations(page.limit, page.offset);
    return { success: true, conversations: items, total, ...page };
  }

  @Get(['stats', 'api/stats'])
  @RequiresScope('analytics:read')
  stats(): Promise<Stats> {
    return this.reads.stats();
  }
}
