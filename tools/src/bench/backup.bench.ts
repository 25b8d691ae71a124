import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import copyStreams from 'pg-copy-streams';
import { PROJECTIONS } from '@intake/api';
import { createEmptyDatabase, createTestDatabase } from '@intake/event-store/testing';
import { restoreBackup } from '../backup/restore-backup.js';
import { writeBackup } from '../backup/write-backup.js';
import { generateTraffic, loadTraffic } from './analytics-traffic.js';
import { integerOption, parseBenchArgs } from './bench-options.js';
import type { Benchmark } from './benchmark.types.js';
import { fmtDec, fmtInt, table } from './report.js';

const log = (line: string) => process.stderr.write(`${line}\n`);
const seconds = (since: bigint) => Number(process.hrtime.bigint() - since) / 1e9;

/** The baseline: the events table's raw COPY text read to nowhere, on one connection, as fast as the server sends it. */
async function rawCopySeconds(url: string): Promise<{ seconds: number; bytes: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const t = process.hrtime.bigint();
    let bytes = 0;
    for await (const chunk of client.query(copyStreams.to('copy events to stdout')) as AsyncIterable<Buffer>) bytes += chunk.length;
    return { seconds: seconds(t), bytes };
  } finally {
    await client.end();
  }
}

const emptyDatabase = () => createEmptyDatabase('intake_bench_restore');

async function runVolume(volume: number): Promise<string[]> {
  log(`backup bench: ${fmtInt(volume)} page views`);
  const source = await createTestDatabase();
  const target = await emptyDatabase();
  const dir = await mkdtemp(path.join(tmpdir(), 'intake-bench-backup-'));
  try {
    const t = process.hrtime.bigint();
    const written = await loadTraffic(source.db, generateTraffic(volume, 60, Date.now()), (n) => {
      if (n % 200_000 === 0) log(`  ${fmtInt(n)} page views written`);
    });
    log(`  ${fmtInt(written)} page views written in ${fmtDec(seconds(t))} s`);

    const raw = await rawCopySeconds(source.url);
    log(`  baseline: raw COPY of events, ${fmtDec(raw.bytes / 1e6)} MB in ${fmtDec(raw.seconds)} s`);
    const file = path.join(dir, 'bench.tar.gz');
    const backup = await writeBackup({ url: source.url, blobDir: path.join(dir, 'no-blobs'), file, productVersion: 'bench', say: (l) => log(`  ${l}`) });
    log(`  backup: ${fmtDec(backup.bytes / 1e6)} MB in ${fmtDec(backup.seconds)} s`);

    const restore = await restoreBackup({
      url: target.url,
      blobDir: path.join(dir, 'restored-blobs'),
      file,
      replace: false,
      projections: PROJECTIONS,
      say: (l) => log(`  ${l}`),
    });
    const replaySeconds = restore.replayed.reduce((s, r) => s + r.seconds, 0);
    return [
      fmtInt(written),
      fmtDec(raw.bytes / 1e6),
      fmtDec(raw.seconds),
      fmtDec(backup.bytes / 1e6),
      fmtDec(backup.seconds),
      fmtDec(backup.seconds / raw.seconds),
      fmtDec(restore.seconds - replaySeconds),
      fmtDec(replaySeconds),
      fmtDec(restore.seconds),
    ];
  } finally {
    await rm(dir, { recursive: true, force: true });
    await target.drop();
    await source.drop();
  }
}

export const backupBenchmark: Benchmark = {
  name: 'backup',
  summary: 'npm run backup and npm run restore (load + replay) at 1M generated page views: archive MB and seconds, next to a raw COPY of the events table',
  options: '--volumes 1000000   page views, comma separated (default 1M; 100000 for a quick run)',
  async run(args) {
    const values = parseBenchArgs(args, { volumes: { type: 'string', default: '1000000' } });
    const volumes = String(values.volumes)
      .split(',')
      .map((v) => integerOption({ volumes: v.trim() }, 'volumes', 1));
    const rows: string[][] = [];
    for (const volume of volumes) rows.push(await runVolume(volume));
    process.stdout.write(
      `${table(['page views', 'raw COPY MB', 'raw COPY s', 'archive MB', 'backup s', 'backup/raw', 'restore load s', 'replay s', 'restore s'], rows)}\n`,
    );
  },
};
