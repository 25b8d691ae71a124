import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import type { DrivenVisits } from './drive-visits.js';

/**
 * A release fixture on disk (docs/release-fixtures.md): `events.ndjson`, the event log a released
 * version wrote for the visits of drive-visits.ts, one row per line in log order, and
 * `manifest.json`, what was recorded and how.
 */
export const EVENTS_FILE = 'events.ndjson';
export const MANIFEST_FILE = 'manifest.json';

/**
 * One row of `events` as the release stored it. `global_position` is renumbered from 1 in the
 * readers' order, (transaction_id, global_position), and `transaction_id` is left out: both are
 * positions in one database, and a load gives the rows its own (as a restore does).
 */
export interface FixtureEvent {
  global_position: number;
  stream_id: string;
  stream_position: number;
  event_id: string;
  event_type: string;
  schema_version: number;
  data: unknown;
  metadata: unknown;
  created_at: string;
}

export interface FixtureManifest {
  /** The release's version (its package.json) and the commit it was recorded from. */
  release: string;
  commit: string;
  recorded_at: string;
  /** The ids the release made up for the visits: the test opens these response pages. */
  visits: DrivenVisits;
  events: number;
  event_types: Record<string, number>;
}

export interface ReleaseFixture {
  dir: string;
  manifest: FixtureManifest;
  events: FixtureEvent[];
}

const DUMP = `select row_number() over (order by transaction_id, global_position)::int as global_position,
  stream_id, stream_position::int as stream_position, event_id::text as event_id, event_type, schema_version,
  data, metadata, to_json(created_at) #>> '{}' as created_at
  from events order by transaction_id, global_position`;

/** Every event of a database in the readers' order. */
export async function dumpEvents(pool: pg.Pool): Promise<FixtureEvent[]> {
  return (await pool.query<FixtureEvent>(DUMP)).rows;
}

export const toNdjson = (events: FixtureEvent[]): string => events.map((e) => `${JSON.stringify(e)}\n`).join('');

export async function readFixture(dir: string): Promise<ReleaseFixture> {
  const manifest = JSON.parse(await readFile(path.join(dir, MANIFEST_FILE), 'utf8')) as FixtureManifest;
  const events = (await readFile(path.join(dir, EVENTS_FILE), 'utf8'))
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => JSON.parse(line) as FixtureEvent);
  return { dir, manifest, events };
}

/**
 * Writes a fixture's events into an empty, migrated database as its log, exactly as stored (data,
 * schema_version, created_at): what an upgrade finds. Streams' versions follow from the log and
 * the identity continues after the last position, as after a restore.
 */
export async function loadFixture(pool: pg.Pool, events: FixtureEvent[]): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from events');
    if (rows[0]!.n > 0) throw new Error(`the target already holds ${rows[0]!.n} events: a fixture loads into an empty log`);
    await client.query(
      `insert into events (global_position, stream_id, stream_position, event_id, event_type, schema_version, data, metadata, created_at)
       overriding system value
       select global_position, stream_id, stream_position, event_id, event_type, schema_version, data, metadata, created_at
       from jsonb_to_recordset($1::jsonb) as r(global_position bigint, stream_id text, stream_position bigint, event_id uuid,
         event_type text, schema_version int, data jsonb, metadata jsonb, created_at timestamptz)
       order by global_position`,
      [JSON.stringify(events)],
    );
    await client.query('insert into streams (stream_id, version) select stream_id, max(stream_position) from events group by stream_id');
    await client.query("select setval(pg_get_serial_sequence('events', 'global_position'), greatest((select max(global_position) from events), 1))");
    await client.query('commit');
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

/**
 * What the visits still wait for in a log, by name; empty once the worker has read every document
 * (and its fields reached the owner's stream) and answered every email request. Written against
 * the event types every release since 1.0.0 shares, so it judges a released log and HEAD's alike.
 */
export async function pendingWork(pool: pg.Pool): Promise<string[]> {
  const { rows } = await pool.query<{ unread: number; unsynced: number; unanswered: number }>(
    `select
      (select count(*)::int from events u where u.event_type = 'DocumentUploaded' and not exists
        (select 1 from events d where d.stream_id = u.stream_id and d.event_type in ('DocumentExtracted', 'DocumentExtractionFailed'))) as unread,
      (select count(*)::int from events x where x.event_type = 'DocumentExtracted' and not exists
        (select 1 from events f where f.event_type = 'DocumentFieldsExtracted' and f.data->>'document_id' = x.data->>'document_id')) as unsynced,
      (select count(*)::int from events r where r.stream_id not like 'email-%' and r.event_type like '%Requested' and r.data ? 'email_id' and not exists
        (select 1 from events o where o.stream_id = 'email-' || (r.data->>'email_id'))) as unanswered`,
  );
  const r = rows[0]!;
  return [
    r.unread > 0 ? `${r.unread} documents not read` : '',
    r.unsynced > 0 ? `${r.unsynced} documents' fields not on their owner's stream` : '',
    r.unanswered > 0 ? `${r.unanswered} email requests not answered` : '',
  ].filter(Boolean);
}

const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:Z|[+-]\d\d:\d\d)$/;

/**
 * The fixture's events moved in time by `deltaMs`, as if its visits had happened then: the admin's
 * lists read "the last 24 hours" and "today", so a log recorded months ago would show nothing.
 * Moved: `created_at`, and every timestamp in `data` and `metadata` that lies within the recording
 * (an hour either side of its first and last event): those the release's clock wrote. Timestamps
 * the visitor's client sent (drive-visits.ts fixes them in 2020) stay as they were, as does
 * everything else.
 */
export function shiftTimes(events: FixtureEvent[], deltaMs: number): FixtureEvent[] {
  if (events.length === 0) return events;
  const times = events.map((e) => Date.parse(e.created_at));
  const from = Math.min(...times) - 3_600_000;
  const to = Math.max(...times) + 3_600_000;
  const move = (v: unknown): unknown => {
    if (typeof v === 'string' && ISO_TIME.test(v)) {
      const t = Date.parse(v);
      return t >= from && t <= to ? new Date(t + deltaMs).toISOString() : v;
    }
    if (Array.isArray(v)) return v.map(move);
    if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, move(x)]));
    return v;
  };
  return events.map((e) => ({ ...e, created_at: new Date(Date.parse(e.created_at) + deltaMs).toISOString(), data: move(e.data), metadata: move(e.metadata) }));
}
