import { Controller, Get, Inject, Query, UseGuards } from '@nestjs/common';
import type { ConversationsResponse, Stats } from '@intake/contracts';
import type { Kysely } from 'kysely';
import { parseLimit, parseOffset } from '../platform/validation/paging.js';
import { AuditedView, listSubject } from '../audit/audited-view.interceptor.js';
import { AdminGuard } from '../platform/auth/admin.guard.js';
import type { Database } from '../platform/database/database.types.js';
import { DB } from '../platform/tokens.js';
import { listConversations } from './conversations/conversations.query.js';
import { readStats } from './stats/stats.query.js';

/** Admin spec §9: the dashboard asks for up to 1000 conversations (also the cap, MAX_LIMIT). */
export const CONVERSATIONS_DEFAULT_LIMIT = 1000;

/**
 * The dashboard's root-level calls (admin spec §7). The client tries /conversations, then
 * /conversation and /sessions; the Debug tab calls the /api forms. Every path is one handler.
 */
@Controller()
@UseGuards(AdminGuard)
export class DashboardController {
  constructor(@Inject(DB) private readonly db: Kysely<Database>) {}

  @Get(['conversations', 'conversation', 'sessions', 'api/conversations'])
  @AuditedView(listSubject('conversation list', 'conversations'))
  async conversations(@Query('limit') limit?: string, @Query('offset') offset?: string): Promise<ConversationsResponse> {
    const page = { limit: parseLimit(limit, CONVERSATIONS_DEFAULT_LIMIT), offset: parseOffset(offset) };
    const { items, total } = await listConversations(this.db, page.limit, page.offset);
    return { success: true, conversations: items, total, ...page };
  }

  @Get(['stats', 'api/stats'])
  stats(): Promise<Stats> {
    return readStats(this.db);
  }
}
