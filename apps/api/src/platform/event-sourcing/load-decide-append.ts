import { ConcurrencyError, type AnyEvent, type EventMetadata, type EventStore, type NewOf, type StoredOf } from '@intake/event-store';

/**
 * Folds a stream of one kind into the state its deciders read. `E` is the stream kind's event
 * union (`libs/contracts/src/<context>/<context>.events.ts`): `evolve` switches over `event.type`
 * and ends in `unhandledEvent`, so a member it misses fails to compile.
 */
export interface Reducer<S, E extends AnyEvent = AnyEvent> {
  initial: S;
  evolve(state: S, event: StoredOf<E>): S;
}

export interface DecideResult<S, E extends AnyEvent = AnyEvent> {
  state: S;
  appended: NewOf<E>[];
}

/**
 * The shape of every command handler: load the stream, fold it, let a pure function decide,
 * append with the version we read. A conflicting writer makes us re-read and decide again.
 */
export async function loadDecideAppend<S, E extends AnyEvent>(
  store: EventStore,
  streamId: string,
  reducer: Reducer<S, E>,
  decide: (state: S) => NewOf<E>[],
  options: { metadata?: EventMetadata; retries?: number } = {},
): Promise<DecideResult<S, E>> {
  const retries = options.retries ?? 3;
  for (let attempt = 0; ; attempt++) {
    const history = await store.readStream<E>(streamId);
    const state = history.reduce(reducer.evolve, reducer.initial);
    const events = decide(state).map((e) => ({ ...e, metadata: { ...options.metadata, ...e.metadata } }));
    if (events.length === 0) return { state, appended: [] };
    try {
      await store.append(streamId, events, history.length);
      return { state, appended: events };
    } catch (err) {
      if (err instanceof ConcurrencyError && attempt < retries) continue;
      throw err;
    }
  }
}
