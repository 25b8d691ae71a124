import type { AppConfig } from '@intake/config';
import { FsBlobStore } from '@intake/blob-store';
import { DocumentEvents, documentJobSchema, documentStreamId, QUEUES, type DocumentJob } from '@intake/contracts';
import { appendUnlessErased, EventStore } from '@intake/event-store';
import type { GuideEngine } from '@intake/guide-engine';
import { InjectQueue, OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { UnrecoverableError, type Job, type Queue } from 'bullmq';
import { APP_CONFIG, LOGGER } from '@intake/event-store/nest';
import { stripIfFailedForGood } from '../failed-for-good.js';
import type { Logger } from '../logging/logger.provider.js';
import { jobRequestId, WorkerMetrics } from '../operations/worker-metrics.js';
import { extracted, extractionFailed, progressed } from './document-outcome.event-factory.js';
import { GUIDE_ENGINE } from './guide-engine.provider.js';
import { UnreadableDocumentError } from './extraction/extraction-errors.js';
import { EXTRACTION_LIMITS } from './extraction/extraction-limits.js';
import { closeExtractionPool, extractionPool } from './extraction/extraction-pool.js';
import { runExtraction } from './extraction/run-extraction.js';
import type { ExtractionStage } from './extraction/extract-document.js';

const STAGE_PERCENT: Record<ExtractionStage | 'analysing', number> = { reading: 10, ocr: 40, analysing: 80 };

/**
 * Reads an uploaded document and records what it says: text (or OCR), then the fields the
 * guide engine finds. The outcome is appended once whatever the number of deliveries; a file
 * that can never be read fails at once with a reason the visitor can act on.
 */
// Extraction runs in a reader process, so the lock is renewed on time however long it takes; a short
// lock means a job whose worker died (kill -9) is picked up again within half a minute.
// maxStartedAttempts: stalls do not count as attempts, so without it a job whose worker keeps
// dying would be delivered again and again; past it BullMQ fails the job ("started more than
// allowable limit") and `onFailed` records the failure.
@Processor(QUEUES.documents, { concurrency: 2, lockDuration: 20_000, stalledInterval: 10_000, maxStalledCount: 1, maxStartedAttempts: 5 })
export class DocumentsProcessor extends WorkerHost implements OnModuleInit, OnApplicationShutdown {
  private readonly logger: Logger;
  private readonly blobs: FsBlobStore;

  constructor(
    private readonly events: EventStore,
    @Inject(GUIDE_ENGINE) private readonly engine: GuideEngine,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(LOGGER) logger: Logger,
    private readonly metrics: WorkerMetrics,
    @InjectQueue(QUEUES.documents) private readonly queue: Queue,
  ) {
    super();
    this.logger = logger.child({ queue: QUEUES.documents });
    this.blobs = new FsBlobStore(config.blobDir);
  }

  /** The readers start with the worker, so no document pays their start-up. */
  onModuleInit(): void {
    extractionPool().warm();
  }

  /** After the queue's worker has let its running jobs finish (close waits for them), the readers go. */
  async onApplicationShutdown(): Promise<void> {
    await this.worker.close().catch(() => undefined);
    await closeExtractionPool();
  }

  async process(job: Job): Promise<{ status: 'completed' | 'already-recorded' | 'erased' }> {
    return this.metrics.runJob(QUEUES.documents, jobRequestId(job.data), () => this.extract(job));
  }

  private async extract(job: Job): Promise<{ status: 'completed' | 'already-recorded' | 'erased' }> {
    const parsed = documentJobSchema.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`invalid document job: ${parsed.error.message}`);
    const doc = parsed.data;
    const streamId = documentStreamId(doc.document_id);
    const attempt = job.attemptsMade + 1;

    const history = await this.events.readStream(streamId);
    if (history.some((e) => e.type === DocumentEvents.Extracted || e.type === DocumentEvents.ExtractionFailed)) {
      this.metrics.extraction('already-recorded');
      return { status: 'already-recorded' };
    }

    const reported = new Set<string>();
    const report = async (stage: ExtractionStage | 'analysing', percent: number) => {
      await job.updateProgress({ stage, percent });
      if (reported.has(stage)) return;
      reported.add(stage);
      await this.events.append(
        streamId,
        [progressed({ document_id: doc.document_id, stage, percent: Math.max(percent, STAGE_PERCENT[stage]) }, attempt)],
        'any',
      );
    };

    try {
      await report('reading', STAGE_PERCENT.reading);
      const bytes = await this.read(doc);
      // Progress reported while the thread reads: a failed report (the database or the queue
      // gone) must fail this job through the catch below, never escape as an unhandled rejection.
      const progress: Promise<void>[] = [];
      let failedReport: { err: unknown } | undefined;
      const meta = { documentId: doc.document_id, filename: doc.filename };
      const text = await runExtraction(
        bytes,
        doc.ext,
        (stage, percent) => void progress.push(report(stage, percent).catch((err: unknown) => void (failedReport ??= { err }))),
        EXTRACTION_LIMITS,
        this.engine.kind === 'offline' ? meta : undefined,
      );
      await Promise.all(progress);
      if (failedReport) throw failedReport.err;
      await report('analysing', STAGE_PERCENT.analysing);
      const fullText = text.pages.map((p) => p.text).join('\n\n');
      if (!fullText.trim()) throw new UnreadableDocumentError('No readable text was found in the file.');
      // The offline engine's analysis ran in the extraction thread; an LLM engine is called from
      // here (network I/O) and falls back to the same linear, bounded offline rules.
      const reading = { pages: text.totalPages, ocrPages: text.ocrPages, truncated: text.truncated };
      const analysis = text.analysis ?? (await this.engine.analyseDocument(fullText, { ...meta, pages: text.pages, reading }));
      const recorded = await appendUnlessErased(this.events, streamId, [
        extracted({
          document_id: doc.document_id,
          text_chars: fullText.length,
          pages: text.totalPages,
          ocr_pages: text.ocrPages,
          truncated: text.truncated,
          ...analysis,
        }),
      ]);
      if (!recorded) {
        // Erased while it was being read: what was found in it is personal data, dropped here.
        this.logger.info({ jobId: job.id, documentId: doc.document_id }, 'document erased during extraction; result dropped');
        this.metrics.extraction('erased');
        return { status: 'erased' };
      }
      await job.updateProgress({ stage: 'completed', percent: 100 });
      this.logger.info(
        { jobId: job.id, documentId: doc.document_id, pages: text.totalPages, ocrPages: text.ocrPages, fields: analysis.fields.length },
        'document extracted',
      );
      this.metrics.extraction('extracted');
      return { status: 'completed' };
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      const permanent = err instanceof UnreadableDocumentError;
      if (permanent || attempt >= (job.opts.attempts ?? 1)) {
        const visible = permanent ? reason : 'The file could not be read right now. The upload itself succeeded.';
        await this.events.append(streamId, [extractionFailed({ document_id: doc.document_id, reason: visible, attempts: attempt })], 'any');
        this.logger.warn({ jobId: job.id, documentId: doc.document_id, reason, attempt }, 'document extraction failed');
        this.metrics.extraction('failed');
      }
      if (permanent) throw new UnrecoverableError(reason);
      throw err;
    }
  }

  /**
   * A job whose worker stopped renewing its lock (the worker died mid-file). The first stall puts
   * it back in the queue; past `maxStalledCount` BullMQ marks it to fail when next taken, which
   * may be long after (no worker running). Its failure is written now, so the operation ends
   * within one stall check instead of at the sweeper's next round.
   */
  @OnWorkerEvent('stalled')
  async onStalled(jobId: string): Promise<void> {
    try {
      const job = await this.queue.getJob(jobId);
      this.logger.warn({ jobId, willFail: Boolean(job?.deferredFailure) }, 'document job stalled (its worker stopped)');
      if (job?.deferredFailure) await this.recordFailedForGood(job, new UnrecoverableError(job.deferredFailure));
    } catch (err) {
      this.logger.error({ jobId, err }, 'could not look at a stalled document job; the sweeper will');
    }
  }

  /**
   * A job that failed for good stays in the queue for 30 days (queue retention); the file's name
   * is personal data (docs/personal-data.md) and the reason is in ExtractionFailed, so it goes.
   */
  @OnWorkerEvent('failed')
  async onFailed(job: Job | undefined, err: Error): Promise<void> {
    await this.recordFailedForGood(job, err).catch((e: unknown) =>
      this.logger.error({ jobId: job?.id, err: e }, 'could not record a failed document job; the sweeper will'),
    );
    await stripIfFailedForGood(
      job,
      err,
      (data) => {
        const parsed = documentJobSchema.safeParse(data);
        return parsed.success ? { ...parsed.data, filename: '' } : { unreadable: true };
      },
      (e) => this.logger.error({ jobId: job?.id, err: e }, 'could not strip a failed document job'),
    );
  }

  /**
   * A job the queue failed for good without `process` recording it: stalled too often (its
   * reader died mid-file, again and again: a poison file) — BullMQ fails it without calling
   * `process` again. Its failure is written here so the operation ends; the sweeper covers a
   * worker that died before this ran.
   */
  private async recordFailedForGood(job: Job | undefined, err: Error): Promise<void> {
    const setAside = /stalled|started more than/i.test(err.message);
    if (!job || !(err instanceof UnrecoverableError || job.attemptsMade >= (job.opts.attempts ?? 1) || setAside)) return;
    const parsed = documentJobSchema.safeParse(job.data);
    if (!parsed.success) return;
    const streamId = documentStreamId(parsed.data.document_id);
    const history = await this.events.readStream(streamId);
    if (history.some((e) => e.type === DocumentEvents.Extracted || e.type === DocumentEvents.ExtractionFailed)) return;
    const reason = setAside
      ? 'Reading this file stopped the reader several times, so it was set aside and will not be tried again. The upload itself succeeded.'
      : 'The file could not be read right now. The upload itself succeeded.';
    await appendUnlessErased(this.events, streamId, [extractionFailed({ document_id: parsed.data.document_id, reason, attempts: job.attemptsMade })]);
    this.logger.warn({ jobId: job.id, documentId: parsed.data.document_id, err: err.message }, 'document job failed for good; failure recorded');
  }

  private async read(doc: DocumentJob): Promise<Uint8Array> {
    const { stream } = await this.blobs.open(doc.blob_key).catch(() => {
      throw new UnreadableDocumentError('The uploaded file is no longer stored.');
    });
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }
}
