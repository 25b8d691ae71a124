import { loadavg } from 'node:os';
import { type Kysely, sql } from 'kysely';

/**
 * What PostgreSQL and the machine were doing while a timed call was slow (issue 35: one call per
 * run spiked to 485–737 ms at p95, a different one each time). A second connection samples every
 * `everyMs` the autovacuum workers at work, the buffers the checkpointer has written, and the load
 * average; a slow call is then named with what overlapped it.
 */

interface Sample {
  at: number;
  autovacuum: string[];
  checkpointBuffers: number;
  checkpoints: number;
  load: number;
}

export interface SlowCall {
  name: string;
  ms: number;
  /** Start of the call, ms since the watch began. */
  at: number;
  autovacuum: string[];
  checkpointBuffers: number;
  checkpointStarted: boolean;
  load: number;
}

export class ServerWatch {
  private readonly samples: Sample[] = [];
  private readonly slow: SlowCall[] = [];
  private readonly began = Date.now();
  private timer: NodeJS.Timeout | undefined;
  private busy = false;

  constructor(
    private readonly db: Kysely<any>,
    private readonly everyMs = 100,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.sample(), this.everyMs);
  }

  private async sample(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      const { rows } = await sql<{ autovacuum: string[] | null; buffers: string; checkpoints: string }>`
        select (select array_agg(query) from pg_stat_activity where backend_type = 'autovacuum worker' and state <> 'idle') as autovacuum,
               buffers_checkpoint as buffers, checkpoints_timed + checkpoints_req as checkpoints
        from pg_stat_bgwriter`.execute(this.db);
      const r = rows[0];
      if (r)
        this.samples.push({
          at: Date.now(),
          autovacuum: r.autovacuum ?? [],
          checkpointBuffers: Number(r.buffers),
          checkpoints: Number(r.checkpoints),
          load: loadavg()[0] ?? 0,
        });
    } catch {
      // A sample missed is a sample missed: the watch explains, it never fails a run.
    } finally {
      this.busy = false;
    }
  }

  /** Records a call of `ms` that began at `startedAt` (Date.now()) as slow; explained at `stop`. */
  noteSlow(name: string, startedAt: number, ms: number): void {
    this.slow.push({ name, ms, at: startedAt, autovacuum: [], checkpointBuffers: 0, checkpointStarted: false, load: 0 });
  }

  /** Stops sampling and names what overlapped each slow call (one sample before it to one after). */
  async stop(): Promise<SlowCall[]> {
    clearInterval(this.timer);
    await this.sample();
    return this.slow.map((call) => {
      const end = call.at + call.ms;
      const before = [...this.samples].reverse().find((s) => s.at <= call.at) ?? this.samples[0];
      const after = this.samples.find((s) => s.at >= end) ?? this.samples.at(-1);
      const during = this.samples.filter((s) => s.at >= call.at - this.everyMs && s.at <= end + this.everyMs);
      return {
        ...call,
        at: call.at - this.began,
        autovacuum: [...new Set(during.flatMap((s) => s.autovacuum))],
        checkpointBuffers: before && after ? after.checkpointBuffers - before.checkpointBuffers : 0,
        checkpointStarted: before && after ? after.checkpoints > before.checkpoints : false,
        load: Math.max(0, ...during.map((s) => s.load)),
      };
    });
  }
}

/** Whether a timed call counts as a pause worth naming: over 100 ms and 4× the call's median. */
export const isPause = (ms: number, median: number) => ms > 100 && ms > 4 * median;
