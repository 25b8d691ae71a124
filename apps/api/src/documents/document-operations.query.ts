import { setTimeout as delay } from 'node:timers/promises';
import { Inject, Injectable } from '@nestjs/common';
import type { ProgressResponse } from '@intake/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../platform/database/database.types.js';
import { NotFoundError } from '../platform/errors/domain-errors.js';
import { ReadModelsCaughtUp } from '../platform/processors/read-models-caught-up.js';
import { DB } from '../platform/tokens.js';
import { isUuid } from '../platform/validation/parse-body.js';
import { documentOperationsProjection } from './documents.projection.js';
import type { DocumentOperationsTable } from './documents.tables.js';
import { toProgressResponse } from './progress.view.js';

const findOperation = (db: Kysely<Database>, operationId: string) =>
  db.selectFrom('document_operations').selectAll().where('operation_id', '=', operationId).executeTakeFirst();

/** GET /api/progress/{operationId}: the operation's projection row as the client polls it. */
export async function loadProgress(db: Kysely<Database>, operationId: string): Promise<ProgressResponse> {
  const row = isUuid(operationId) ? await findOperation(db, operationId) : undefined;
  if (!row) throw new NotFoundError('No upload with this operation id.');
  return toProgressResponse(row);
}

/** The operation once completed, if that happens within `withinMs`; undefined when it failed or is still running. */
export async function completedWithin(db: Kysely<Database>, operationId: string, withinMs: number): Promise<DocumentOperationsTable | undefined> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    // Every 50 ms: a text file or PDF is read in ~100 ms; a coarser look adds its half to every answer.
    await delay(50);
    const row = await findOperation(db, operationId);
    if (row?.status === 'completed') return row;
    if (row?.status === 'failed') return undefined;
  }
  return undefined;
}

/** How long a progress read waits for the operations projection to show an upload just acknowledged. */
const PROGRESS_CATCH_UP_MS = 3000;

/** An operation's progress, as the query object the documents controller takes. */
@Injectable()
export class DocumentOperationsQuery {
  constructor(
    @Inject(DB) private readonly db: Kysely<Database>,
    private readonly readModels: ReadModelsCaughtUp,
  ) {}

  /**
   * A client that polls right after the upload's answer (the spec's client does) may come before
   * the projection has the operation: an unknown id then waits for the projection to reach the
   * log's end once (at once when it already has) before it is a 404.
   */
  async progress(operationId: string): Promise<ProgressResponse> {
    try {
      return await loadProgress(this.db, operationId);
    } catch (err) {
      if (!(err instanceof NotFoundError) || !isUuid(operationId)) throw err;
      await this.readModels.wait([documentOperationsProjection], PROGRESS_CATCH_UP_MS).catch(() => undefined);
      return loadProgress(this.db, operationId);
    }
  }

  completedWithin(operationId: string, withinMs: number): Promise<DocumentOperationsTable | undefined> {
    return completedWithin(this.db, operationId, withinMs);
  }
}
