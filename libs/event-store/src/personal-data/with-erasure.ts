import type { Kysely } from 'kysely';
import type { AnyEvent, StoredEvent, StoredOf } from '../event.types.js';
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
export function withErasure<DB, E extends AnyEvent>(projector: Projector<DB, E>, forget: ForgetStreams<DB>): Projector<DB, E> {
  const ownTypes = projector.handles;
  const isErasure = (e: AnyEvent): e is StoredEvent<typeof PERSONAL_DATA_ERASED, ErasedEventData> => e.type === PERSONAL_DATA_ERASED;
  // The runner's SQL filter reads the erasure type besides the projector's own; the projector sees only its own.
  const withoutErasures = (events: readonly StoredOf<E>[]) => events.filter((e) => !isErasure(e));
  const innerRebuild = (options?: { memoryRows?: number }): RebuildApplier<DB, E> =>
    projector.forRebuild?.(options) ?? { apply: (events, db) => projector.apply(events, db), flush: async () => undefined };

  return {
    ...projector,
    handles: ownTypes.length === 0 ? ownTypes : ([...ownTypes, PERSONAL_DATA_ERASED] as E['type'][]),
    async apply(events, db, memory) {
      let pending: StoredOf<E>[] = [];
      for (const event of events as readonly (StoredOf<E> | StoredEvent<typeof PERSONAL_DATA_ERASED, ErasedEventData>)[]) {
        if (!isErasure(event)) {
          pending.push(event);
          continue;
        }
        if (pending.length > 0) await projector.apply(pending, db, memory);
        pending = [];
        const { stream_ids: streamIds } = event.data;
        await forget(db, streamIds, memory);
        const again = (await readStreamsBefore(db, streamIds, event.globalPosition, ownTypes)) as StoredOf<E>[];
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
