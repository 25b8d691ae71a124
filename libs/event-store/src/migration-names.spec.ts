import { readdirSync } from 'node:fs';
import { MIGRATIONS_DIR } from './migrate.js';

/**
 * Two migrations share the number 0003 from before the numbers were handed out per workstream.
 * They stay as they are: kysely's Migrator records each applied migration by name, so a renamed
 * one would run again on every existing database (and the Migrator refuses a database whose
 * recorded migrations are missing from the folder). Their order is fixed by the rest of the
 * name. No other number may repeat.
 */
const GRANDFATHERED = new Map([['0003', ['0003_append_events_stream_order.sql', '0003_guide_chat.sql']]]);

describe('migration file names', () => {
  const files = readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql'));

  it('are NNNN_snake_case.sql', () => {
    expect(files.filter((f) => !/^\d{4}_[a-z0-9_]+\.sql$/.test(f))).toEqual([]);
  });

  it('use each number once, but for the grandfathered 0003 pair', () => {
    const byNumber = new Map<string, string[]>();
    for (const f of files) byNumber.set(f.slice(0, 4), [...(byNumber.get(f.slice(0, 4)) ?? []), f]);
    const repeated = [...byNumber].filter(([, names]) => names.length > 1);
    expect(repeated).toEqual([...GRANDFATHERED]);
  });
});
