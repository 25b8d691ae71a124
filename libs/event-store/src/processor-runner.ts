import type { Kysely } from 'kysely';
import type pg from 'pg';
import {
  beginWithCheckpointLockSql,
  checkpointFromRow,
  ensureCheckpoint,
  positionOf,
  readCheckpoint,
  samePosition,
  saveCheckpoint,
  saveCheckpointAndCommitSql,
} from './checkpoints.js';
import { createClient, createSingleConnectionDb, type EventStoreTables } from './database.js';
import type { EventNotifications } from './event-notifications.js';
import type { LogPosition, StoredEvent } from './event.types.js';
import { readLog } from './event-store.js';
import { silentLogger, type Logger } from './logger.js';
import type { Processor, Projector, ProjectorMemory, Reactor } from './processor.types.js';

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
  /** A wake-up that came while no sleep was running: the next sleep returns at once. */
  private woken = false;
  /** A notification came since the last read began: events exist that it may not have seen. */
  private notifiedUnread = false;
  /** Between batches of a processor with `gatherMs`: appends do not cut the wait short. */
  private gathering = false;
  private client: pg.Client | undefined;
  private unsubscribe: (() => void) | undefined;
  private _active = false;
  private _processed = 0;
  /** The checkpoint as this instance last read or wrote it; only the lock holder writes it. */
  private position: LogPosition | undefined;
  /** A projector's memory between batches; emptied whenever it may not match the tables. */
  private readonly memory: ProjectorMemory = new Map();

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
    this.unsubscribe = this.opts.notifications?.subscribe(() => this.poke(), this.opts.processor.handles);
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    this.wake?.();
    await this.loop;
  }

  private poke(): void {
    this.notifiedUnread = true;
    // A gathering pause ends in a read anyway.
    if (this.gathering) return;
    if (this.wake) this.wake();
    else this.woken = true;
  }

  /**
   * A plain timer, not an aborted `timers/promises` delay: a processor is woken up to a few
   * hundred times a second under load, and each abort built a DOMException with a stack trace.
   */
  private async sleep(ms: number): Promise<void> {
    if (this.stopped) return;
    if (this.woken) {
      this.woken = false;
      return;
    }
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => this.wake?.(), ms);
      this.wake = () => {
        clearTimeout(timer);
        this.wake = undefined;
        resolve();
      };
    });
  }

  private async gather(ms: number): Promise<void> {
    this.woken = false;
    this.gathering = true;
    try {
      await this.sleep(ms);
    } finally {
      this.gathering = false;
    }
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
        this.position = undefined;
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
      const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock(hashtext($1)) as ok', [`intake-processor:${this.name}`]);
      if (rows[0]?.ok) break;
      await this.sleep(this.standbyRetryMs);
    }
    if (this.stopped) return;
    this.memory.clear();
    await ensureCheckpoint(db, this.name);
    this.position = await readCheckpoint(db, this.name);
    this._active = true;
    this.logger.info({ processor: this.name }, 'processor active');

    let idle = this.minIdleMs;
    const gatherMs = this.opts.processor.gatherMs ?? 0;
    while (!this.stopped) {
      const notified = this.notifiedUnread;
      this.notifiedUnread = false;
      const handled = await this.runBatch(db);
      if (handled > 0) {
        idle = this.minIdleMs;
        // A full batch left a backlog behind it: there is nothing to gather, only to catch up.
        if (gatherMs > 0 && handled < this.batchSize) await this.gather(gatherMs);
        continue;
      }
      // Notified, yet nothing to read: the new events sit behind a transaction still running
      // (readers stop below the oldest one), which will end in milliseconds. Look again soon
      // rather than after the idle wait grown over a quiet spell (up to maxIdleMs: staff opening
      // a response waited a second for their own write in the soak).
      if (notified) idle = this.minIdleMs;
      await this.sleep(idle);
      idle = Math.min(idle * 2, this.maxIdleMs);
    }
  }

  /** One batch; returns how many events it handled. */
  private async runBatch(db: Kysely<EventStoreTables>): Promise<number> {
    const p = this.opts.processor;
    this.position ??= await readCheckpoint(db, p.name);
    // Looked for outside any transaction: most polls find nothing and then cost one read.
    const events = await readLog(db, { after: this.position, limit: this.batchSize, types: p.handles });
    if (events.length === 0) return 0;
    return p.kind === 'projector' ? this.projectBatch(this.client!, db, p, this.position, events) : this.reactBatch(db, p, events);
  }

  /**
   * Read-model writes and the checkpoint commit together: each event is applied exactly once.
   * The checkpoint row is locked first; if it moved since it was read (a replay swapped the
   * tables in), the batch is read again from where it now stands. The transaction is driven on
   * the session by hand so that its two ends cost one round trip each (a batch used to take
   * seven, and on this kind of machine every round trip is a costly wake-up of the server).
   */
  private async projectBatch(client: pg.Client, db: Kysely<EventStoreTables>, p: Projector, readFrom: LogPosition, found: StoredEvent[]): Promise<number> {
    const quote = (literal: string) => client.escapeLiteral(literal);
    try {
      const results = (await client.query(beginWithCheckpointLockSql(p.name, quote))) as unknown as pg.QueryResult[];
      const from = checkpointFromRow(results[1]?.rows[0]);
      const moved = !samePosition(from, readFrom);
      if (moved) this.memory.clear();
      const events = moved ? await readLog(db, { after: from, limit: this.batchSize, types: p.handles }) : found;
      if (events.length === 0) {
        await client.query('commit');
        this.position = from;
        return 0;
      }
      await p.apply(events, db, this.memory);
      const position = positionOf(events[events.length - 1]!);
      await client.query(saveCheckpointAndCommitSql(p.name, position, quote));
      this.position = position;
      this._processed += events.length;
      return events.length;
    } catch (err) {
      // What the memory learnt in this batch was rolled back with it.
      this.memory.clear();
      await client.query('rollback').catch(() => undefined);
      throw err;
    }
  }

  /**
   * Effects run outside any transaction: a slow effect (a queue that is down) must not hold a
   * transaction id open, because every reader of the log waits below the oldest running one.
   * The advisory lock keeps this instance the only one; the checkpoint moves after the effects,
   * so a crash in between redelivers them (at least once).
   */
  private async reactBatch(db: Kysely<EventStoreTables>, p: Reactor, events: StoredEvent[]): Promise<number> {
    if ('reactToBatch' in p) await p.reactToBatch(events);
    else for (const e of events) await p.react(e);
    const position = positionOf(events[events.length - 1]!);
    await saveCheckpoint(db, p.name, position);
    this.position = position;
    this._processed += events.length;
    return events.length;
  }
}
