import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { createApiApp, createLogger as createApiLogger } from '@intake/api';
import { loadConfig } from '@intake/config';
import { DocumentEvents, documentStreamId } from '@intake/contracts';
import { EventStore } from '@intake/event-store';
import { createTestDatabase } from '@intake/event-store/testing';
import { createQueue, createWorker } from '@intake/queue';
import { closeExtractionPool, createLogger as createWorkerLogger, createWorkerApp, ExtractionPool, extractionPool, runExtraction } from '@intake/worker';
import { manyPagePdf, textPdf, textPng } from '@intake/worker/testing';
import { integerOption, parseBenchArgs } from './bench-options.js';
import { documentCorpus } from './document-corpus.js';
import type { Benchmark } from './benchmark.types.js';
import { fmtDec, table } from './report.js';

const TARGET_TEN_PAGE_PDF_SECONDS = 1;
const TARGET_JOB_START_P95_MS = 300;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const median = (v: number[]) => percentile(v, 50);

async function timed<T>(fn: () => Promise<T>): Promise<number> {
  const t = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - t) / 1e6;
}

function tenPagePdf(): Buffer {
  const page = (n: number) =>
    [
      `Page ${n}: CardioWatch pilot`,
      'Problem: heart failure readmissions are missed at home',
      'Solution: a patch that flags fluid build-up early',
      'Needs: clinical partners and seed funding',
    ].join('\n');
  return textPdf(Array.from({ length: 10 }, (_, i) => page(i + 1)));
}

/** Resident memory of processes, from /proc (0 where it cannot be read). */
function rssMb(pids: number[]): number {
  let kb = 0;
  for (const pid of pids) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // The reader was replaced between the listing and the read.
    }
  }
  return kb / 1024;
}

/**
 * The warm reader pool's round trip (a tiny TXT), a 10-page text PDF, and OCR seconds per page:
 * cold (a reader started for the job, OCR workers started for the page, as every job paid
 * before the pool) and warm (OCR workers already running).
 */
async function measureExtraction(rounds: number) {
  const none = () => undefined;
  const baseline: number[] = [];
  const pdf: number[] = [];
  const ocrWarm: number[] = [];
  const ocrCold: number[] = [];
  const ocrColdReaderUp: number[] = [];
  const pdfBytes = tenPagePdf();
  const png = textPng(['Remote monitoring for heart failure', 'patients after discharge']);
  await runExtraction(png, 'png', none);
  for (let i = 0; i < rounds; i++) {
    baseline.push(await timed(() => runExtraction(Buffer.from('Problem: x\n'), 'txt', none)));
    pdf.push(await timed(() => runExtraction(pdfBytes, 'pdf', none)));
    ocrWarm.push(await timed(() => runExtraction(png, 'png', none)));
  }
  const limits = { size: 1, maxHeapMb: 768, maxRssMb: 1536, maxDataMb: 4096, warmOcr: false };
  for (let i = 0; i < Math.min(rounds, 3); i++) {
    const fresh = new ExtractionPool(limits);
    try {
      ocrCold.push(await timed(() => fresh.run(png, 'png', none, { timeBudgetMs: 90_000 })));
    } finally {
      await fresh.close();
    }
    const started = new ExtractionPool(limits);
    try {
      await started.run(Buffer.from('x\n'), 'txt', none, { timeBudgetMs: 90_000 });
      ocrColdReaderUp.push(await timed(() => started.run(png, 'png', none, { timeBudgetMs: 90_000 })));
    } finally {
      await started.close();
    }
  }
  return {
    baselineMs: median(baseline),
    pdfMs: median(pdf),
    ocrWarmMs: median(ocrWarm),
    ocrColdMs: median(ocrCold),
    ocrColdReaderUpMs: median(ocrColdReaderUp),
  };
}

function pdftotextMs(file: string, rounds: number): number | null {
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t = process.hrtime.bigint();
    const run = spawnSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    if (run.status !== 0) return null;
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  return median(times);
}

/**
 * The api and the worker in this process, as the embedded start runs them, on a scratch database
 * and data folder (and Redis when given); `close` takes all of it down again.
 */
