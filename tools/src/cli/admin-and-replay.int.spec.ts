import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { EventStore } from '@intake/event-store';
import { createTestDatabase, type TestDatabase } from '@intake/event-store/testing';

const run = promisify(execFile);
const dist = (name: string) => fileURLToPath(new URL(`../../dist/${name}`, import.meta.url));

/** Runs a built CLI as an engineer would; resolves with its exit code and output. */
async function cli(name: string, args: string[], databaseUrl: string) {
  const file = dist(name);
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first (npm test does)`);
  try {
    const { stdout, stderr } = await run(process.execPath, [file, ...args], {
      env: { PATH: process.env.PATH, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' },
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe("engineers' commands: admin and replay", () => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.drop());

  it('creates an admin as an event, and refuses a duplicate and bad arguments', async () => {
    const ok = await cli('admin.cli.js', ['create', '--username', 'ops', '--password', 'long enough secret', '--project', 'pilot'], t.url);
    expect(ok).toMatchObject({ code: 0 });
    expect(ok.stdout).toContain('Admin "ops" created in project "pilot"');
    const events = await new EventStore(t.db).readStream('admin-pilot:ops');
    expect(events.map((e) => e.type)).toEqual(['AdminUserCreated']);
    expect(JSON.stringify(events[0]!.data)).not.toContain('long enough secret');

    const dup = await cli('admin.cli.js', ['create', '--username', 'ops', '--password', 'long enough secret', '--project', 'pilot'], t.url);
    expect(dup.code).toBe(1);
    expect(dup.stderr).toContain('already exists');

    const reviewer = await cli(
      'admin.cli.js',
      ['create', '--username', 'rev', '--password', 'long enough secret', '--project', 'pilot', '--role', 'reviewer', '--email', 'rev@consortium.test'],
      t.url,
    );
    expect(reviewer).toMatchObject({ code: 0 });
    expect(reviewer.stdout).toContain('as reviewer');
    expect((await new EventStore(t.db).readStream('admin-pilot:rev'))[0]!.data).toMatchObject({ role: 'reviewer', email: 'rev@consortium.test' });
    expect(events[0]!.data).toMatchObject({ role: 'owner' });
    const badRole = await cli('admin.cli.js', ['create', '--username', 'x3', '--password', 'long enough secret', '--role', 'admin'], t.url);
    expect(badRole.code).toBe(2);
    expect(badRole.stderr).toContain('--role must be one of owner, reviewer, viewer');

    const weak = await cli('admin.cli.js', ['create', '--username', 'x2', '--password', 'short'], t.url);
    expect(weak.code).toBe(1);
    expect(weak.stderr).toContain('at least 8 characters');

    const usage = await cli('admin.cli.js', ['make', '--username', 'a'], t.url);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage: npm run admin -- create');
  });

  it('replays all projections and prints events/s; an unknown name is a usage error', async () => {
    const all = await cli('replay.cli.js', ['all'], t.url);
    expect(all.code).toBe(0);
    expect(all.stdout).toMatch(/work-with-us-submissions\s+\d+ events in [\d.]+ s = [\d,]+ events\/s/);
    expect(all.stdout).toMatch(/stored-files/);
    const unknown = await cli('replay.cli.js', ['nope'], t.url);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Projections: work-with-us-submissions, stored-files, document-operations');
  });
});
