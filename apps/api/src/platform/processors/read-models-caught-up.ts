import { setTimeout as delay } from 'node:timers/promises';
import { Inject, Injectable } from '@nestjs/common';
import { logEnd, processorReached, type LogPosition, type Projector } from '@intake/event-store';
import type { Kysely } from 'kysely';
import type { Database } from '../database/database.types.js';
import { ServiceUnavailableError } from '../errors/domain-errors.js';
import { DB } from '../tokens.js';

/**
 * Waits until every read model has projected what the log held when the call began. An erasure
 * by email or id finds the person's streams through the read models, so a submission made a
 * moment earlier must be in them first; otherwise it would be silently missed. Gives up after
 * `timeoutMs` with a 503: better to erase nothing and say so than to erase part of a person.
 */
export async function waitForReadModels(db: Kysely<any>, projectors: readonly Projector[], timeoutMs: number): Promise<void> {
  const ends = await Promise.all(projectors.map((p) => logEnd(db, p.handles)));
  let behind: { name: string; end: LogPosition }[] = projectors.map((p, i) => ({ name: p.name, end: ends[i]! }));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const reached = await Promise.all(behind.map((b) => processorReached(db, b.name, b.end)));
    behind = behind.filter((_, i) => !reached[i]);
    if (behind.length === 0) return;
    if (Date.now() >= deadline) {
      throw new ServiceUnavailableError(
        `Nothing was erased: the read models (${behind.map((b) => b.name).join(', ')}) have not caught up with the latest submissions yet, so some of this person's records could be missed. Try again in a minute.`,
      );
    }
    await delay(50);
  }
}

/** The same wait as an object a controller takes (read your own write), so it holds no database handle. */
@Injectable()
export class ReadModelsCaughtUp {
  constructor(@Inject(DB) private readonly db: Kysely<Database>) {}

  wait(projectors: readonly Projector[], timeoutMs: number): Promise<void> {
    return waitForReadModels(this.db, projectors, timeoutMs);
  }
}