async function startInProcess(redisUrl: string | undefined) {
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'intake-bench-'));
  const config = loadConfig({
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    QUEUE_PREFIX: `bench${randomBytes(3).toString('hex')}`,
    ADMIN_USERNAME: 'bench',
    ADMIN_PASSWORD: randomBytes(12).toString('hex'),
    LOG_LEVEL: 'silent',
    // Hundreds of uploads from one address in minutes: the visitor budgets would refuse them.
    RATE_LIMITS: 'false',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
  });
  const api = await createApiApp(config, createApiLogger('silent'));
  await api.listen(0, '127.0.0.1');
  const url = (await api.getUrl()).replace('[::1]', '127.0.0.1');
  const worker = await createWorkerApp(config, { logger: createWorkerLogger({ logLevel: 'silent' }) });
  const close = async () => {
    await worker.close();
    await api.close();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  return { config, url, store: new EventStore(database.db), close };
}

/** A chat session as a visitor opens one: uploads are accepted only into a session that exists. */
async function openChatSession(url: string): Promise<string> {
  const res = await fetch(`${url}/api/guide/sessions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  if (!res.ok) throw new Error(`could not open a chat session: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { session_id: string }).session_id;
}

/**
 * Upload accepted → job started, through the event log, the dispatch reactor and BullMQ,
 * next to a bare queue.add → worker start on the same backend in the same run.
 */
async function measureJobStart(uploads: number, redisUrl: string | undefined) {
  const { config, url, store, close } = await startInProcess(redisUrl);
  try {
    const session = await openChatSession(url);
    const viaLog: number[] = [];
    for (let i = 0; i < uploads; i++) {
      const form = new FormData();
      form.append('file', new Blob([`Problem: upload number ${i}\n`]), `notes-${i}.txt`);
      const { operation_id } = (await (await fetch(`${url}/api/upload/${session}`, { method: 'POST', body: form })).json()) as { operation_id: string };
      for (;;) {
        const events = await store.readStream(documentStreamId(operation_id));
        const uploaded = events.find((e) => e.type === DocumentEvents.Uploaded);
        const started = events.find((e) => e.type === DocumentEvents.ExtractionProgressed);
        if (uploaded && started) {
          viaLog.push(started.createdAt.getTime() - uploaded.createdAt.getTime());
          break;
        }
        await delay(20);
      }
      await delay(50);
    }

    const bare: number[] = [];
    const queue = createQueue(config, 'bench-bare');
    const seen = new Map<string, number>();
    const bareWorker = createWorker(config, 'bench-bare', async (job) => void seen.set(job.id!, Date.now()));
    for (let i = 0; i < uploads; i++) {
      const id = `bare-${i}`;
      const t0 = Date.now();
      await queue.add('x', {}, { jobId: id });
      while (!seen.has(id)) await delay(5);
      bare.push(seen.get(id)! - t0);
      await delay(50);
    }
    await bareWorker.close();
    await queue.close();
    return { viaLog, bare };
  } finally {
    await close();
  }
}

/**
 * End to end, as a visitor gets it: chat upload → stored → queued → read by a warm reader →
 * analysed → DocumentExtracted in the log, for the real text PDFs, against `pdftotext` on the
 * same file; and the floor every document pays (a one-line TXT through the same path).
 */
async function measureEndToEnd(rounds: number, redisUrl: string | undefined) {
  const { url, store, close } = await startInProcess(redisUrl);
  const dir = await mkdtemp(path.join(tmpdir(), 'intake-e2e-'));
  try {
    const session = await openChatSession(url);
    const once = async (name: string, bytes: Buffer): Promise<number> => {
      const t = performance.now();
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)]), name);
      const res = await fetch(`${url}/api/upload/${session}`, { method: 'POST', body: form });
      if (!res.ok) throw new Error(`upload of ${name} answered ${res.status}: ${await res.text()}`);
      const { operation_id } = (await res.json()) as { operation_id: string };
      const answered = performance.now();
      for (;;) {
        const events = await store.readStream(documentStreamId(operation_id));
        const end = events.find((e) => e.type === DocumentEvents.Extracted || e.type === DocumentEvents.ExtractionFailed);
        if (end) {
          const took = performance.now() - t;
          if (process.env['BENCH_TRACE'])
            process.stdout.write(
              `${name}: ${Math.round(took)} ms, upload answered in ${Math.round(answered - t)} ms, ${events.map((e) => `${e.type}@${e.createdAt.getTime() - events[0]!.createdAt.getTime()}`).join(' ')}\n`,
            );
          return took;
        }
        await delay(5);
      }
    };
    // The readers and the processors start with the app (seconds on a loaded machine): wait for the
    // steady state (a one-line TXT under 0.5 s, three times running) before measuring.
    for (let steady = 0, i = 0; steady < 3 && i < 40; i++) steady = (await once(`warm-up-${i}.txt`, Buffer.from('Problem: warm up\n'))) < 500 ? steady + 1 : 0;
    const pdfs = (await documentCorpus()).filter((d) => d.tool && d.ext === 'pdf' && !/OCR/.test(d.tool));
    const floor: number[] = [];
    const times = new Map<string, number[]>(pdfs.map((d) => [d.name, []]));
    // Interleaved (floor, then every PDF, round after round), so a slow moment hits all alike.
    for (let i = 0; i < rounds; i++) {
      floor.push(await once(`floor-${i}.txt`, Buffer.from(`Problem: floor ${i}\n`)));
      for (const doc of pdfs) times.get(doc.name)!.push(await once(doc.name, doc.bytes));
    }
    const rows: { name: string; e2eMs: number; pdftotextMs: number | null }[] = [];
    for (const doc of pdfs) {
      const file = path.join(dir, doc.name);
      await writeFile(file, doc.bytes);
      rows.push({ name: doc.name, e2eMs: median(times.get(doc.name)!), pdftotextMs: pdftotextMs(file, rounds) });
    }
    return { floorMs: median(floor), rows };
  } finally {
    await rm(dir, { recursive: true, force: true });
    await close();
  }
}

