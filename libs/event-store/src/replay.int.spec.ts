import { randomInt } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import { EventStore, ProcessorRunner, defineRowProjection, readCheckpoint, readLog, replayProjection, type NewEvent } from './index.js';
import { comparePositions, createTestDatabase, waitForCatchUp, type TestDatabase } from './testing/index.js';

interface IdeaRow extends Record<string, unknown> {
  id: string;
  title: string;
  score: number;
  /** How many events shaped the row: applying one twice, or missing one, changes it. */
  revisions: number;
  tags: string[];
  last_position: number;
}

const IDEA_EVENTS = ['IdeaSubmitted', 'IdeaRenamed', 'IdeaScored', 'IdeaTagged', 'IdeaWithdrawn'] as const;

/** The benchmark's events: every type carries the same loosely filled data. */
type IdeaEvent = {
  [T in (typeof IDEA_EVENTS)[number]]: { type: T; data: { title?: string; delta?: number; tag?: string; tags?: string[] } };
}[(typeof IDEA_EVENTS)[number]];

const ideas = defineRowProjection<IdeaRow, IdeaEvent>({
  name: 'ideas',
  table: 'ideas',
  keyColumn: 'id',
  jsonColumns: ['tags'],
  handles: IDEA_EVENTS,
  key: (e) => e.streamId,
  evolve(row, e) {
    const d = e.data;
    const touched = (r: IdeaRow): IdeaRow => ({ ...r, revisions: r.revisions + 1, last_position: e.streamPosition });
    switch (e.type) {
      case 'IdeaSubmitted':
        return { id: e.streamId, title: d.title!, score: 0, revisions: (row?.revisions ?? 0) + 1, tags: d.tags ?? [], last_position: e.streamPosition };
      case 'IdeaRenamed':
        return row && { ...touched(row), title: d.title! };
      case 'IdeaScored':
        return row && { ...touched(row), score: row.score + d.delta! };
      case 'IdeaTagged':
        return row && { ...touched(row), tags: [...row.tags, d.tag!] };
      case 'IdeaWithdrawn':
        return null;
      default:
        return row;
    }
  },
});

const IDEAS_DDL = sql`
  create table ideas (
    id text primary key,
    title text not null,
    score integer not null,
    revisions integer not null,
    tags jsonb not null,
    last_position bigint not null
  );
  create index ideas_score_idx on ideas (score)`;

/** A realistic mix: submissions, several kinds of update, withdrawals, and events of other types. */
function nextEvents(version: number, i: number): NewEvent[] {
  if (version === 0) return [{ type: 'IdeaSubmitted', data: { title: `Idea ${i}`, tags: ['new'] } }];
  const roll = randomInt(0, 100);
  if (roll < 8) return [{ type: 'IdeaWithdrawn', data: {} }];
  if (roll < 16) return [{ type: 'VisitorTracked', data: { page: '/about' } }];
  if (roll < 40) return [{ type: 'IdeaRenamed', data: { title: `Idea ${i} v${version}` } }];
  if (roll < 60) return [{ type: 'IdeaTagged', data: { tag: `t${randomInt(0, 5)}` } }];
  if (roll < 80) return [{ type: 'IdeaScored', data: { delta: randomInt(-3, 10) } }];
  return [
    { type: 'IdeaScored', data: { delta: randomInt(0, 5) } },
    { type: 'IdeaRenamed', data: { title: `Idea ${i} bis` } },
  ];
}

async function writeIdeas(store: EventStore, appends: number, streams = 40, label = 'w'): Promise<void> {
  for (let i = 0; i < appends; i++) {
    const streamId = `idea-${randomInt(0, streams)}`;
    const version = await store.streamVersion(streamId);
    // After a withdrawal the idea may be submitted again; 'any' because writers share streams.
    const events = version > 0 && randomInt(0, 10) === 0 ? [{ type: 'IdeaSubmitted', data: { title: `Again ${label}${i}` } }] : nextEvents(version, i);
    await store.append(streamId, events, 'any');
  }
}

/** What the projection must hold: every handled event folded once, in log order, in memory. */
async function expectedRows(db: Kysely<any>): Promise<IdeaRow[]> {
  const events = await readLog<IdeaEvent>(db, { limit: 1_000_000, types: ideas.handles });
  const rows = new Map<string, IdeaRow | null>();
  for (const e of events) rows.set(e.streamId, ideas.evolve(rows.get(e.streamId) ?? null, e));
  return [...rows.values()].filter((r): r is IdeaRow => r !== null).sort((a, b) => (a.id < b.id ? -1 : 1));
}

