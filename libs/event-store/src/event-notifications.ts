import type pg from 'pg';
import { createClient } from './database.js';

export const EVENTS_CHANNEL = 'intake_events';

/**
 * Wakes processors early when events are appended, in this process or any other.
 * Appenders call `poke()`; pokes are coalesced into at most one NOTIFY in flight, because
 * NOTIFY serialises committing transactions and must stay off the append path.
 */
export class EventNotifications {
  private listener: pg.Client | undefined;
  private readonly subscribers = new Set<() => void>();
  private inFlight = false;
  private pending = false;
  private closed = false;

  constructor(
    private readonly connectionString: string,
    private readonly notifyPool: Pick<pg.Pool, 'query'>,
  ) {}

  async start(): Promise<void> {
    await this.connectListener();
  }

  private async connectListener(): Promise<void> {
    if (this.closed) return;
    const client = createClient(this.connectionString);
    client.on('notification', () => this.wakeLocal());
    client.on('error', () => {
      // The processors keep polling meanwhile; reconnect shortly.
      this.listener = undefined;
      client.end().catch(() => undefined);
      setTimeout(() => void this.connectListener().catch(() => undefined), 1000).unref();
    });
    await client.connect();
    await client.query(`LISTEN ${EVENTS_CHANNEL}`);
    this.listener = client;
  }

  subscribe(fn: () => void): () => void {
    this.subscribers.add(fn);
    return () => this.subscribers.delete(fn);
  }

  private wakeLocal(): void {
    for (const fn of this.subscribers) fn();
  }

  poke(): void {
    this.wakeLocal();
    if (this.inFlight) {
      this.pending = true;
      return;
    }
    this.inFlight = true;
    this.notifyPool
      .query(`NOTIFY ${EVENTS_CHANNEL}`)
      .catch(() => undefined)
      .finally(() => {
        this.inFlight = false;
        if (this.pending && !this.closed) {
          this.pending = false;
          this.poke();
        }
      });
  }

  async close(): Promise<void> {
    this.closed = true;
    this.subscribers.clear();
    await this.listener?.end().catch(() => undefined);
  }
}
