import { Inject, Injectable } from '@nestjs/common';
import type { Job, JobType, Queue } from 'bullmq';
import { documentStreamId } from '@intake/contracts';
import type { Kysely } from 'kysely';
import { documentJobWithoutErased } from '../documents/index.js';
import { emailJobWithoutErased } from '../notifications/index.js';
import type { Database } from '../platform/database/database.types.js';
import { DB, DOCUMENTS_QUEUE, EMAIL_QUEUE } from '../platform/tokens.js';

/** Every state a job can be in; a finished job is removed, any other has its data scrubbed. */
const STATES: readonly JobType[] = ['waiting', 'active', 'delayed', 'prioritized', 'waiting-children', 'completed', 'failed'];
const FINISHED: ReadonlySet<JobType> = new Set(['completed', 'failed']);
const PAGE = 500;

/**
 * The erasure's reach into the queues (issue 28): BullMQ keeps copies of what a job was given
 * (an extraction's file name, an email's recipients and body), completed extraction jobs for 7
 * days and failed ones for 30, on Redis or in PostgreSQL's `bullmq` schema. Each job of the
 * erased streams loses its personal data: a finished one is removed (its outcome is on its
 * stream), one still to run keeps its ids and runs, finds its stream erased, and records that.
 * Both queues are read whole, page by page: erasures are rare, and a job carries no stream id
 * an index could find it by.
 */
@Injectable()
export class QueuedPersonalData {
  constructor(
    @Inject(DB) private readonly db: Kysely<Database>,
    @Inject(EMAIL_QUEUE) private readonly emails: Queue,
    @Inject(DOCUMENTS_QUEUE) private readonly documents: Queue,
  ) {}

  /** Scrubs or removes the jobs of these streams; returns how many. */
  async erase(streamIds: readonly string[]): Promise<number> {
    if (streamIds.length === 0) return 0;
    const rows = await this.db
      .selectFrom('events')
      .select('event_id')
      .where('stream_id', 'in', [...streamIds])
      .execute();
    const events = new Set(rows.map((r) => r.event_id));
    const streams = new Set(streamIds);
    const erased = { event: (id: string) => events.has(id), document: (id: string) => streams.has(documentStreamId(id)) };
    return (
      (await this.scrub(this.emails, (job) => emailJobWithoutErased(String(job.id), job.data, erased.event))) +
      (await this.scrub(this.documents, (job) => documentJobWithoutErased(String(job.id), job.data, erased)))
    );
  }

  private async scrub(queue: Queue, without: (job: Job) => unknown): Promise<number> {
    // Decided over the whole queue first: removing while paging would shift the pages.
    const found: { job: Job; state: JobType; data: unknown }[] = [];
    for (const state of STATES) {
      for (let start = 0; ; start += PAGE) {
        const jobs = (await queue.getJobs([state], start, start + PAGE - 1, true)).filter((j): j is Job => Boolean(j));
        for (const job of jobs) {
          const data = without(job);
          if (data !== null) found.push({ job, state, data });
        }
        if (jobs.length < PAGE) break;
      }
    }
    for (const { job, state, data } of found) await scrubJob(queue, job, state, data);
    return found.length;
  }
}

/**
 * A job listed a moment ago may have moved on since: a worker finished it, or the queue's
 * retention removed it (with PostgreSQL's backend under load, often). The erasure acts on where
 * the job is now instead of failing the whole request.
 */
export async function scrubJob(queue: Queue, job: Job, listedAs: JobType | 'unknown', data: unknown): Promise<void> {
  for (let state = listedAs, attempt = 0; ; attempt++) {
    try {
      if (state === 'unknown') return;
      if (FINISHED.has(state as JobType)) await job.remove();
      else await job.updateData(data);
      return;
    } catch (err) {
      const now = await queue.getJobState(String(job.id));
      if (attempt >= 2 || now === state) throw err;
      state = now;
    }
  }
}
