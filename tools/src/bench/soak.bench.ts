import { loadavg } from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import { embeddedDatabaseUrl } from '../cli/database-url.js';
import { UsageError } from '../cli/run-cli.js';
import { integerOption, parseBenchArgs, positiveOption } from './bench-options.js';
import type { Benchmark } from './benchmark.types.js';
import { freePort, launchProduct, UNBUDGETED_VISITOR_EMAILS } from './launched-product.js';
import { ProductMemory, v8Heap } from './process-memory.js';
import { fmtDec, fmtInt } from './report.js';
import { type Backlog, BacklogReader, outstanding } from './soak-backlog.js';
import { figuresByClass, TARGETS, windows } from './soak-figures.js';
import { SoakHttp } from './soak-http.js';
import { SOAK_ADMIN, type StaffTally, staffLoop } from './soak-staff.js';
import { classTable, finalReport, MEMORY_SAMPLES, mb, minuteLabel, type MemoryParts, type Row, WINDOWS } from './soak-report.js';
import { scannedPages, type VisitorTally, visitorLoop } from './soak-visitors.js';

interface Options {
  minutes: number;
  visitors: number;
  staff: number;
  /** Added to the product's environment (`--product-env NAME=value`, repeatable): to try a runtime setting, such as an allocator's, on the same load. */
  productEnv: Record<string, string>;
}

function parseOptions(args: string[]): Options {
  const values = parseBenchArgs(args, {
    minutes: { type: 'string', default: '30' },
    visitors: { type: 'string', default: '50' },
    staff: { type: 'string', default: '2' },
    'product-env': { type: 'string', multiple: true, default: [] },
  });
  const productEnv: Record<string, string> = {};
  for (const pair of values['product-env'] as string[]) {
    const at = pair.indexOf('=');
    if (at < 1) throw new UsageError(`--product-env takes NAME=value, got ${pair}`);
    productEnv[pair.slice(0, at)] = pair.slice(at + 1);
  }
  return {
    minutes: positiveOption(values, 'minutes'),
    visitors: integerOption(values, 'visitors', 1),
    staff: integerOption(values, 'staff', 0),
    productEnv,
  };
}

/** A hard bound on requests, far above what the paced journeys make (about 10/s at 50 visitors). */
const MAX_REQUESTS_PER_SECOND = 100;
/** After the load: how often the backlog is read, and how long at most a staff digest is waited for. */
const SETTLE_POLL_MS = 5_000;
const DIGEST_WAIT_LIMIT_MS = 6 * 60_000;

const log = (line: string) => process.stderr.write(`${line}\n`);