async function tableRows(db: Kysely<any>): Promise<IdeaRow[]> {
  const { rows } = await sql<IdeaRow>`select * from ideas order by id collate "C"`.execute(db);
  return rows.map((r) => ({ ...r, last_position: Number(r.last_position) }));
}

describe('replayProjection (real Postgres)', () => {
  let t: TestDatabase;
  let store: EventStore;
  let live: ProcessorRunner;

  beforeEach(async () => {
    t = await createTestDatabase();
    store = new EventStore(t.db);
    await IDEAS_DDL.execute(t.db);
    live = new ProcessorRunner({ connectionString: t.url, processor: ideas, batchSize: 25, minIdleMs: 5, maxIdleMs: 50 });
    live.start();
  });

  afterEach(async () => {
    await live.stop();
    await t.drop();
  });

  it('rebuilds from position zero into fresh tables that equal the live projection, keeping the checkpoint', async () => {
    await writeIdeas(store, 400);
    await waitForCatchUp(t.db, 'ideas', { types: ideas.handles });
    const before = await tableRows(t.db);
    expect(before).toEqual(await expectedRows(t.db));
    expect(before.length).toBeGreaterThan(10);
    const checkpointBefore = await readCheckpoint(t.db, 'ideas');

    const result = await replayProjection(t.db, ideas, { batchSize: 64 });

    expect(await tableRows(t.db)).toEqual(before);
    expect(comparePositions(await readCheckpoint(t.db, 'ideas'), checkpointBefore)).toBeGreaterThanOrEqual(0);
    const { rows: handled } = await sql<{ n: number }>`
      select count(*)::int as n from events where event_type = any(${[...ideas.handles]}::text[])`.execute(t.db);
    expect(result).toMatchObject({ projection: 'ideas', events: handled[0]!.n });
    expect(result.eventsPerSecond).toBeGreaterThan(0);

    // The swapped-in table kept the live one's indexes; no scratch schema is left behind.
    const { rows: indexes } = await sql<{ indexname: string }>`
      select indexname from pg_indexes where schemaname = 'public' and tablename = 'ideas' order by indexname`.execute(t.db);
    expect(indexes.map((r) => r.indexname)).toEqual(['ideas_pkey', 'ideas_score_idx']);
    const { rows: leftovers } = await sql<{ nspname: string }>`
      select nspname from pg_namespace where nspname like 'replay\\_%' or nspname like 'retired\\_%'`.execute(t.db);
    expect(leftovers).toEqual([]);
  });

  it('waits for transactions running when it began: events committed just before it are not left out', async () => {
    await live.stop();
    // Another session's transaction, open before the events below commit, holds readers back.
    const held = await t.pool.connect();
    await held.query('begin');
    await held.query('select pg_current_xact_id()');
    await writeIdeas(store, 60);
    const { rows: handled } = await sql<{ n: number }>`
      select count(*)::int as n from events where event_type = any(${[...ideas.handles]}::text[])`.execute(t.db);
    const replay = replayProjection(t.db, ideas, { batchSize: 16 });
    await delay(400);
    await held.query('commit');
    held.release();
    expect((await replay).events).toBe(handled[0]!.n);
    expect(await tableRows(t.db)).toEqual(await expectedRows(t.db));
  });

  it('events appended during and after a replay reach the projection exactly once', async () => {
    await writeIdeas(store, 300);

    // Writers keep appending while the replay runs (small batches make it take a while) and
    // for a while after it has swapped the tables; the live runner keeps running throughout.
    let replayDone = false;
    let duringReplay = 0;
    let afterReplay = 0;
    const writers = Array.from({ length: 3 }, async (_, w) => {
      while (!replayDone || afterReplay < 60) {
        await writeIdeas(store, 1, 40, `w${w}-`);
        if (replayDone) afterReplay++;
        else duringReplay++;
        await delay(randomInt(0, 3));
      }
    });
    const checkpointBefore = await readCheckpoint(t.db, 'ideas');
    const result = await replayProjection(t.db, ideas, { batchSize: 10 }).finally(() => (replayDone = true));
    await Promise.all(writers);
    await waitForCatchUp(t.db, 'ideas', { types: ideas.handles });

    expect(duringReplay).toBeGreaterThan(0);
    expect(result.events).toBeGreaterThan(0);
    expect(comparePositions(await readCheckpoint(t.db, 'ideas'), checkpointBefore)).toBeGreaterThanOrEqual(0);
    // `revisions` counts the events folded into each row, so equality also rules out an event
    // applied twice (once by the replay, once by the live runner) or skipped at the swap.
    expect(await tableRows(t.db)).toEqual(await expectedRows(t.db));
  });
});
