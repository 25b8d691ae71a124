import { createHash } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type pg from 'pg';
import copyStreams from 'pg-copy-streams';
import { CliFailure } from '../cli/run-cli.js';
import { connectClient } from './backup-database.js';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BLOB_PREFIX,
  CHECKPOINT_COLUMNS,
  CHUNK_BYTES,
  EVENT_COLUMNS,
  HEADER_ENTRY,
  KEPT_TABLES,
  MANIFEST_ENTRY,
  partEntry,
  type BackupHeader,
  type BackupManifest,
  type PartFigures,
} from './backup-format.js';
import { Progress } from './progress.js';
import { TarWriter } from './tar-archive.js';

export interface BackupOptions {
  url: string;
  blobDir: string;
  /** The archive to write; refused when it exists. */
  file: string;
  productVersion: string;
  say: (line: string) => void;
}

export interface BackupSummary {
  file: string;
  bytes: number;
  seconds: number;
  manifest: BackupManifest;
}

const q = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The COPY query of each part, in the archive's order. */
function partQueries(keptTables: Record<string, string[]>): Array<{ part: string; columns: string[]; query: string }> {
  const events = EVENT_COLUMNS.map((c) => (c === 'global_position' ? 'row_number() over (order by transaction_id, global_position) as global_position' : c));
  return [
    {
      part: 'events',
      columns: [...EVENT_COLUMNS],
      query: `select ${events.join(', ')} from events order by transaction_id, global_position`,
    },
    {
      part: 'processor_checkpoints',
      columns: [...CHECKPOINT_COLUMNS],
      // A checkpoint as the number of events at or before it: its position in the renumbered log.
      query: `select c.name, (select count(*) from events e where (e.transaction_id, e.global_position) <= (c.transaction_id, c.global_position)) as position, c.updated_at
              from processor_checkpoints c order by c.name`,
    },
    ...Object.entries(keptTables).map(([table, columns]) => ({
      part: table,
      columns,
      query: `select ${columns.map(q).join(', ')} from ${q(table)}`,
    })),
  ];
}

/** The kept tables this database has, with their columns (an older version may lack some). */
async function keptTableColumns(client: pg.Client): Promise<Record<string, string[]>> {
  const { rows } = await client.query<{ table_name: string; columns: string[] }>(
    `select table_name, array_agg(column_name::text order by ordinal_position) as columns from information_schema.columns
     where table_schema = 'public' and table_name = any($1) group by table_name order by table_name`,
    [Object.keys(KEPT_TABLES)],
  );
  return Object.fromEntries(rows.map((r) => [r.table_name, r.columns]));
}

async function* blobFiles(root: string): AsyncGenerator<string> {
  if (!existsSync(root)) return;
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
  yield* files.sort();
}

/**
 * Writes one archive: the event log, the checkpoints and the kept tables from one read-only
 * REPEATABLE READ snapshot (everything committed before the backup began, nothing half-written
 * after), then BLOB_DIR's files (after the snapshot, so every file the log names is there unless
 * erased meanwhile). Streamed throughout: at most one chunk of a part is in memory.
 */
