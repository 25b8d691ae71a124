import { Injectable } from '@nestjs/common';
import { requestContext } from '@intake/logging';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

export type ExtractionOutcome = 'extracted' | 'failed' | 'erased' | 'already-recorded';
/** delivered/failed: a send was tried; not-sent: refused before sending (erased, over the cap, unreadable job). */
export type EmailOutcome = 'delivered' | 'failed' | 'not-sent';

/**
 * The worker's Prometheus metrics, in a registry of its own (an `npm start` process holds the
 * api's too, and tests start several workers in one process).
 */
@Injectable()
export class WorkerMetrics {
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

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'intake_worker_' });
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
