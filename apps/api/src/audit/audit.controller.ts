import { Readable } from 'node:stream';
import { Body, Controller, Get, HttpCode, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import {
  AUDIT_CSV_HEADER,
  AUDIT_DEFAULT_LIMIT,
  auditCsvFields,
  auditFilterSchema,
  csvRecord,
  recordExportRequestSchema,
  type Acknowledged,
  type AuditEntry,
  type AuditFilter,
  type AuditListResponse,
} from '@intake/contracts';
import type { FastifyReply } from 'fastify';
import { parseLimit, parseOffset } from '../platform/validation/paging.js';
import { AdminGuard, type AdminRequest } from '../platform/auth/admin.guard.js';
import { MinRole } from '../platform/auth/staff-access.decorator.js';
import { parseBody } from '../platform/validation/parse-body.js';
import { ReadModelsCaughtUp } from '../platform/processors/read-models-caught-up.js';
import { auditProjection } from './audit.projection.js';
import { AuditListQuery } from './audit-list.query.js';
import { AuditTrail } from './audit-trail.service.js';

/** How long recording an export waits for the trail to list it. */
const EXPORT_LISTED_WAIT_MS = 5000;
/** The same for the server's own CSV, kept short: the file, not the list, is what the admin waits for. */
const FILE_LISTED_WAIT_MS = 1000;

const EXPORT_NAMES = {
  conversations: 'conversations',
  'work-with-us': 'Work With Us applications',
  forms: 'form submissions',
  'ai-sessions': 'AI guide sessions',
  audit: 'audit trail',
} as const;

type RawQuery = Record<string, string | undefined>;

/** The filters of a query string (unknown keys, paging among them, are not filters). */
function filterOf(query: RawQuery): AuditFilter {
  const { actor, action, from, to, tz } = query;
  const given = Object.fromEntries(Object.entries({ actor, action, from, to, tz }).filter(([, v]) => v !== undefined && v !== ''));
  return parseBody(auditFilterSchema, given);
}

/** The filters in words, for the export's own entry ("audit trail CSV, 12 rows (person ana, action view)"). */
function filterWords(f: AuditFilter): string {
  const parts = [
    f.actor !== undefined ? `person ${f.actor}` : '',
    f.action !== undefined ? `action ${f.action}` : '',
    f.from !== undefined ? `from ${f.from}` : '',
    f.to !== undefined ? `to ${f.to}` : '',
  ].filter(Boolean);
  return parts.length === 0 ? '' : ` (${parts.join(', ')}${f.tz && (f.from || f.to) ? `, ${f.tz}` : ''})`;
}

async function* csvChunks(batches: AsyncIterable<AuditEntry[]>): AsyncGenerator<string> {
  // The byte-order mark makes spreadsheet programs read the file as UTF-8, as the dashboard's own exports do.
  yield `\uFEFF${csvRecord(AUDIT_CSV_HEADER)}`;
  for await (const batch of batches) yield batch.map((e) => csvRecord(auditCsvFields(e))).join('');
}

/** The audit trail: read it, filter it, export it, and record the exports the dashboard makes in the browser. Nothing here edits it. */
@Controller('api/admin/audit')
@MinRole('owner')
@UseGuards(AdminGuard)
export class AuditController {
  constructor(
    private readonly entries: AuditListQuery,
    private readonly readModels: ReadModelsCaughtUp,
    private readonly trail: AuditTrail,
  ) {}

  @Get()
  list(@Query() query: RawQuery): Promise<AuditListResponse> {
    return this.entries.list(filterOf(query), parseLimit(query['limit'], AUDIT_DEFAULT_LIMIT), parseOffset(query['offset']));
  }

  /**
   * Every entry the filters match, not just a page: streamed as CSV a batch at a time. The export
   * is itself an entry, recorded before the first byte leaves (no export without its record), and
   * names exactly the rows the file holds.
   */
  @Get('export.csv')
  async exportCsv(@Query() query: RawQuery, @Req() req: AdminRequest, @Res() reply: FastifyReply): Promise<void> {
    const filter = filterOf(query);
    // The file holds what was recorded when it was counted: not its own entry, nor any recorded
    // while it streams. Entries recorded before then but not yet projected are waited for first,
    // or the file would hold them and the count not (bounded: past the wait, a late one can still slip in).
    const until = new Date();
    await this.readModels.wait([auditProjection], FILE_LISTED_WAIT_MS).catch(() => undefined);
    const rows = await this.entries.count(filter, until);
    await this.trail.exported(req.admin!.username, `${EXPORT_NAMES.audit} CSV, ${rows} row${rows === 1 ? '' : 's'}${filterWords(filter)}`);
    // The tab reloads after an export: it lists this entry (bounded; the file leaves either way).
    await this.readModels.wait([auditProjection], FILE_LISTED_WAIT_MS).catch(() => undefined);
    await reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="audit-trail-${new Date().toISOString().slice(0, 10)}.csv"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(Readable.from(csvChunks(this.entries.batches(filter, until))));
  }

  @MinRole('reviewer')
  @Post('exports')
  @HttpCode(201)
  async recordExport(@Body() body: unknown, @Req() req: AdminRequest): Promise<Acknowledged> {
    const request = parseBody(recordExportRequestSchema, body);
    await this.trail.exported(
      req.admin!.username,
      `${EXPORT_NAMES[request.kind]} ${request.format.toUpperCase()}, ${request.rows} row${request.rows === 1 ? '' : 's'}`,
    );
    // Read your own write: the Audit tab, opened next, lists this export. Bounded; the entry is recorded either way.
    await this.readModels.wait([auditProjection], EXPORT_LISTED_WAIT_MS).catch(() => undefined);
    return { success: true };
  }
}
