import { Controller, Get, Req, UseGuards } from '@nestjs/common';
import type { DebugCreateTestDataResponse, DebugDatabaseDirectResponse, DebugTestDataFlowResponse } from '@intake/contracts';
import type { FastifyRequest } from 'fastify';
import { AuditedView, listSubject } from '../audit/index.js';
import { AdminGuard } from '../platform/auth/admin.guard.js';
import { MinRole } from '../platform/auth/staff-access.decorator.js';
import { ProcessorRegistry } from '../platform/processors/processor-registry.js';
import { AdminReadQuery } from './admin-read.query.js';
import { DemoConversation } from './debug/demo-conversation.js';

/** The Debug tab's checks (admin spec §2, §7, §8). GETs because the client calls them so. */
@Controller('api/debug')
@MinRole('viewer')
@UseGuards(AdminGuard)
export class DebugController {
  constructor(
    private readonly reads: AdminReadQuery,
    private readonly registry: ProcessorRegistry,
    private readonly demo: DemoConversation,
  ) {}

  @Get('database-direct')
  databaseDirect(): Promise<DebugDatabaseDirectResponse> {
    // The read models are whatever the running projectors own, so a new context shows up by itself.
    const tables = this.registry.all().flatMap((p) => (p.kind === 'projector' ? p.tables : []));
    return this.reads.databaseDirect(tables);
  }

  @Get('test-data-flow')
  @AuditedView(listSubject('debug data-flow sample of conversations', 'sample'))
  testDataFlow(): Promise<DebugTestDataFlowResponse> {
    return this.reads.testDataFlow();
  }

  @MinRole('owner')
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
