import { parseArgs } from 'node:util';
import { loadConfig } from '@intake/config';
import { resolveDatabaseUrl } from './cli/database-url.js';
import { printStream } from './cli/print-stream.js';
import { UsageError, runCli } from './cli/run-cli.js';

const USAGE = `Usage: npm run events -- <streamId>

Prints one stream's events in order: stream position, type, time, event id (and global
position, transaction id, schema version), then data and metadata as pretty JSON.

Database: DATABASE_URL when set. When it is unset, the embedded database that \`npm start\`
runs, assumed at postgres://postgres:postgres@127.0.0.1:<EMBEDDED_PG_PORT>/intake
(EMBEDDED_PG_PORT, default 54329); the app must be running for it to answer.

Exit codes: 0 printed; 1 unknown stream or database unreachable; 2 usage error.`;

runCli(USAGE, async () => {
  let parsed;
  try {
    parsed = parseArgs({ args: process.argv.slice(2), allowPositionals: true, options: { help: { type: 'boolean', short: 'h' } } });
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  if (parsed.values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const [streamId, ...extra] = parsed.positionals;
  if (!streamId || streamId.trim() === '') throw new UsageError('Missing <streamId>.');
  if (extra.length > 0) throw new UsageError(`Unexpected arguments: ${extra.join(' ')}`);
  const { url } = resolveDatabaseUrl(loadConfig());
  await printStream(url, streamId, (text) => process.stdout.write(text));
});
