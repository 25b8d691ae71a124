import type { Kysely } from 'kysely';
import type { StoredEvent } from '../event.types.js';
import type { Projector, ProjectorMemory, RebuildApplier } from '../processor.types.js';
import { readStreamsBefore } from './redact-streams.js';
import { PERSONAL_DATA_ERASED, type ErasedEventData } from './redact.js';

/**
 * Deletes what a projector wrote for `streamIds` (rows, and anything it remembers of them), so
 * those streams can be applied again from their now redacted events.
 */
export type ForgetStreams<DB = any> = (db: Kysely<DB>, streamIds: readonly string[], memory?: ProjectorMemory) => Promise<void>;

/**
 * A projector that follows erasures: on `PersonalDataErased` it forgets the erased streams' rows
 * and applies those streams' events again, read back from the log where their personal fields
 * are now placeholders. The rows then equal what a replay of the redacted log builds, which is
 * why a replay simply skips the erasure events.
 */
export function withErasure<DB>(projector: Projector<DB>, forget: ForgetStreams<DB>): Projector<DB> {
  const ownTypes = projector.handles;
  const withoutErasures = (events: readonly StoredEvent[]) => events.filter((e) => e.type !== PERSONAL_DATA_ERASED);
  const innerRebuild = (options?: { memoryRows?: number }): RebuildApplier<DB> =>
    projector.forRebuild?.(options) ?? { apply: (events, db) => projector.apply(events, db), flush: async () => undefined };

  return {
    ...projector,
    handles: ownTypes.length === 0 ? ownTypes : [...ownTypes, PERSONAL_DATA_ERASED],
    async apply(events, db, memory) {
      let pending: StoredEvent[] = [];
      for (const event of events) {
        if (event.type !== PERSONAL_DATA_ERASED) {
          pending.push(event);
          continue;
        }
        if (pending.length > 0) await projector.apply(pending, db, memory);
        pending = [];
        const { stream_ids: streamIds } = event.data as ErasedEventData;
        await forget(db, streamIds, memory);
        const again = await readStreamsBefore(db, streamIds, event.globalPosition, ownTypes);
        if (again.length > 0) await projector.apply(again, db, memory);
      }
      if (pending.length > 0) await projector.apply(pending, db, memory);
    },
    forRebuild(options) {
      const inner = innerRebuild(options);
      return { apply: (events, db) => inner.apply(withoutErasures(events), db), flush: (db) => inner.flush(db) };
    },
  };
}
