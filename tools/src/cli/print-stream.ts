import { EVENT_CATALOGUE } from '@intake/contracts';
import { EventStore, createDb, createPool, installEventCatalogue, type EventStoreTables } from '@intake/event-store';
import { formatStream } from './format-event.js';
import { CliFailure } from './run-cli.js';
import { redactUrl } from './database-url.js';

/** Reads one stream and writes it out; an unknown stream is a CliFailure (exit code 1). */
export async function printStream(url: string, streamId: string, write: (text: string) => void): Promise<void> {
  // Older events print as their current version, as every reader sees them.
  installEventCatalogue(EVENT_CATALOGUE);
  const pool = createPool(url, 1);
  const db = createDb<EventStoreTables>(pool);
  try {
    const store = new EventStore(db);
    let events;
    try {
      events = await store.readStream(streamId);
    } catch (err) {
      throw new CliFailure(`Cannot read events from ${redactUrl(url)}: ${(err as Error).message}`);
    }
    if (events.length === 0) throw new CliFailure(`No stream "${streamId}" in ${redactUrl(url)}.`);
    write(formatStream(streamId, events));
  } finally {
    await db.destroy();
  }
}
