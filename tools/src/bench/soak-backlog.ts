import { sql, type Kysely } from 'kysely';
import { createDb, createPool } from '@intake/event-store';

/** Work the product has accepted and not finished, at one moment. */
export interface Backlog {
  /** BullMQ jobs waiting, active or delayed (retries), by queue; repeatable schedules and digests not yet due left out. */
  jobs: Record<string, number>;
  /** Staff digests not yet due (one waits STAFF_DIGEST_DELAY_MS after the first notice it holds, by design), and when the last is due. */
  scheduled: { count: number; lastDueAt: number | null };
  /** Jobs that failed for good since the start. */
  failedJobs: number;
  /** Document operations queued or being read (the operations projection). */
  operations: number;
  /** Events the furthest-behind processor (projection or reactor) has still to read, from /api/ready; null when it did not say. */
  processorLag: number | null;
}

/** Jobs, operations and events still to process; NaN when the processors' lag is unknown (never counted as nothing). */
export const outstanding = (b: Backlog) => Object.values(b.jobs).reduce((s, n) => s + n, 0) + b.operations + (b.processorLag ?? Number.NaN);

/**
 * Reads the backlog of the product launched on the embedded database: the BullMQ tables of its
 * PostgreSQL backend (schema `bullmq`), the document operations read model, and the processors'
 * lag as the product's readiness check reports it.
 */
export class BacklogReader {
  private readonly pool;
  private readonly db: Kysely<any>;

  constructor(
    databaseUrl: string,
    private readonly productUrl: string,
  ) {
    this.pool = createPool(databaseUrl, 2);
    this.db = createDb<any>(this.pool);
  }

  async read(): Promise<Backlog> {
    const now = Date.now();
    const [jobs, failed, operations, processorLag] = await Promise.all([
      sql<{ queue: string; digest: boolean; due: string | null; n: number }>`
        select queue, id like 'staff-digest-%' and state = 'delayed' as digest, max(process_at_ms)::text as due, count(*)::int as n
        from bullmq.job where scheduler_id is null and state not in ('completed', 'failed')
        group by 1, 2`.execute(this.db),
      sql<{ n: number }>`select count(*)::int as n from bullmq.job where state = 'failed'`.execute(this.db),
      sql<{ n: number }>`select count(*)::int as n from document_operations where status in ('queued', 'processing')`.execute(this.db),
      this.lag(),
    ]);
    const backlog: Backlog = {
      jobs: {},
      scheduled: { count: 0, lastDueAt: null },
      failedJobs: failed.rows[0]?.n ?? 0,
      operations: operations.rows[0]?.n ?? 0,
      processorLag,
    };
    for (const row of jobs.rows) {
      const due = row.due === null ? 0 : Number(row.due);
      if (row.digest && due > now) {
        backlog.scheduled.count += row.n;
        backlog.scheduled.lastDueAt = Math.max(backlog.scheduled.lastDueAt ?? 0, due);
      } else {
        backlog.jobs[row.queue] = (backlog.jobs[row.queue] ?? 0) + row.n;
      }
    }
    return backlog;
  }

  /**
   * "16 processors, at most N events behind" (or "behind by more than 1000 events: a (1234), ..."):
   * the largest number. Null when the check did not answer in time (it gives up after 2 s).
   */
  private async lag(): Promise<number | null> {
    const res = await fetch(`${this.productUrl}/api/ready`, { signal: AbortSignal.timeout(10_000) }).catch(() => undefined);
    const body = (await res?.json().catch(() => undefined)) as { checks?: { projections?: { detail?: string } } } | undefined;
    const detail = body?.checks?.projections?.detail ?? '';
    const counts = [...detail.matchAll(/at most (\d+) events behind|\((\d+)\)/g)].map((m) => Number(m[1] ?? m[2]));
    return counts.length === 0 ? null : Math.max(...counts);
  }

  close(): Promise<void> {
    return this.db.destroy();
  }
}
