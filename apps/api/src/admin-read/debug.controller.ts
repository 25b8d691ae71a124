import { Controller, Get, Inject, Req, UseGuards } from '@nestjs/common';
import type { DebugCreateTestDataResponse, DebugDatabaseDirectResponse, DebugTestDataFlowResponse } from '@intake/contracts';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { AuditedView, listSubject } from '../audit/audited-view.interceptor.js';
import { AdminGuard } from '../platform/auth/admin.guard.js';
import type { Database } from '../platform/database/database.types.js';
import { ProcessorRegistry } from '../platform/processors/processor-registry.js';
import { DB } from '../platform/tokens.js';
import { databaseDirect, testDataFlow } from './debug/debug.queries.js';
import { DemoConversation } from './debug/demo-conversation.js';

/** The Debug tab's checks (admin spec §2, §7, §8). GETs because the client calls them so. */
@Controller('api/debug')
@UseGuards(AdminGuard)
export class DebugController {
  constructor(
    @Inject(DB) private readonly db: Kysely<Database>,
    private readonly registry: ProcessorRegistry,
    private readonly demo: DemoConversation,
  ) {}

  @Get('database-direct')
  databaseDirect(): Promise<DebugDatabaseDirectResponse> {
    // The read models are whatever the running projectors own, so a new context shows up by itself.
    const tables = this.registry.all().flatMap((p) => (p.kind === 'projector' ? p.tables : []));
    return databaseDirect(this.db, tables);
  }

  @Get('test-data-flow')
  @AuditedView(listSubject('debug data-flow sample of conversations', 'sample'))
  testDataFlow(): Promise<DebugTestDataFlowResponse> {
    return testDataFlow(this.db);
  }

  @Get('create-test-data')
  async createTestData(@Req() req: FastifyRequest): Promise<DebugCreateTestDataResponse> {
    const sessionId = await this.demo.create(req.ip);
    return {
      success: true,
      session_id: sessionId,
      message: 'Created one demo AI guide conversation, labelled as admin-debug test data. It appears in the conversation list once the projection catches up.',
    };
  }
}
