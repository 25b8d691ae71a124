import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { createClient } from './database.js';

export const EVENTS_CHANNEL = 'intake_events';
/** NOTIFY payloads are limited to 8000 bytes; a longer list of types is sent as "any type". */
const MAX_TYPES_PAYLOAD = 7000;
const DEFAULT_MIN_NOTIFY_INTERVAL_MS = 10;

type Subscriber = { wake: () => void; types: ReadonlySet<string> | undefined };

/**
 * Wakes processors early when events are appended, in this process or any other, and only the
 * processors that handle one of the appended types. Appenders call `poke(types)`; processors in
 * this process wake at once. Pokes are coalesced into at most one NOTIFY in flight and at most
 * one per `minNotifyIntervalMs` (its payload the union of the types since the last one): NOTIFY
 * serialises committing transactions and costs a server round trip, so under a stream of appends
 * the other processes are woken a few times per second's tenth, not once per append. The first
 * poke after a quiet interval is sent at once.
 */
export class EventNotifications {
  private listener: pg.Client | undefined;
  private readonly subscribers = new Set<Subscriber>();
  /** Tags this instance's NOTIFYs: its own subscribers were woken when it was poked. */
  private readonly instance = randomUUID();
  private inFlight = false;
  private lastSentAt = 0;
  private readonly pendingTypes = new Set<string>();
  private pendingAnyType = false;
  private closed = false;

  constructor(
    private readonly connectionString: string,
    private readonly notifyPool: Pick<pg.Pool, 'query'>,
    private readonly minNotifyIntervalMs = DEFAULT_MIN_NOTIFY_INTERVAL_MS,
  ) {}

  async start(): Promise<void> {
    await this.connectListener();
  }

  private async connectListener(): Promise<void> {
    if (this.closed) return;
    const client = createClient(this.connectionString);
    client.on('notification', (msg) => this.onNotification(msg.payload ?? ''));
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

  /** `types`: the event types `wake` cares about; empty or none = every type. */
  subscribe(wake: () => void, types?: readonly string[]): () => void {
    const subscriber = { wake, types: types && types.length > 0 ? new Set(types) : undefined };
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  private onNotification(payload: string): void {
    const bar = payload.indexOf('|');
    // A payload of another shape (a NOTIFY by hand) wakes everyone.
    if (bar < 0) return this.wakeLocal(undefined);
    if (payload.slice(0, bar) === this.instance) return;
    const types = payload.slice(bar + 1);
    this.wakeLocal(types ? types.split(',') : undefined);
  }

  private wakeLocal(types: readonly string[] | undefined): void {
    for (const s of this.subscribers) {
      if (!s.types || !types || types.some((t) => s.types!.has(t))) s.wake();
    }
  }

  /** Events of `types` were appended (none given: of any type). */
  poke(types?: readonly string[]): void {
    this.wakeLocal(types);
    if (types) for (const t of types) this.pendingTypes.add(t);
    else this.pendingAnyType = true;
    if (!this.inFlight) this.flush();
  }

  private flush(): void {
    if (this.closed || (!this.pendingAnyType && this.pendingTypes.size === 0)) return;
    const wait = this.lastSentAt + this.minNotifyIntervalMs - Date.now();
    if (wait > 0) {
      this.inFlight = true;
      setTimeout(() => {
        this.inFlight = false;
        this.flush();
      }, wait);
      return;
    }
    this.lastSentAt = Date.now();
    const list = [...this.pendingTypes].join(',');
    const types = this.pendingAnyType || list.length > MAX_TYPES_PAYLOAD ? '' : list;
    this.pendingTypes.clear();
    this.pendingAnyType = false;
    this.inFlight = true;
    this.notifyPool
      .query('select pg_notify($1, $2)', [EVENTS_CHANNEL, `${this.instance}|${types}`])
      .catch(() => undefined)
      .finally(() => {
        this.inFlight = false;
        this.flush();
      });
  }

  async close(): Promise<void> {
    this.closed = true;
    this.subscribers.clear();
    await this.listener?.end().catch(() => undefined);
  }
}
