import { z } from 'zod';
import { EVENT_CATALOGUE } from './event-catalogue.js';

/**
 * The JSON schema of every version of every event type, keyed `Type@version` and sorted: what
 * event-schemas.snapshot.json holds, so that a change to an event's data shows as a change of
 * that file, which only a new version may make (docs/event-store.md, "Changing an event").
 */
export function eventSchemas(): Record<string, unknown> {
  const entries: [string, unknown][] = [];
  for (const [type, versions] of Object.entries(EVENT_CATALOGUE)) {
    for (const v of versions) entries.push([`${type}@${v.version}`, z.toJSONSchema(v.schema, { unrepresentable: 'any', io: 'output' })]);
  }
  return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)));
}