export async function writeBackup(opts: BackupOptions): Promise<BackupSummary> {
  const started = performance.now();
  if (existsSync(opts.file)) throw new CliFailure(`${opts.file} already exists: name another file, or move it away first.`);
  const client = await connectClient(opts.url);
  const partial = `${opts.file}.partial`;
  const progress = new Progress(opts.say);
  try {
    const { rows: found } = await client.query<{ ok: boolean }>(
      "select to_regclass('public.events') is not null and to_regclass('public.kysely_migration') is not null as ok",
    );
    if (!found[0]!.ok) throw new CliFailure(`${new URL(opts.url).pathname.slice(1)} is not an Innovation Intake database (it has no event log).`);

    const output = createWriteStream(partial, { flags: 'wx' });
    const gzip = createGzip({ level: 6 });
    gzip.pipe(output);
    const tar = new TarWriter(gzip);
    const manifest: BackupManifest = { parts: {}, blobs: { files: 0, bytes: 0, sha256: {} } };

    await client.query('begin isolation level repeatable read read only');
    const { rows: info } = await client.query<{ server_version: string }>('select current_setting($1) as server_version', ['server_version']);
    const { rows: migrations } = await client.query<{ name: string }>('select name from kysely_migration order by name');
    const parts = partQueries(await keptTableColumns(client));
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      format_version: BACKUP_FORMAT_VERSION,
      product_version: opts.productVersion,
      created_at: new Date().toISOString(),
      server_version: info[0]!.server_version,
      migrations: migrations.map((m) => m.name),
      parts: Object.fromEntries(parts.map((p) => [p.part, p.columns])),
    };
    await tar.file(HEADER_ENTRY, Buffer.byteLength(JSON.stringify(header, null, 2)), Buffer.from(JSON.stringify(header, null, 2)));

    for (const { part, query } of parts) {
      manifest.parts[part] = await writePart(client, tar, part, query, progress);
    }
    await client.query('commit');

    for await (const key of blobFiles(opts.blobDir)) {
      const sha = await writeBlob(tar, opts.blobDir, key);
      if (!sha) {
        progress.note(`blob ${key} was removed while the backup ran (an erasure): left out`);
        continue;
      }
      manifest.blobs.files += 1;
      manifest.blobs.bytes += sha.size;
      manifest.blobs.sha256[key] = sha.sha256;
      progress.tick(`blobs: ${manifest.blobs.files.toLocaleString('en-US')} files, ${mb(manifest.blobs.bytes)}`);
    }
    progress.done(`blobs: ${manifest.blobs.files.toLocaleString('en-US')} files, ${mb(manifest.blobs.bytes)}`);

    const manifestText = Buffer.from(JSON.stringify(manifest, null, 2));
    await tar.file(MANIFEST_ENTRY, manifestText.length, manifestText);
    // Ends the gzip stream too, which ends the file.
    await tar.end();
    await finished(output);
    const fh = await open(partial, 'r');
    await fh.sync();
    await fh.close();
    await rename(partial, opts.file);
    const { size } = await stat(opts.file);
    return { file: opts.file, bytes: size, seconds: (performance.now() - started) / 1000, manifest };
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    await rm(partial, { force: true });
    throw err;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

/** One part's COPY text, cut into chunks of CHUNK_BYTES; rows counted as lines (COPY text escapes newlines). */
async function writePart(client: pg.Client, tar: TarWriter, part: string, query: string, progress: Progress): Promise<PartFigures> {
  const hash = createHash('sha256');
  const figures = { rows: 0, bytes: 0, sha256: '' };
  let held: Buffer[] = [];
  let heldBytes = 0;
  let index = 0;
  const flush = async () => {
    if (heldBytes === 0) return;
    const chunk = Buffer.concat(held, heldBytes);
    held = [];
    heldBytes = 0;
    await tar.file(partEntry(part, index++), chunk.length, chunk);
  };
  const stream = client.query(copyStreams.to(`copy (${query}) to stdout`));
  for await (const data of stream as AsyncIterable<Buffer>) {
    hash.update(data);
    figures.bytes += data.length;
    for (let i = data.indexOf(10); i !== -1; i = data.indexOf(10, i + 1)) figures.rows += 1;
    held.push(data);
    heldBytes += data.length;
    if (heldBytes >= CHUNK_BYTES) await flush();
    progress.tick(`${part}: ${figures.rows.toLocaleString('en-US')} rows, ${mb(figures.bytes)} so far`);
  }
  await flush();
  figures.sha256 = hash.digest('hex');
  progress.done(`${part}: ${figures.rows.toLocaleString('en-US')} rows, ${mb(figures.bytes)}`);
  return figures;
}

/** One file of BLOB_DIR, read through a handle opened first (an erasure removing it then cannot cut the copy short). */
async function writeBlob(tar: TarWriter, root: string, key: string): Promise<{ size: number; sha256: string } | undefined> {
  const handle = await open(path.join(root, key), 'r').catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return undefined;
    throw err;
  });
  if (!handle) return undefined;
  try {
    const { size } = await handle.stat();
    const hash = createHash('sha256');
    const body = async function* () {
      for await (const chunk of handle.createReadStream({ autoClose: false })) {
        hash.update(chunk as Buffer);
        yield chunk as Buffer;
      }
    };
    await tar.file(`${BLOB_PREFIX}${key}`, size, body());
    return { size, sha256: hash.digest('hex') };
  } finally {
    await handle.close();
  }
}
