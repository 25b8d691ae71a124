import { parseArgs } from 'node:util';
import { loadConfig } from '@intake/config';
import { createAdmin } from '@intake/api';
import { createDb, createPool, EventStore } from '@intake/event-store';
import { redactUrl, resolveDatabaseUrl } from './cli/database-url.js';
import { CliFailure, runCli, UsageError } from './cli/run-cli.js';

const USAGE = `Usage: npm run admin -- create --username U --password P [--project N]

Creates an admin account (an AdminUserCreated event). The project defaults to ADMIN_PROJECT
(innovation-intake). Uses DATABASE_URL, or the embedded database of a running \`npm start\`.`;

runCli(USAGE, async () => {
  const { positionals, values } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: { username: { type: 'string' }, password: { type: 'string' }, project: { type: 'string' } },
  });
  if (positionals[0] !== 'create' || positionals.length !== 1) throw new UsageError('Expected the command "create".');
  if (!values.username || !values.password) throw new UsageError('--username and --password are required.');

  const config = loadConfig();
  const { url } = resolveDatabaseUrl(config);
  const db = createDb(createPool(url, 2));
  try {
    const projectName = values.project ?? config.admin.project;
    await createAdmin(new EventStore(db), { username: values.username, password: values.password, projectName }, 'cli').catch(
      (err: Error & { detail?: string }) => {
        if (err.detail) throw new CliFailure(err.detail);
        if ((err as { code?: string }).code === 'ECONNREFUSED') throw new CliFailure(`Cannot reach the database at ${redactUrl(url)}.`);
        throw err;
      },
    );
    process.stdout.write(`Admin "${values.username}" created in project "${projectName}".\n`);
  } finally {
    await db.destroy();
  }
});
