import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { WorkerHost } from '@nestjs/bullmq';
import { productVersion } from '@intake/config';
import { QUEUES } from '@intake/contracts';
import { PG_POOL } from '@intake/event-store/nest';
import { registerBuildInfo, registerPoolMetrics, registerProcessMetrics, requestContext } from '@intake/logging';
import type { Job, Worker } from 'bullmq';
import type { Pool } from 'pg';
import { Counter, Histogram, Registry } from 'prom-client';

const EXTRACTION_OUTCOMES = ['extracted', 'failed', 'erased', 'already-recorded'] as const;
export type ExtractionOutcome = (typeof EXTRACTION_OUTCOMES)[number];
/** delivered/failed: a send was tried; not-sent: refused before sending (erased, over the cap, unreadable job). */
const EMAIL_OUTCOMES = ['delivered', 'failed', 'not-sent'] as const;
export type EmailOutcome = (typeof EMAIL_OUTCOMES)[number];
const JOB_OUTCOMES = ['completed', 'failed'] as const;
/** The queues this worker takes jobs from: every series below exists (at 0) from the start, so an alert on it never sees "no data". */
const WORKER_QUEUES = [QUEUES.emails, QUEUES.documents, QUEUES.webhooks];

/**
 * The worker's Prometheus metrics, in a registry of its own (an `npm start` process holds the
 * api's too, and tests start several workers in one process).
 */
@Injectable()
export class WorkerMetrics implements OnApplicationBootstrap {
  readonly registry = new Registry();
  private readonly jobDuration = new Histogram({
    name: 'intake_job_duration_seconds',
    help: 'Time a worker spent on one job, by queue and outcome',
    labelNames: ['queue', 'outcome'] as const,
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
    registers: [this.registry],
  });
  private readonly extractions = new Counter({
    name: 'intake_document_extractions_total',
    help: 'Document extraction jobs by outcome',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  private readonly emails = new Counter({
    name: 'intake_emails_total',
    help: 'Emails recorded as delivered, failed, or not sent',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  private readonly jobWait = new Histogram({
    name: 'intake_job_wait_seconds',
    help: 'Time a job waited from being queued (or from the end of its delay) to its first start, by queue',
    labelNames: ['queue'] as const,
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 900],
    registers: [this.registry],
  });
  private readonly retries = new Counter({
    name: 'intake_job_retries_total',
    help: 'Starts of a job that had failed before (a retry after backoff), by queue',
    labelNames: ['queue'] as const,
    registers: [this.registry],
  });
  private readonly stalled = new Counter({
    name: 'intake_jobs_stalled_total',
    help: 'Jobs this worker found stalled (their worker stopped renewing the lock) and put back to wait, by queue',
    labelNames: ['queue'] as const,
    registers: [this.registry],
  });

  constructor(
    private readonly discovery: DiscoveryService,
    @Inject(PG_POOL) pool: Pool,
  ) {
    registerProcessMetrics(this.registry, 'intake_worker_');
    registerBuildInfo(this.registry, productVersion());
    registerPoolMetrics(this.registry, 'intake_worker_', pool);
    for (const outcome of EXTRACTION_OUTCOMES) this.extractions.labels({ outcome }).inc(0);
    for (const outcome of EMAIL_OUTCOMES) this.emails.labels({ outcome }).inc(0);
    for (const queue of WORKER_QUEUES) {
      for (const outcome of JOB_OUTCOMES) this.jobDuration.zero({ queue, outcome });
      this.jobWait.zero({ queue });
      this.retries.labels({ queue }).inc(0);
      this.stalled.labels({ queue }).inc(0);
    }
  }

  /**
   * Every @Processor's BullMQ worker reports its starts and stalls here, on either queue backend
   * (both emit the same worker events), without each processor having to.
   */
  onApplicationBootstrap(): void {
    for (const wrapper of this.discovery.getProviders()) {
      const host = wrapper.instance as unknown;
      if (host instanceof WorkerHost) this.watch(host.worker);
    }
  }

  /** Counts a BullMQ worker's first starts (their wait), retries and the stalled jobs it finds. */
  watch(worker: Worker): void {
    const queue = worker.name;
    worker.on('active', (job: Job) => this.jobStarted(queue, job));
    worker.on('stalled', () => this.stalled.inc({ queue }));
  }

  private jobStarted(queue: string, job: Job): void {
    if (job.attemptsMade > 0) {
      this.retries.inc({ queue });
      return;
    }
    // A first start (a stalled job started again is not waiting time): queued at `timestamp`, due after its delay.
    if (job.processedOn === undefined || (job.attemptsStarted ?? 1) > 1) return;
    const due = job.timestamp + (job.opts.delay ?? 0);
    this.jobWait.observe({ queue }, Math.max(0, job.processedOn - due) / 1000);
  }

  /**
   * Runs one job: timed, and inside the context of the request that caused it, so its log lines
   * carry that request's id (`reqId`) and the events it appends name it as correlation id.
   */
  async runJob<T>(queue: string, requestId: string | undefined, work: () => Promise<T>): Promise<T> {
    const end = this.jobDuration.startTimer({ queue });
    const run = () => work();
    try {
      const result = await (requestId === undefined ? run() : requestContext.run({ requestId }, run));
      end({ outcome: 'completed' });
      return result;
    } catch (err) {
      end({ outcome: 'failed' });
      throw err;
    }
  }

  extraction(outcome: ExtractionOutcome): void {
    this.extractions.inc({ outcome });
  }

  email(outcome: EmailOutcome, count = 1): void {
    if (count > 0) this.emails.inc({ outcome }, count);
  }
}

/** A job's request id as the api's reactors put it in (`request_id`), if it is a string. */
export function jobRequestId(data: unknown): string | undefined {
  const id = (data as { request_id?: unknown } | null)?.request_id;
  return typeof id === 'string' ? id : undefined;
}
