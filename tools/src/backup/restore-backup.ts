import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import type pg from 'pg';
import copyStreams from 'pg-copy-streams';
import { createDb, createPool, migrateToLatest, replayProjection, SqlFileMigrationProvider, type Projector } from '@intake/event-store';
import { redactUrl } from '../cli/database-url.js';
import { CliFailure } from '../cli/run-cli.js';
import { connectClient, otherSessions } from './backup-database.js';
import {
  BLOB_PREFIX,
  HEADER_ENTRY,
  KEPT_TABLES,
  MANIFEST_ENTRY,
  parseHeader,
  partOfEntry,
  type BackupHeader,
  type BackupManifest,
  type PartFigures,
} from './backup-format.js';
import { Progress } from './progress.js';
import { ArchiveFormatError, readTar, writeAll, type TarEntry } from './tar-archive.js';
import { mb } from './write-backup.js';

export interface RestoreOptions {
  url: string;
  blobDir: string;
  file: string;
  /** Empty a target that holds data first, instead of refusing it. */
  replace: boolean;
  projections: readonly Projector[];
  say: (line: string) => void;
}

export interface RestoreSummary {
  header: BackupHeader;
  manifest: BackupManifest;
  replayed: Array<{ projection: string; events: number; seconds: number }>;
  seconds: number;
}

const q = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * gzip's and tar's errors said as what they mean to the operator. They surface where the archive
 * is read: between entries, or inside an entry's body while the restore consumes it.
 */
function archiveFailure(file: string, err: unknown): unknown {
  const code = (err as { code?: string }).code;
  if (code === 'Z_DATA_ERROR') return new CliFailure(`${file} is not an Innovation Intake backup (not gzip data, or damaged): ${(err as Error).message}.`);
  if (code === 'Z_BUF_ERROR') return new CliFailure(`${file} is not a complete Innovation Intake backup: it is cut short (${(err as Error).message}).`);
  if (err instanceof ArchiveFormatError) return new CliFailure(`${file} is not a complete Innovation Intake backup: ${err.message}.`);
  return err;
}

async function* archiveEntries(file: string): AsyncGenerator<TarEntry> {
  const gunzip = createReadStream(file).pipe(createGunzip());
  try {
    yield* readTar(gunzip);
  } catch (err) {
    throw archiveFailure(file, err);
  } finally {
    gunzip.destroy();
  }
}

async function readText(entry: TarEntry): Promise<string> {
  const parts: Buffer[] = [];
  for await (const chunk of entry.body) parts.push(chunk);
  return Buffer.concat(parts).toString('utf8');
}

async function filesIn(dir: string): Promise<number> {
  if (!existsSync(dir)) return 0;
  return (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).length;
}

/** What the target holds already: a restore goes only into an empty one unless told to replace it. */
async function targetContents(client: pg.Client, blobDir: string): Promise<string[]> {
  const held: string[] = [];
  const { rows } = await client.query<{ n: number }>('select count(*)::int as n from events');
  if (rows[0]!.n > 0) held.push(`${rows[0]!.n.toLocaleString('en-US')} events`);
  for (const table of Object.keys(KEPT_TABLES)) {
    const r = await client.query<{ n: number }>(`select count(*)::int as n from ${q(table)}`).catch(() => undefined);
    if (r && r.rows[0]!.n > 0) held.push(`${r.rows[0]!.n} rows in ${table}`);
  }
  const files = await filesIn(blobDir);
  if (files > 0) held.push(`${files} files in ${blobDir}`);
  return held;
}

