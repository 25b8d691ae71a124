import { parseArgs } from 'node:util';
import { loadConfig } from '@intake/config';
import { createAdmin } from '@intake/api';
import { EVENT_CATALOGUE, STAFF_ROLES, staffRoleSchema } from '@intake/contracts';
import { createDb, createPool, EventStore, installEventCatalogue } from '@intake/event-store';
import { redactUrl, resolveDatabaseUrl } from './cli/database-url.js';
import { CliFailure, runCli, UsageError } from './cli/run-cli.js';

const USAGE = `Usage: npm run admin -- create --username U --password P [--project N] [--role R] [--email E]

Creates a staff account (an AdminUserCreated event). The project defaults to ADMIN_PROJECT
(innovation-intake); the role (${STAFF_ROLES.join(', ')}) to owner (docs/staff-accounts.md). The
email is where a "forgot password" link goes. Uses DATABASE_URL, or the embedded database of a
running \`npm start\`.`;

// Appends its events at their current version, checked against their schema.
installEventCatalogue(EVENT_CATALOGUE);

runCli(USAGE, async () => {
  const { positionals, values } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: { username: { type: 'string' }, password: { type: 'string' }, project: { type: 'string' }, role: { type: 'string' }, email: { type: 'string' } },
  });
  if (positionals[0] !== 'create' || positionals.length !== 1) throw new UsageError('Expected the command "create".');
  if (!values.username || !values.password) throw new UsageError('--username and --password are required.');
  const role = staffRoleSchema.safeParse(values.role ?? 'owner');
  if (!role.success) throw new UsageError(`--role must be one of ${STAFF_ROLES.join(', ')}.`);

  const config = loadConfig();
  const { url } = resolveDatabaseUrl(config);
  const db = createDb(createPool(url, 2));
  try {
    const projectName = values.project ?? config.admin.project;
    const input = { username: values.username, password: values.password, projectName, role: role.data, ...(values.email ? { email: values.email } : {}) };
    await createAdmin(new EventStore(db), input, 'cli').catch((err: Error & { detail?: string }) => {
      if (err.detail) throw new CliFailure(err.detail);
      if ((err as { code?: string }).code === 'ECONNREFUSED') throw new CliFailure(`Cannot reach the database at ${redactUrl(url)}.`);
      throw err;
    });
    process.stdout.write(`Admin "${values.username}" created in project "${projectName}" as ${role.data}.\n`);
  } finally {
    await db.destroy();
  }
});
