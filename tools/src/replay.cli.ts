import { loadConfig } from '@intake/config';
import { PROJECTIONS } from '@intake/api';
import { EVENT_CATALOGUE } from '@intake/contracts';
import { createDb, createPool, installEventCatalogue, replayProjection } from '@intake/event-store';
import { redactUrl, resolveDatabaseUrl } from './cli/database-url.js';
import { CliFailure, runCli, UsageError } from './cli/run-cli.js';

// A replay reads older events as their current version, as the live projectors do.
installEventCatalogue(EVENT_CATALOGUE);

const names = PROJECTIONS.map((p) => p.name);
const USAGE = `Usage: npm run replay -- <projection>|all

Rebuilds read models from the start of the event log into fresh tables, then swaps them in
atomically (the live processor waits during the swap and continues from the new checkpoint).
Projections: ${names.join(', ')}.
Uses DATABASE_URL, or the embedded database of a running \`npm start\`.`;

runCli(USAGE, async () => {
  const args = process.argv.slice(2);
  if (args.length !== 1) throw new UsageError('Name one projection, or "all".');
  const selected = args[0] === 'all' ? [...PROJECTIONS] : PROJECTIONS.filter((p) => p.name === args[0]);
  if (selected.length === 0) throw new UsageError(`Unknown projection "${args[0]}".`);

  const { url } = resolveDatabaseUrl(loadConfig());
  const db = createDb(createPool(url, 4));
  try {
    for (const projection of selected) {
      const r = await replayProjection(db, projection).catch((err: { code?: string }) => {
        if (err.code === 'ECONNREFUSED') throw new CliFailure(`Cannot reach the database at ${redactUrl(url)}.`);
        throw err;
      });
      process.stdout.write(
        `${r.projection.padEnd(28)} ${String(r.events).padStart(9)} events in ${r.seconds.toFixed(2)} s = ${Math.round(r.eventsPerSecond).toLocaleString('en-US')} events/s\n`,
      );
    }
  } finally {
    await db.destroy();
  }
});
