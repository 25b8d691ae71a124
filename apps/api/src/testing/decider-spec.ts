import { randomUUID } from 'node:crypto';
import type { AnyEvent, NewOf, StoredEvent, StoredOf } from '@intake/event-store';
import type { Reducer } from '../platform/event-sourcing/load-decide-append.js';

/** A stored event for a spec's history: the log's fields filled with stand-ins. */
export function stored<E extends AnyEvent>(event: NewOf<E>, streamPosition = 1): StoredOf<E> {
  const e: StoredEvent<E['type'], E['data']> = {
    globalPosition: streamPosition,
    transactionId: '1',
    streamId: 'spec-stream',
    streamPosition,
    eventId: event.id ?? randomUUID(),
    type: event.type,
    schemaVersion: event.schemaVersion ?? 1,
    data: event.data,
    metadata: event.metadata ?? {},
    createdAt: new Date('2026-01-01T00:00:00Z'),
  };
  return e as StoredOf<E>;
}

/**
 * Given / when / then for a decider (Emmett's DeciderSpecification): given the stream's past
 * events, when a decision is taken on their fold, then it appends these events or throws.
 *
 *   decider(workWithUsReducer).given([submitted]).when((s) => decideAttachFile(s, file)).thenAppends([attached])
 */
export function decider<S, E extends AnyEvent>(reducer: Reducer<S, E>) {
  return {
    given(history: readonly NewOf<E>[]) {
      const state = history.map((e, i) => stored<E>(e, i + 1)).reduce(reducer.evolve, reducer.initial);
      return {
        /** The folded state, for assertions on the reducer itself. */
        state,
        when(decide: (state: S) => NewOf<E>[]) {
          const run = () => decide(state);
          return {
            thenAppends(expected: readonly Partial<NewOf<E>>[]): NewOf<E>[] {
              const appended = run();
              expect(appended).toEqual(expected.map((e) => expect.objectContaining(e)));
              return appended;
            },
            thenNothing(): void {
              expect(run()).toEqual([]);
            },
            thenThrows(error: new (...args: any[]) => Error, message?: string | RegExp): void {
              expect(run).toThrow(error);
              if (message !== undefined) expect(run).toThrow(message);
            },
          };
        },
      };
    },
  };
}
