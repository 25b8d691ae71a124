import { Body, Controller, Get, HttpCode, Inject, Post, Query, Req, UseGuards } from '@nestjs/common';
import { AUDIT_DEFAULT_LIMIT, recordExportRequestSchema, type Acknowledged, type AuditListResponse } from '@intake/contracts';
import type { Kysely } from 'kysely';
import { parseLimit, parseOffset } from '../platform/validation/paging.js';
import { AdminGuard, type AdminRequest } from '../platform/auth/admin.guard.js';
import type { Database } from '../platform/database/database.types.js';
import { DB } from '../platform/tokens.js';
import { parseBody } from '../platform/validation/parse-body.js';
import { waitForReadModels } from '../privacy/read-models-caught-up.js';
import { auditProjection } from './audit.projection.js';
import { listAuditEntries } from './audit-list.query.js';
import { AuditTrail } from './audit-trail.service.js';

/** How long recording an export waits for the trail to list it. */
const EXPORT_LISTED_WAIT_MS = 5000;

const EXPORT_NAMES = {
  conversations: 'conversations',
  'work-with-us': 'Work With Us applications',
  forms: 'form submissions',
  'ai-sessions': 'AI guide sessions',
  audit: 'audit trail',
} as const;

/** The audit trail: read it, and record the exports the dashboard makes in the browser. Nothing here edits it. */
@Controller('api/admin/audit')
@UseGuards(AdminGuard)
export class AuditController {
  constructor(
    @Inject(DB) private readonly db: Kysely<Database>,
    private readonly trail: AuditTrail,
  ) {}

  @Get()
  list(@Query('limit') limit?: string, @Query('offset') offset?: string): Promise<AuditListResponse> {
    return listAuditEntries(this.db, parseLimit(limit, AUDIT_DEFAULT_LIMIT), parseOffset(offset));
  }

  @Post('exports')
  @HttpCode(201)
  async recordExport(@Body() body: unknown, @Req() req: AdminRequest): Promise<Acknowledged> {
    const request = parseBody(recordExportRequestSchema, body);
    await this.trail.exported(
      req.admin!.username,
      `${EXPORT_NAMES[request.kind]} ${request.format.toUpperCase()}, ${request.rows} row${request.rows === 1 ? '' : 's'}`,
    );
    // Read your own write: the Audit tab, opened next, lists this export. Bounded; the entry is recorded either way.
    await waitForReadModels(this.db, [auditProjection], EXPORT_LISTED_WAIT_MS).catch(() => undefined);
    return { success: true };
  }
}
