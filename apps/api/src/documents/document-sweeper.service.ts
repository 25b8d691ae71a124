import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { AppConfig } from '@intake/config';
import { DocumentEvents, documentStreamId, type DocumentJob, type DocumentStreamEvent } from '@intake/contracts';
import { appendUnlessErased, EventStore, nameBasedUuid } from '@intake/event-store';
import type { Queue } from 'bullmq';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../platform/database/database.types.js';
import { APP_CONFIG, DB, DOCUMENTS_QUEUE, LOGGER } from '../platform/tokens.js';
import { DOCUMENT_JOB_OPTIONS } from './documents.reactor.js';
import { decideSweep, documentJobId, type QueueJobState } from './document-sweep.decider.js';

export interface SweepOutcome {
  requeued: string[];
  failed: string[];
}

/**
 * Every operation ends (docs/documents.md "When the queue loses a job"): looks at documents that
 * have been queued or reading for a while and asks the queue about their job. What it appends has
 * ids derived from the document, so replicas sweeping at once append each decision once.
 */
@Injectable()
export class DocumentSweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(DB) private readonly db: Kysely<Database>,
    private readonly store: EventStore,
    @Inject(DOCUMENTS_QUEUE) private readonly queue: Queue,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.runProcessors) return;
    this.timer = setInterval(() => {
      this.running ??= this.sweep()
        .catch((err: unknown) => this.logger.warn({ err, component: 'document-sweeper' }, 'document sweep failed; next round retries'))
        .finally(() => (this.running = undefined));
    }, this.config.documentSweep.everyMs);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  async sweep(staleAfterMs: number = this.config.documentSweep.staleAfterMs): Promise<SweepOutcome> {
    const outcome: SweepOutcome = { requeued: [], failed: [] };
    const stale = await this.db
      .selectFrom('document_operations')
      .select('document_id')
      .where('status', 'in', ['queued', 'processing'])
      .where('updated_at', '<=', new Date(Date.now() - staleAfterMs))
      .orderBy('updated_at')
      .limit(200)
      .execute();
    for (const { document_id } of stale) {
      const history = await this.store.readStream<DocumentStreamEvent>(documentStreamId(document_id));
      const upload = history[0];
      if (!upload || upload.type !== DocumentEvents.Uploaded) continue;
      const requeues = history.filter((e) => e.type === DocumentEvents.ExtractionRequeued).length;
      const jobId = documentJobId(upload.eventId, requeues);
      const job = await this.queue.getJob(jobId);
      const state = job ? await job.getState() : 'missing';
      // The outcome is read after the queue's state: a worker appends it before its job completes
      // or fails, so a job seen ended has its outcome in this read. Read before, a job ending in
      // between looked like one that ended without an outcome, and was failed beside its result.
      const since = await this.store.readStream<DocumentStreamEvent>(documentStreamId(document_id), (history.at(-1)?.streamPosition ?? 0) + 1);
      const decision = decideSweep(
        {
          finished: [...history, ...since].some((e) => e.type === DocumentEvents.Extracted || e.type === DocumentEvents.ExtractionFailed),
          job: (['missing', 'waiting', 'active', 'delayed', 'completed', 'failed'].includes(state) ? state : 'other') as QueueJobState,
          failedReason: job?.failedReason ?? null,
          requeues,
        },
        this.config.documentSweep.maxRequeues,
      );
      if (decision.kind === 'requeue') {
        const next = documentJobId(upload.eventId, decision.requeue);
        const appended = await appendUnlessErased(this.store, documentStreamId(document_id), [
          {
            id: nameBasedUuid(`${document_id}/requeue/${decision.requeue}`),
            type: DocumentEvents.ExtractionRequeued,
            data: { document_id, requeue: decision.requeue, job_id: next },
          },
        ]);
        if (!appended) continue;
        const u = upload.data;
        const data: DocumentJob = {
          document_id: u.document_id,
          operation_id: u.operation_id,
          blob_key: u.blob_key,
          ext: u.ext,
          filename: u.filename,
          owner_kind: u.owner.kind,
        };
        await this.queue.add('extract', data, { ...DOCUMENT_JOB_OPTIONS, jobId: next });
        outcome.requeued.push(document_id);
        this.logger.warn({ documentId: document_id, requeue: decision.requeue }, 'document job lost by the queue; queued again');
      } else if (decision.kind === 'fail') {
        const attempts = (job?.attemptsMade ?? 0) + requeues;
        const appended = await appendUnlessErased(this.store, documentStreamId(document_id), [
          { id: nameBasedUuid(`${document_id}/failed`), type: DocumentEvents.ExtractionFailed, data: { document_id, reason: decision.reason, attempts } },
        ]);
        if (appended) outcome.failed.push(document_id);
        this.logger.warn({ documentId: document_id, state, failedReason: job?.failedReason }, 'document operation ended by the sweeper');
      }
    }
    return outcome;
  }
}
