import path from 'node:path';
import { productVersion } from '@intake/config';
import { runDatabaseCommand } from './backup/backup-database.js';
import { mb, writeBackup } from './backup/write-backup.js';
import { UsageError } from './cli/run-cli.js';

const USAGE = `Usage: npm run backup -- [file]

Writes one archive (gzip'd tar) of the event log, the processors' checkpoints, the tables kept
outside the log and every file of BLOB_DIR, from one consistent snapshot, while the product runs
or not (docs/backup.md). The file defaults to intake-backup-<date and time>.tar.gz here; an
existing file is never overwritten. Progress goes to stderr, the summary to stdout.
Uses DATABASE_URL, or the embedded database of \`npm start\` (started for the backup if stopped).
Needs no PostgreSQL client tools.`;

runDatabaseCommand(USAGE, 'backup', async ({ args, here, config, url, say }) => {
  if (args.length > 1 || args.some((a) => a.startsWith('-'))) throw new UsageError('Give at most one file name.');
  const file = path.resolve(here, args[0] ?? `intake-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`);
  const r = await writeBackup({ url, blobDir: config.blobDir, file, productVersion: productVersion(), say });
  const events = r.manifest.parts.events?.rows ?? 0;
  process.stdout.write(
    `Backed up ${events.toLocaleString('en-US')} events and ${r.manifest.blobs.files} files (${mb(r.manifest.blobs.bytes)}) into ${r.file}: ${mb(r.bytes)} in ${r.seconds.toFixed(1)} s.\n`,
  );
});
