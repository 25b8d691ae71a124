import { ConcurrencyError, type EventMetadata, type EventStore, type NewEvent, type StoredEvent } from '@intake/event-store';

export interface Reducer<S> {
  initial: S;
  evolve(state: S, event: StoredEvent): S;
}

export interface DecideResult<S> {
  state: S;
  appended: NewEvent[];
}

/**
 * The shape of every command handler: load the stream, fold it, let a pure function decide,
 * append with the version we read. A conflicting writer makes us re-read and decide again.
 */
export async function loadDecideAppend<S>(
  store: EventStore,
  streamId: string,
  reducer: Reducer<S>,
  decide: (state: S) => NewEvent[],
  options: { metadata?: EventMetadata; retries?: number } = {},
): Promise<DecideResult<S>> {
  const retries = options.retries ?? 3;
  for (let attempt = 0; ; attempt++) {
    const history = await store.readStream(streamId);
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