export const soakBenchmark: Benchmark = {
  name: 'soak',
  summary:
    'the product as `npm start` runs it under 50 paced visitors on every channel (forms with attachments, questionnaire with uploads, chat with documents, beacons) and 2 staff browsing the admin, for 30 minutes: requests, errors, p50/p99 per route class every 5 minutes, memory of each process and the backlog every minute, the targets (docs/soak.md)',
  options: [
    '--minutes N    length of the load (default 30); the windows and samples scale with it',
    '--visitors N   concurrent visitors, each journey a new person with its own address (default 50)',
    '--staff N      staff members browsing the admin (default 2)',
    "--product-env NAME=value  added to the product's environment, repeatable (to try a runtime setting on the same load)",
  ].join('\n'),
  async run(args) {
    const options = parseOptions(args);
    const loadMs = options.minutes * 60_000;
    const windowMs = loadMs / WINDOWS;
    const sampleMs = loadMs / MEMORY_SAMPLES;
    const pgPort = await freePort();
    const metricsPort = await freePort();
    log(`soak: starting the product (embedded PostgreSQL on port ${pgPort}) ...`);
    const product = await launchProduct({
      EMBEDDED_PG_PORT: String(pgPort),
      ADMIN_USERNAME: SOAK_ADMIN.username,
      ADMIN_PASSWORD: SOAK_ADMIN.password,
      ADMIN_PROJECT: SOAK_ADMIN.project_name,
      // The load generator is the proxy that names each visitor (X-Forwarded-For), on loopback.
      TRUST_PROXY: 'loopback',
      METRICS_PORT: String(metricsPort),
      METRICS_HOST: '127.0.0.1',
      ...UNBUDGETED_VISITOR_EMAILS,
      ...options.productEnv,
    });
    const backlogReader = new BacklogReader(embeddedDatabaseUrl(pgPort), product.url);
    const memory = new ProductMemory(product.pid);
    const stop = new AbortController();
    const startedAt = Date.now();
    const maxRequests = Math.ceil((loadMs / 1000) * MAX_REQUESTS_PER_SECOND);
    const visitorHttp = new SoakHttp(product.url, options.visitors, startedAt, maxRequests, () => stop.signal.aborted);
    const staffHttp = new SoakHttp(product.url, Math.max(1, options.staff * 6), startedAt, maxRequests, () => stop.signal.aborted);
    const samples = () => [...visitorHttp.samples, ...staffHttp.samples];
    const rows: Row[] = [];
    const visitorTally: VisitorTally = { journeys: {}, uploads: 0, documentsRead: 0 };
    const staffTally: StaffTally = { signIns: 0, responsesOpened: 0, filesDownloaded: 0 };

    const sample = async (minute: number): Promise<Row> => {
      const tree = await memory.sample();
      const backlog = await backlogReader.read().catch((err: unknown) => {
        log(`  backlog not read: ${String(err)}`);
        return undefined;
      });
      const heap = await v8Heap(`http://127.0.0.1:${metricsPort}/metrics`);
      const parts: MemoryParts = {
        'api heap used': heap?.usedKb,
        'api heap total': heap?.totalKb,
        'api external': heap?.externalKb,
        'pg private / proc': tree.postgresProcesses > 0 ? tree.postgresPrivateKb / tree.postgresProcesses : undefined,
        'pg shared': tree.postgresProcesses > 0 ? tree.postgresSharedKb : undefined,
      };
      return { minute, memory: { minute, kb: tree.kb }, postgresProcesses: tree.postgresProcesses, parts, backlog, load: loadavg()[0]! };
    };
    const progress = (r: Row) =>
      log(
        `  minute ${minuteLabel(r.minute)}: ${Object.entries(r.memory.kb)
          .map(([k, v]) => `${k} ${mb(v)} MB`)
          .join(
            ', ',
          )}; api heap used ${mb(r.parts['api heap used'])} of ${mb(r.parts['api heap total'])} MB, external ${mb(r.parts['api external'])} MB; outstanding ${r.backlog && !Number.isNaN(outstanding(r.backlog)) ? outstanding(r.backlog) : '?'}; ${fmtInt(samples().length)} requests; load ${fmtDec(r.load)}`,
      );

    try {
      const scans = scannedPages();
      log(
        `soak: ${options.visitors} visitors and ${options.staff} staff for ${options.minutes} min; a report every ${minuteLabel(windowMs / 60_000)} min, memory every ${minuteLabel(sampleMs / 60_000)} min`,
      );
      rows.push(await sample(0));
      progress(rows[0]!);
      const load = Promise.all([
        ...Array.from({ length: options.visitors }, (_, i) =>
          visitorLoop(visitorHttp, i, { signal: stop.signal, tally: visitorTally, scans, rampMs: Math.min(60_000, loadMs / 10) }),
        ),
        ...Array.from({ length: options.staff }, (_, i) => staffLoop(staffHttp, i, stop.signal, staffTally)),
      ]).then(
        () => undefined,
        (err: unknown) => err,
      );
      // The clock: memory and backlog every sample, a window's table as each one closes.
      for (let k = 1; k <= MEMORY_SAMPLES; k++) {
        await delay(Math.max(0, startedAt + k * sampleMs - Date.now()));
        if (k === MEMORY_SAMPLES) stop.abort();
        const row = await sample((k * sampleMs) / 60_000);
        rows.push(row);
        progress(row);
        if ((k * WINDOWS) % MEMORY_SAMPLES === 0) {
          const w = (k * WINDOWS) / MEMORY_SAMPLES;
          const inWindow = windows(samples(), windowMs, WINDOWS)[w - 1]!;
          process.stdout.write(
            `\nminutes ${minuteLabel(((w - 1) * windowMs) / 60_000)}-${minuteLabel((w * windowMs) / 60_000)} (load average ${fmtDec(row.load)}):\n${classTable(figuresByClass(inWindow))}\n`,
          );
        }
      }
      const failure = await load;
      if (failure) throw failure;
      const loadEnded = Date.now();
      log(`soak: the load has stopped; waiting for the backlog to drain (at most ${TARGETS.settleMinutes} min) ...`);

      // Nothing outstanding within 2 minutes: read the backlog until it is empty or the time is up.
      let settledAfterSeconds: number | null = null;
      let last: Backlog | undefined;
      for (;;) {
        last = await backlogReader.read();
        const elapsed = (Date.now() - loadEnded) / 1000;
        if (outstanding(last) === 0) {
          settledAfterSeconds = elapsed;
          break;
        }
        if (elapsed >= TARGETS.settleMinutes * 60) break;
        await delay(SETTLE_POLL_MS);
      }
      // A staff digest waits STAFF_DIGEST_DELAY_MS by design: wait for the last one and see it go.
      let digestNote = 'no staff digest was waiting';
      if (last.scheduled.count > 0 && last.scheduled.lastDueAt !== null) {
        const dueIn = last.scheduled.lastDueAt - Date.now();
        log(`soak: ${last.scheduled.count} staff digest(s) due in ${fmtInt(dueIn / 1000)} s; waiting for them ...`);
        const until = Math.min(last.scheduled.lastDueAt + 60_000, Date.now() + DIGEST_WAIT_LIMIT_MS);
        let after = last;
        while (Date.now() < until && (after.scheduled.count > 0 || outstanding(after) !== 0)) {
          await delay(SETTLE_POLL_MS);
          after = await backlogReader.read();
        }
        digestNote =
          after.scheduled.count === 0 && outstanding(after) === 0
            ? `${last.scheduled.count} staff digest(s) were due ${fmtInt(dueIn / 1000)} s after the backlog drained, and went`
            : `staff digests still waiting ${fmtInt((Date.now() - loadEnded) / 1000)} s after the load: ${after.scheduled.count} scheduled, ${outstanding(after)} outstanding`;
      }
      const afterSettle = await sample((Date.now() - startedAt) / 60_000);

      process.stdout.write(
        finalReport({
          options,
          samples: samples(),
          windowMs,
          rows,
          afterSettle,
          settledAfterSeconds,
          last,
          digestNote,
          tolerated: visitorHttp.tolerated,
          errors: [...visitorHttp.errors, ...staffHttp.errors],
          productLog: product
            .output()
            .split('\n')
            .filter((l) => /"level":(40|50|60)/.test(l)),
          visitorTally,
          staffTally,
        }),
      );
    } finally {
      stop.abort();
      await visitorHttp.close();
      await staffHttp.close();
      await backlogReader.close();
      await product.stop();
    }
  },
};
