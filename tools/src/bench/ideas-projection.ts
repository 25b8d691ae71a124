import { sql, type Kysely } from 'kysely';
import { defineRowProjection } from '@intake/event-store';

/** A read model shaped like the product's: one row per idea, updated by several event types. */
export interface IdeaRow extends Record<string, unknown> {
  id: string;
  title: string;
  score: number;
  revisions: number;
  tags: string[];
  last_position: number;
}

export const IDEA_EVENT_TYPES = ['IdeaSubmitted', 'IdeaRenamed', 'IdeaScored', 'IdeaTagged', 'IdeaWithdrawn'] as const;

/** The benchmark's events: every type carries the same loosely filled data. */
type IdeaEvent = {
  [T in (typeof IDEA_EVENT_TYPES)[number]]: { type: T; data: { title?: string; delta?: number; tag?: string; tags?: string[] } };
}[(typeof IDEA_EVENT_TYPES)[number]];

export const ideasProjection = defineRowProjection<IdeaRow, IdeaEvent>({
  name: 'bench_ideas',
  table: 'bench_ideas',
  keyColumn: 'id',
  jsonColumns: ['tags'],
  handles: IDEA_EVENT_TYPES,
  key: (e) => e.streamId,
  evolve(row, e) {
    const d = e.data;
    const touched = (r: IdeaRow): IdeaRow => ({ ...r, revisions: r.revisions + 1, last_position: e.streamPosition });
    switch (e.type) {
      case 'IdeaSubmitted':
        return { id: e.streamId, title: d.title ?? '', score: 0, revisions: 1, tags: d.tags ?? [], last_position: e.streamPosition };
      case 'IdeaRenamed':
        return row && { ...touched(row), title: d.title ?? row.title };
      case 'IdeaScored':
        return row && { ...touched(row), score: row.score + (d.delta ?? 0) };
      case 'IdeaTagged':
        return row && { ...touched(row), tags: [...row.tags, d.tag ?? ''] };
      case 'IdeaWithdrawn':
        return null;
      default:
        return row;
    }
  },
});

export async function createIdeasTable(db: Kysely<any>): Promise<void> {
  await sql`
    create table bench_ideas (
      id text primary key,
      title text not null,
      score integer not null,
      revisions integer not null,
      tags jsonb not null,
      last_position bigint not null
    )`.execute(db);
}

export const EVENTS_PER_IDEA = 10;

/**
 * Writes about `handled` idea events (10 per idea: submitted, eight updates, then withdrawn
 * or updated) plus one unrelated event per ten, the way traffic interleaves them: one
 * transaction per round, in which every idea gets its next event. Straight SQL, because the
 * point is to measure the replay, not the seeding. Returns the number of events written.
 */
export async function seedIdeaEvents(db: Kysely<any>, handled: number): Promise<number> {
  const ideas = Math.ceil(handled / EVENTS_PER_IDEA);
  const visitors = Math.ceil(ideas / 10);
  let written = 0;
  for (let round = 1; round <= EVENTS_PER_IDEA; round++) {
    await db.transaction().execute(async (trx) => {
      const a = await sql`
        insert into events (stream_id, stream_position, event_id, event_type, data, metadata)
        select 'idea-' || i, ${round}::bigint, gen_random_uuid(),
               case when ${round}::int = 1 then 'IdeaSubmitted'
                    when ${round}::int = ${EVENTS_PER_IDEA}::int and i % 7 = 0 then 'IdeaWithdrawn'
                    else (array['IdeaRenamed', 'IdeaScored', 'IdeaTagged'])[1 + (i + ${round}::int) % 3] end,
               case when ${round}::int = 1 then jsonb_build_object('title', 'Idea ' || i, 'tags', jsonb_build_array('new'))
                    else jsonb_build_object('title', 'Idea ' || i || ' v' || ${round}::int, 'delta', (i * ${round}::int) % 11 - 3,
                                           'tag', 't' || (i + ${round}::int) % 5) end,
               jsonb_build_object('actor', 'visitor', 'correlationId', gen_random_uuid())
        from generate_series(0, ${ideas - 1}::int) i`.execute(trx);
      const b = await sql`
        insert into events (stream_id, stream_position, event_id, event_type, data)
        select 'visitor-' || j, ${round}::bigint, gen_random_uuid(), 'PageViewed', jsonb_build_object('path', '/about', 'ms', j % 900)
        from generate_series(0, ${visitors - 1}::int) j`.execute(trx);
      written += Number(a.numAffectedRows ?? 0) + Number(b.numAffectedRows ?? 0);
    });
  }
  await sql`
    insert into streams (stream_id, version)
    select 'idea-' || i, ${EVENTS_PER_IDEA}::bigint from generate_series(0, ${ideas - 1}::int) i
    union all
    select 'visitor-' || j, ${EVENTS_PER_IDEA}::bigint from generate_series(0, ${visitors - 1}::int) j`.execute(db);
  return written;
}
