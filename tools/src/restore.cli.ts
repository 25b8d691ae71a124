import path from 'node:path';
import { PROJECTIONS } from '@intake/api';
import { EVENT_CATALOGUE } from '@intake/contracts';
import { installEventCatalogue } from '@intake/event-store';
import { runDatabaseCommand } from './backup/backup-database.js';
import { restoreBackup } from './backup/restore-backup.js';
import { mb } from './backup/write-backup.js';
import { UsageError } from './cli/run-cli.js';

// The replay after a restore reads older events as their current version.
installEventCatalogue(EVENT_CATALOGUE);

const USAGE = `Usage: npm run restore -- <file> [--replace]

Restores an archive made by \`npm run backup\` into the database and BLOB_DIR, then rebuilds every
read model by replay (docs/backup.md). The product must be stopped. The target must be empty
(a new database, a new data folder) unless --replace is given, which erases what it holds first.
Uses DATABASE_URL, or the embedded database of DATA_DIR (started for the restore, and created
when the data folder is new). Needs no PostgreSQL client tools.`;

runDatabaseCommand(USAGE, 'restore', async ({ args, here, config, url, say }) => {
  const replace = args.includes('--replace');
  const rest = args.filter((a) => a !== '--replace');
  if (rest.length !== 1 || rest[0]!.startsWith('-')) throw new UsageError('Name one backup file.');
  const file = path.resolve(here, rest[0]!);
  const r = await restoreBackup({ url, blobDir: config.blobDir, file, replace, projections: PROJECTIONS, say });
  const kept = Object.entries(r.manifest.parts)
    .filter(([part]) => part !== 'events')
    .map(([part, f]) => `${f.rows} ${part}`)
    .join(', ');
  process.stdout.write(
    `Restored ${file} (made ${r.header.created_at} by version ${r.header.product_version}): ` +
      `${(r.manifest.parts.events?.rows ?? 0).toLocaleString('en-US')} events, ${r.manifest.blobs.files} files (${mb(r.manifest.blobs.bytes)}), ${kept}; ` +
      `${r.replayed.length} read models rebuilt by replay; ${r.seconds.toFixed(1)} s in all.\n`,
  );
});
