import type { AnyEvent, NewOf, StoredEvent, StoredOf } from '@intake/event-store';
import type { Reducer } from './load-decide-append.js';

/** The state after events just appended, without reading the stream again. */
export function foldNewEvents<S, E extends AnyEvent>(reducer: Reducer<S, E>, state: S, events: readonly NewOf<E>[], at: Date): S {
  return events.reduce(
    (s, e) =>
      reducer.evolve(s, {
        globalPosition: 0,
        transactionId: '0',
        streamId: '',
        streamPosition: 0,
        eventId: e.id ?? '',
        type: e.type,
        schemaVersion: e.schemaVersion ?? 1,
        data: e.data,
        metadata: e.metadata ?? {},
        createdAt: at,
      } satisfies StoredEvent as StoredOf<E>),
    state,
  );
}