const collapse = (s: string) => s.replace(/\s+/g, ' ').toLowerCase();

/**
 * The corpus (document-corpus.ts) through the warm reader pool with the offline analysis: did
 * each read (or refuse) as it should, how many expected fields came out right, and how long it
 * took next to `pdftotext` (poppler) on the same file.
 */
async function measureCorpus() {
  const dir = await mkdtemp(path.join(tmpdir(), 'intake-corpus-'));
  const rows: { name: string; tool: string; ext: string; ok: boolean; fieldsRight: number; fieldsExpected: number; ms: number; pdftotextMs: number | null }[] =
    [];
  try {
    // The readers start once, before the first document (as the worker starts them at boot).
    await runExtraction(Buffer.from('warm up\n'), 'txt', () => undefined);
    for (const doc of await documentCorpus()) {
      const started = process.hrtime.bigint();
      let ok = false;
      let fieldsRight = 0;
      const expected = Object.entries(doc.fields);
      try {
        const r = await runExtraction(doc.bytes, doc.ext, () => undefined, undefined, { documentId: randomUUID(), filename: doc.name });
        const text = collapse(r.pages.map((p) => p.text).join('\n'));
        ok = !doc.refused && doc.text.every((t) => text.includes(collapse(t)));
        const proposals = r.analysis?.fields ?? [];
        for (const [field, pattern] of expected) {
          const value = proposals.find((f) => f.field === field)?.value;
          if (pattern === null ? value === undefined : value !== undefined && pattern.test(value)) fieldsRight++;
        }
      } catch (err) {
        ok = doc.refused !== undefined && doc.refused.test(err instanceof Error ? err.message : String(err));
        if (ok) fieldsRight = expected.length;
      }
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      let poppler: number | null = null;
      if (doc.ext === 'pdf' && !doc.refused) {
        const file = path.join(dir, doc.name);
        await writeFile(file, doc.bytes);
        poppler = pdftotextMs(file, 3);
      }
      rows.push({ name: doc.name, tool: doc.tool ?? 'fixture', ext: doc.ext, ok, fieldsRight, fieldsExpected: expected.length, ms, pdftotextMs: poppler });
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return rows;
}

/**
 * Hostile files through the real upload → worker path, with the worker in the api's process as
 * the embedded start runs it: how slow /api/health gets, the process's peak memory, and whether
 * every operation ends.
 */
async function measureHostile(redisUrl: string | undefined) {
  const { url, close } = await startInProcess(redisUrl);
  const healthIdle: number[] = [];
  const healthBusy: number[] = [];
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  // The readers are processes of their own: their memory is sampled with the worker's.
  await runExtraction(Buffer.from('warm up\n'), 'txt', () => undefined);
  const readersBefore = rssMb(extractionPool().pids());
  let readersPeak = readersBefore;
  let totalPeak = rssBefore / 2 ** 20 + readersBefore;
  const sampler = setInterval(() => {
    const own = process.memoryUsage().rss;
    const readers = rssMb(extractionPool().pids());
    rssPeak = Math.max(rssPeak, own);
    readersPeak = Math.max(readersPeak, readers);
    totalPeak = Math.max(totalPeak, own / 2 ** 20 + readers);
  }, 20);
  const health = async (into: number[]) => {
    const t = performance.now();
    await (await fetch(`${url}/api/health`)).arrayBuffer();
    into.push(performance.now() - t);
  };
  try {
    for (let i = 0; i < 10; i++) await health(healthIdle);
    const session = await openChatSession(url);
    const corpus = await documentCorpus();
    const hostile = [
      { name: 'one-word.txt', bytes: Buffer.from('a'.repeat(400_000)) },
      { name: 'one-word-11mb.txt', bytes: Buffer.from('a'.repeat(9 * 1024 * 1024)) },
      ...corpus.filter((d) => d.refused).map((d) => ({ name: d.name, bytes: d.bytes })),
      // A PDF that names 5,000 pages: the page cap, then its reader's budgets.
      { name: 'pages-5000.pdf', bytes: manyPagePdf(5000) },
    ];
    const operations: string[] = [];
    for (const h of hostile) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(h.bytes)]), h.name);
      const res = await fetch(`${url}/api/upload/${session}`, { method: 'POST', body: form });
      operations.push(((await res.json()) as { operation_id: string }).operation_id);
    }
    const deadline = Date.now() + 180_000;
    let unfinished = operations.length;
    while (Date.now() < deadline) {
      await health(healthBusy);
      const statuses = await Promise.all(
        operations.map(async (id) => ((await (await fetch(`${url}/api/progress/${id}`)).json()) as { status: string }).status),
      );
      unfinished = statuses.filter((s) => s !== 'completed' && s !== 'failed').length;
      if (unfinished === 0) break;
      await delay(100);
    }
    return {
      healthIdleP50: median(healthIdle),
      healthBusyMax: Math.max(...healthBusy),
      healthBusyP95: percentile(healthBusy, 95),
      rssBeforeMb: rssBefore / 2 ** 20,
      rssPeakMb: rssPeak / 2 ** 20,
      readersBeforeMb: readersBefore,
      readersPeakMb: readersPeak,
      totalPeakMb: totalPeak,
      restarts: extractionPool().restarts,
      files: hostile.length,
      unfinished,
    };
  } finally {
    clearInterval(sampler);
    await close();
  }
}