/** Empties every table (the queue's too, whose jobs belong to the data being replaced) and BLOB_DIR. */
async function emptyTarget(client: pg.Client, blobDir: string): Promise<void> {
  const { rows } = await client.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables
     where schemaname in ('public', 'bullmq') and tablename not like 'kysely_migration%'`,
  );
  if (rows.length > 0) await client.query(`truncate ${rows.map((r) => r.name).join(', ')} restart identity cascade`);
  if (existsSync(blobDir)) {
    for (const entry of await readdir(blobDir)) await rm(path.join(blobDir, entry), { recursive: true, force: true });
  }
}

/** A blob's path inside BLOB_DIR; a key that would leave it is a damaged or hostile archive. */
function blobPath(blobDir: string, key: string): string {
  const full = path.resolve(blobDir, key);
  if (!full.startsWith(path.resolve(blobDir) + path.sep)) throw new CliFailure(`The archive names a file outside BLOB_DIR (${key}): refused.`);
  return full;
}

/** One part being loaded with COPY FROM STDIN, its figures taken as it goes. */
class PartLoad {
  readonly figures: PartFigures = { rows: 0, bytes: 0, sha256: '' };
  private readonly hash = createHash('sha256');
  private readonly sink: Writable;

  constructor(client: pg.Client, copyCommand: string | undefined) {
    this.sink = copyCommand ? client.query(copyStreams.from(copyCommand)) : new Writable({ write: (_chunk, _enc, done) => done() }); // a part this version no longer has
  }

  async write(chunk: Buffer): Promise<void> {
    this.hash.update(chunk);
    this.figures.bytes += chunk.length;
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) this.figures.rows += 1;
    await writeAll(this.sink, chunk);
  }

  /** Ends a COPY that cannot finish (CopyFail), so the connection can roll back. */
  async abort(reason: Error): Promise<void> {
    const closed = new Promise<void>((resolve) => this.sink.once('close', () => resolve()));
    // The server answers the CopyFail with an error, which is this abort's own.
    this.sink.on('error', () => undefined);
    this.sink.destroy(reason);
    await closed;
  }

  async end(): Promise<PartFigures> {
    this.sink.end();
    await finished(this.sink);
    this.figures.sha256 = this.hash.digest('hex');
    return this.figures;
  }
}

function compareManifest(manifest: BackupManifest, parts: Record<string, PartFigures>, blobs: Record<string, string>): string[] {
  const wrong: string[] = [];
  for (const [part, want] of Object.entries(manifest.parts)) {
    const got = parts[part] ?? { rows: 0, bytes: 0, sha256: createHash('sha256').digest('hex') };
    if (got.rows !== want.rows || got.bytes !== want.bytes || got.sha256 !== want.sha256) {
      wrong.push(
        `${part}: ${got.rows} rows / ${got.bytes} bytes read, ${want.rows} / ${want.bytes} recorded${got.sha256 === want.sha256 ? '' : ', checksum differs'}`,
      );
    }
  }
  for (const part of Object.keys(parts)) if (!manifest.parts[part]) wrong.push(`${part}: not in the manifest`);
  for (const [key, sha] of Object.entries(manifest.blobs.sha256)) {
    if (blobs[key] !== sha) wrong.push(`blob ${key}: ${blobs[key] ? 'checksum differs' : 'missing'}`);
  }
  for (const key of Object.keys(blobs)) if (!manifest.blobs.sha256[key]) wrong.push(`blob ${key}: not in the manifest`);
  return wrong;
}

/**
 * Restores an archive into an empty database and BLOB_DIR: migrations first, then the log, the
 * checkpoints and the kept tables in one transaction that commits only once the manifest at the
 * archive's end agrees with everything read; then every read model rebuilt by replay.
 */
export async function restoreBackup(opts: RestoreOptions): Promise<RestoreSummary> {
  const started = performance.now();
  if (!existsSync(opts.file) || !(await stat(opts.file)).isFile()) throw new CliFailure(`No backup file at ${opts.file}.`);
  const entries = archiveEntries(opts.file);
  const first = await entries.next();
  if (first.done || first.value.name !== HEADER_ENTRY) {
    throw new CliFailure(`${opts.file} is not an Innovation Intake backup: it does not begin with ${HEADER_ENTRY}.`);
  }
  let header: BackupHeader;
  try {
    header = parseHeader(await readText(first.value));
  } catch (err) {
    throw new CliFailure(`${opts.file} is not an Innovation Intake backup: ${(err as Error).message}.`);
  }
  const known = new Set(Object.keys(await new SqlFileMigrationProvider().getMigrations()));
  const unknown = header.migrations.filter((m) => !known.has(m));
  if (unknown.length > 0) {
    throw new CliFailure(
      `The backup was made by a newer version (${header.product_version}) whose migrations this checkout does not have (${unknown.join(', ')}): restore it with that version or a later one.`,
    );
  }
  opts.say(
    `Backup of ${header.created_at} (version ${header.product_version}, PostgreSQL ${header.server_version}) into ${redactUrl(opts.url)}, files into ${opts.blobDir}`,
  );

  const client = await connectClient(opts.url, ' Create it first (an empty database), then run the restore again.');
  const written: string[] = [];
  let committed = false;
  let manifest: BackupManifest | undefined;
  let load: { part: string; into: PartLoad } | undefined;
  try {
    const others = await otherSessions(client);
    if (others.length > 0) {
      throw new CliFailure(
        `The database is in use (${others.length} other session${others.length === 1 ? '' : 's'}: ${[...new Set(others)].join(', ')}). ` +
          'Stop the product (api and worker) first: running processors would act on the restored log while it arrives.',
      );
    }
    const migrating = createDb(createPool(opts.url, 1));
    try {
      const applied = await migrateToLatest(migrating);
      if (applied.length > 0) opts.say(`Applied ${applied.length} migrations to the target.`);
    } finally {
      await migrating.destroy();
    }
    const held = await targetContents(client, opts.blobDir);
    if (held.length > 0 && !opts.replace) {
      throw new CliFailure(
        `The target is not empty (${held.join(', ')}). Restore into an empty database and data folder, or add --replace to erase what is there first.`,
      );
    }
    if (held.length > 0) {
      opts.say(`Erasing what the target held (${held.join(', ')}) ...`);
      await emptyTarget(client, opts.blobDir);
    }

    const progress = new Progress(opts.say);
    const parts: Record<string, PartFigures> = {};
    const blobs: Record<string, string> = {};
    let blobBytes = 0;
    const endPart = async () => {
      if (!load) return;
      const figures = await load.into.end();
      parts[load.part] = figures;
      progress.done(`${load.part}: ${figures.rows.toLocaleString('en-US')} rows, ${mb(figures.bytes)}`);
      load = undefined;
    };

    await client.query('begin');
    await client.query(
      'create temp table restore_checkpoints (name text primary key, position bigint not null, updated_at timestamptz not null) on commit drop',
    );
    for await (const entry of entries) {
      const part = partOfEntry(entry.name);
      if (load && part !== load.part) await endPart();
      if (part) {
        if (!load) {
          if (parts[part]) throw new CliFailure(`${opts.file} is damaged: the part ${part} comes twice.`);
          load = { part, into: new PartLoad(client, copyCommand(part, header, opts.say)) };
        }
        for await (const chunk of entry.body) {
          await load.into.write(chunk);
          progress.tick(`${part}: ${load.into.figures.rows.toLocaleString('en-US')} rows so far`);
        }
      } else if (entry.name.startsWith(BLOB_PREFIX)) {
        const key = entry.name.slice(BLOB_PREFIX.length);
        const target = blobPath(opts.blobDir, key);
        await mkdir(path.dirname(target), { recursive: true });
        written.push(target);
        const out = createWriteStream(target, { flags: 'wx' });
        const hash = createHash('sha256');
        for await (const chunk of entry.body) {
          hash.update(chunk);
          await writeAll(out, chunk);
        }
        out.end();
        await finished(out);
        blobs[key] = hash.digest('hex');
        blobBytes += entry.size;
        progress.tick(`blobs: ${written.length} files, ${mb(blobBytes)} so far`);
      } else if (entry.name === MANIFEST_ENTRY) {
        manifest = JSON.parse(await readText(entry)) as BackupManifest;
      } else {
        throw new CliFailure(`${opts.file} holds an entry no backup has (${entry.name}): refused.`);
      }
    }
    await endPart();
    if (!manifest) throw new CliFailure(`${opts.file} is cut short: it ends without its manifest (was the backup interrupted?).`);
    if (written.length > 0) progress.done(`blobs: ${written.length} files, ${mb(blobBytes)}`);
    const wrong = compareManifest(manifest, parts, blobs);
    if (wrong.length > 0) throw new CliFailure(`${opts.file} is damaged; nothing was restored:\n  ${wrong.join('\n  ')}`);

    // The stream versions follow from the log; the identity continues after the last position.
    await client.query('insert into streams (stream_id, version) select stream_id, max(stream_position) from events group by stream_id');
    await client.query("select setval(pg_get_serial_sequence('events', 'global_position'), greatest((select max(global_position) from events), 1))");
    // The reactors' checkpoints (emails, extraction, notices) continue where they were, so nothing
    // is sent or extracted again. The projections' are left out: their tables are rebuilt below,
    // and a live projector without a checkpoint would rebuild from the start anyway.
    await client.query(
      `insert into processor_checkpoints (name, transaction_id, global_position, updated_at)
       select name, case when position = 0 then '0'::xid8 else pg_current_xact_id() end, position, updated_at
       from restore_checkpoints where not (name = any($1))`,
      [opts.projections.map((p) => p.name)],
    );
    await client.query('commit');
    committed = true;
    await client.query('analyze events');
  } catch (err) {
    if (!committed) {
      await load?.into.abort(err as Error);
      await client.query('rollback').catch(() => undefined);
      for (const file of written) await rm(file, { force: true });
    }
    throw archiveFailure(opts.file, err);
  } finally {
    await entries.return(undefined).catch(() => undefined);
    await client.end().catch(() => undefined);
  }

  const db = createDb(createPool(opts.url, 4));
  const replayed: RestoreSummary['replayed'] = [];
  try {
    for (const projection of opts.projections) {
      const r = await replayProjection(db, projection);
      opts.say(`replayed ${r.projection}: ${r.events.toLocaleString('en-US')} events in ${r.seconds.toFixed(1)} s`);
      replayed.push({ projection: r.projection, events: r.events, seconds: r.seconds });
    }
  } finally {
    await db.destroy();
  }
  return { header, manifest: manifest!, replayed, seconds: (performance.now() - started) / 1000 };
}

/** The COPY command a part is loaded with, or undefined for a part this version does not keep. */
function copyCommand(part: string, header: BackupHeader, say: (line: string) => void): string | undefined {
  const columns = header.parts[part];
  if (!columns) throw new CliFailure(`The archive has a part its header does not describe (${part}): refused.`);
  const list = columns.map(q).join(', ');
  if (part === 'events') return `copy events (${list}) from stdin`;
  if (part === 'processor_checkpoints') return `copy restore_checkpoints (${list}) from stdin`;
  if (part in KEPT_TABLES) return `copy ${q(part)} (${list}) from stdin`;
  say(`${part}: this version no longer keeps it; skipped`);
  return undefined;
}
