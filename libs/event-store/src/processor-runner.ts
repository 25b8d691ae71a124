import { setTimeout as delay } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import { lockCheckpoint, positionOf, readCheckpoint, saveCheckpoint } from './checkpoints.js';
import { createClient, createSingleConnectionDb, type EventStoreTables } from './database.js';
import type { EventNotifications } from './event-notifications.js';
import { readLog } from './event-store.js';
import { silentLogger, type Logger } from './logger.js';
import type { Processor, Projector, Reactor } from './processor.types.js';

export interface ProcessorRunnerOptions {
  connectionString: string;
  processor: Processor;
  notifications?: EventNotifications;
  logger?: Logger;
  batchSize?: number;
  /** Idle polling starts at minIdleMs and doubles up to maxIdleMs; a NOTIFY cuts the wait short. */
  minIdleMs?: number;
  maxIdleMs?: number;
  /** How often a standby instance retries the advisory lock. */
  standbyRetryMs?: number;
}

/**
 * Runs one processor: holds its advisory lock on a dedicated session (so exactly one instance
 * in the deployment runs it), then loops over batches of the global log. Each batch is one
 * transaction on that session: checkpoint row locked, events handled, checkpoint saved.
 */
export class ProcessorRunner {
  private stopped = false;
  private loop: Promise<void> | undefined;
  private wake: (() => void) | undefined;
  private client: pg.Client | undefined;
  private unsubscribe: (() => void) | undefined;
  private _active = false;
  private _processed = 0;

  private readonly batchSize: number;
  private readonly minIdleMs: number;
  private readonly maxIdleMs: number;
  private readonly standbyRetryMs: number;
  private readonly logger: Logger;

  constructor(private readonly opts: ProcessorRunnerOptions) {
    this.batchSize = opts.batchSize ?? 500;
    this.minIdleMs = opts.minIdleMs ?? 20;
    this.maxIdleMs = opts.maxIdleMs ?? 1000;
    this.standbyRetryMs = opts.standbyRetryMs ?? 2000;
    this.logger = opts.logger ?? silentLogger;
  }

  get name(): string {
    return this.opts.processor.name;
  }

  /** True while this instance holds the processor's lock. */
  get active(): boolean {
    return this._active;
  }

  get processed(): number {
    return this._processed;
  }

  start(): void {
    if (this.loop) return;
    this.unsubscribe = this.opts.notifications?.subscribe(() => this.wake?.());
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    this.wake?.();
    await this.loop;
  }

  private async sleep(ms: number): Promise<void> {
    if (this.stopped) return;
    const ac = new AbortController();
    this.wake = () => ac.abort();
    await delay(ms, undefined, { signal: ac.signal }).catch(() => undefined);
    this.wake = undefined;
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      try {
        await this.session();
      } catch (err) {
        if (this.stopped) break;
        this.logger.error({ err, processor: this.name }, 'processor session failed; reconnecting');
        await this.sleep(this.maxIdleMs);
      } finally {
        this._active = false;
        const c = this.client;
        this.client = undefined;
        await c?.end().catch(() => undefined);
      }
    }
  }

  private async session(): Promise<void> {
    const client = createClient(this.opts.connectionString);
    client.on('error', () => undefined);
    this.client = client;
    await client.connect();
    // A batch stuck mid-transaction would hold back every reader of the log (they stop below
    // the oldest running transaction): the server ends such a session, and this loop reconnects.
    await client.query(`set idle_in_transaction_session_timeout = '30s'`);
    const db = createSingleConnectionDb<EventStoreTables>(client);

    while (!this.stopped) {
      const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock(hashtext($1)) as ok', [
        `intake-processor:${this.name}`,
      ]);
      if (rows[0]?.ok) break;
      await this.sleep(this.standbyRetryMs);
    }
    if (this.stopped) return;
    this._active = true;
    this.logger.info({ processor: this.name }, 'processor active');

    let idle = this.minIdleMs;
    while (!this.stopped) {
      const handled = await this.runBatch(db);
      if (handled > 0) {
        idle = this.minIdleMs;
        continue;
      }
      await this.sleep(idle);
      idle = Math.min(idle * 2, this.maxIdleMs);
    }
  }

  /** One batch; returns how many events it handled. */
  async runBatch(db: Kysely<EventStoreTables>): Promise<number> {
    const p = this.opts.processor;
    return p.kind === 'projector' ? this.projectBatch(db, p) : this.reactBatch(db, p);
  }

  /** Read-model writes and the checkpoint commit together: each event is applied exactly once. */
  private projectBatch(db: Kysely<EventStoreTables>, p: Projector): Promise<number> {
    return db.transaction().execute(async (trx) => {
      const from = await lockCheckpoint(trx, p.name);
      const events = await readLog(trx, { after: from, limit: this.batchSize, types: p.handles });
      if (events.length === 0) return 0;
      await p.apply(events, trx);
      await saveCheckpoint(trx, p.name, positionOf(events[events.length - 1]!));
      this._processed += events.length;
      return events.length;
    });
  }

  /**
   * Effects run outside any transaction: a slow effect (a queue that is down) must not hold a
   * transaction id open, because every reader of the log waits below the oldest running one.
   * The advisory lock keeps this instance the only one; the checkpoint moves after the effects,
   * so a crash in between redelivers them (at least once).
   */
  private async reactBatch(db: Kysely<EventStoreTables>, p: Reactor): Promise<number> {
    const from = await readCheckpoint(db, p.name);
    const events = await readLog(db, { after: from, limit: this.batchSize, types: p.handles });
    if (events.length === 0) return 0;
    for (const e of events) await p.react(e);
    await db.transaction().execute(async (trx) => {
      await lockCheckpoint(trx, p.name);
      await saveCheckpoint(trx, p.name, positionOf(events[events.length - 1]!));
    });
    this._processed += events.length;
    return events.length;
  }

}
