import { ConcurrencyError } from '../errors.js';
import type { NewEvent } from '../event.types.js';
import type { EventStore } from '../event-store.js';
import { STREAM_ERASED } from './redact.js';

/**
 * For writers that would otherwise append without a version check (a worker's result, a
 * reactor's copy): appends at the version it read unless an erasure has marked the stream, so
 * personal data found before an erasure is not written after it. False when nothing was written.
 * An append that raced the erasure fails its compare-and-set and is checked again.
 */
export async function appendUnlessErased(store: EventStore, streamId: string, events: NewEvent[], attempts = 5): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    const history = await store.readStream(streamId);
    if (history.some((e) => e.type === STREAM_ERASED)) return false;
    try {
      await store.append(streamId, events, history.length);
      return true;
    } catch (err) {
      if (!(err instanceof ConcurrencyError) || attempt >= attempts) throw err;
    }
  }
}