export const documentsBenchmark: Benchmark = {
  name: 'documents',
  summary: 'corpus (real tools) read and fields, text PDF end to end vs pdftotext, OCR s/page warm and cold, health and memory under bombs, upload → job start',
  options:
    '--rounds N    extraction repetitions (default 5)\n--uploads N   uploads timed for job start (default 30)\n--redis URL   run the queues on Redis instead of BullMQ on PostgreSQL',
  async run(args) {
    const values = parseBenchArgs(args, {
      rounds: { type: 'string', default: '5' },
      uploads: { type: 'string', default: '30' },
      redis: { type: 'string' },
      e2e: { type: 'boolean' },
    });
    const rounds = integerOption(values, 'rounds', 1);
    const uploads = integerOption(values, 'uploads', 2);
    const redis = typeof values.redis === 'string' ? values.redis : undefined;
    if (values.e2e) {
      process.stdout.write(`${JSON.stringify(await measureEndToEnd(rounds, redis))}\n`);
      await closeExtractionPool();
      return;
    }

    const corpus = await measureCorpus();
    const byType = new Map<string, { ok: number; all: number }>();
    for (const r of corpus) {
      const t = byType.get(r.ext) ?? { ok: 0, all: 0 };
      t.all++;
      if (r.ok) t.ok++;
      byType.set(r.ext, t);
    }
    process.stdout.write(
      `\n${table(
        ['document', 'made by', 'read as expected', 'fields right', 'time (warm reader)', 'pdftotext', 'ratio'],
        corpus.map((r) => [
          r.name,
          r.tool,
          r.ok ? 'yes' : 'NO',
          `${r.fieldsRight}/${r.fieldsExpected}`,
          `${Math.round(r.ms)} ms`,
          r.pdftotextMs === null ? '' : `${Math.round(r.pdftotextMs)} ms`,
          r.pdftotextMs === null ? '' : fmtDec(r.ms / Math.max(r.pdftotextMs, 1)),
        ]),
      )}\n`,
    );
    process.stdout.write(
      `\n${table(
        ['type', 'success'],
        [...byType].map(([t, v]) => [t, `${v.ok}/${v.all}`]),
      )}\n`,
    );
    const h = await measureHostile(redis);
    process.stdout.write(
      `\n${table(
        ['hostile files (400k-char word, 9 MB word, 3 bombs, 5,000-page PDF)', 'value', 'baseline (same run)'],
        [
          ['/api/health while they are read, max', `${Math.round(h.healthBusyMax)} ms`, `${fmtDec(h.healthIdleP50)} ms idle p50`],
          ['/api/health while they are read, p95', `${Math.round(h.healthBusyP95)} ms`, ''],
          ['api + worker process RSS peak', `${Math.round(h.rssPeakMb)} MB`, `${Math.round(h.rssBeforeMb)} MB before`],
          ['reader processes RSS peak (all)', `${Math.round(h.readersPeakMb)} MB`, `${Math.round(h.readersBeforeMb)} MB before`],
          ['all processes RSS peak', `${Math.round(h.totalPeakMb)} MB`, ''],
          ['readers replaced', String(h.restarts), ''],
          ['operations left unfinished', `${h.unfinished} of ${h.files}`, ''],
        ],
      )}\n`,
    );
    const x = await measureExtraction(rounds);
    const e2e = await measureEndToEnd(Math.max(3, Math.min(rounds, 5)), redis);
    await closeExtractionPool();
    process.stdout.write(
      `\n${table(
        ['text PDF made by a real tool', 'upload → extracted (median)', 'pdftotext', 'ratio (target <= 3)', 'minus the floor, ratio'],
        e2e.rows.map((r) => [
          r.name,
          `${Math.round(r.e2eMs)} ms`,
          r.pdftotextMs === null ? '' : `${Math.round(r.pdftotextMs)} ms`,
          r.pdftotextMs === null ? '' : fmtDec(r.e2eMs / Math.max(r.pdftotextMs, 1)),
          r.pdftotextMs === null ? '' : fmtDec(Math.max(0, r.e2eMs - e2e.floorMs) / Math.max(r.pdftotextMs, 1)),
        ]),
      )}\nfloor (a one-line TXT, same path): ${Math.round(e2e.floorMs)} ms\n`,
    );
    const s = await measureJobStart(uploads, redis);
    const backend = redis ? 'Redis' : 'BullMQ on PostgreSQL';
    const p50 = percentile(s.viaLog, 50);
    const p95 = percentile(s.viaLog, 95);
    const bareP95 = percentile(s.bare, 95);
    process.stdout.write(
      `\n${table(
        ['measure', 'value', 'baseline (same run)', 'ratio', 'target'],
        [
          [
            '10-page text PDF in a warm reader, median',
            `${fmtDec(x.pdfMs / 1000)} s`,
            `${fmtDec(x.baselineMs / 1000)} s reader round trip (tiny TXT)`,
            fmtDec(x.pdfMs / x.baselineMs),
            `< ${TARGET_TEN_PAGE_PDF_SECONDS} s`,
          ],
          ['text PDF pages/s', fmtDec(10_000 / x.pdfMs), '', '', ''],
          ['OCR s/page, warm (OCR workers running)', fmtDec(x.ocrWarmMs / 1000), '', '', ''],
          [
            'OCR s/page, cold (reader started for the job)',
            fmtDec(x.ocrColdMs / 1000),
            `${fmtDec(x.ocrWarmMs / 1000)} warm`,
            fmtDec(x.ocrColdMs / x.ocrWarmMs),
            '',
          ],
          [
            'OCR s/page, reader up, OCR workers not started',
            fmtDec(x.ocrColdReaderUpMs / 1000),
            `${fmtDec(x.ocrWarmMs / 1000)} warm`,
            fmtDec(x.ocrColdReaderUpMs / x.ocrWarmMs),
            '',
          ],
          [
            `upload → job start p50 (${backend})`,
            `${Math.round(p50)} ms`,
            `${Math.round(percentile(s.bare, 50))} ms bare queue.add → start`,
            fmtDec(p50 / Math.max(percentile(s.bare, 50), 1)),
            '',
          ],
          [
            `upload → job start p95 (${backend})`,
            `${Math.round(p95)} ms`,
            `${Math.round(bareP95)} ms`,
            fmtDec(p95 / Math.max(bareP95, 1)),
            `< ${TARGET_JOB_START_P95_MS} ms`,
          ],
        ],
      )}\n`,
    );
    process.stdout.write(
      `${JSON.stringify({ bench: 'documents', corpus, hostile: h, backend, end_to_end: e2e, pdf10_seconds: x.pdfMs / 1000, ocr_page_seconds_warm: x.ocrWarmMs / 1000, ocr_page_seconds_cold: x.ocrColdMs / 1000, ocr_page_seconds_reader_up: x.ocrColdReaderUpMs / 1000, reader_round_trip_seconds: x.baselineMs / 1000, job_start_p50_ms: p50, job_start_p95_ms: p95, bare_p50_ms: percentile(s.bare, 50), bare_p95_ms: bareP95 })}\n`,
    );
  },
};
