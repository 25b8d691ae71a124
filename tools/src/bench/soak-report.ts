import { fmtDec, fmtInt, table } from './report.js';
import type { Backlog } from './soak-backlog.js';
import {
  type ClassFigures,
  figuresByClass,
  type MemorySample,
  memoryGrowth,
  p99Drift,
  type RequestSample,
  TARGETS,
  verdicts,
  windows,
} from './soak-figures.js';
import type { ErrorNote } from './soak-http.js';
import type { StaffTally } from './soak-staff.js';
import type { VisitorTally } from './soak-visitors.js';

/** Six report windows (5 minutes each in the full 30) and thirty memory samples (one a minute). */
export const WINDOWS = 6;
export const MEMORY_SAMPLES = 30;

/** One memory-and-backlog sample. */
export interface Row {
  minute: number;
  memory: MemorySample;
  postgresProcesses: number;
  /** What the resident figures are made of (kB), for reading their growth; not judged. */
  parts: MemoryParts;
  backlog: Backlog | undefined;
  load: number;
}

/**
 * The api + worker process's V8 heap (in use; held from the system) and the memory its objects own
 * outside it, from its metrics; PostgreSQL's private memory per process and its shared buffers
 * touched, from /proc.
 */
export interface MemoryParts {
  'api heap used'?: number;
  'api heap total'?: number;
  'api external'?: number;
  'pg private / proc'?: number;
  'pg shared'?: number;
}
const PART_LABELS = ['api heap used', 'api heap total', 'api external', 'pg private / proc', 'pg shared'] as const;

export const mb = (kb: number | undefined) => (kb === undefined || Number.isNaN(kb) ? '-' : fmtInt(kb / 1024));
const pct = (r: number) => `${r >= 0 ? '+' : ''}${fmtDec(r * 100)}%`;
export const minuteLabel = (m: number) => (Number.isInteger(Math.round(m * 10) / 10) ? String(Math.round(m)) : fmtDec(m));
const met = (ok: boolean) => (ok ? 'met' : 'NOT met');

export function classTable(figures: ReadonlyMap<string, ClassFigures>): string {
  return table(
    ['route class', 'requests', 'errors', 'p50 ms', 'p99 ms'],
    [...figures.entries()].map(([name, f]) => [name, fmtInt(f.requests), fmtInt(f.errors), fmtDec(f.p50), fmtDec(f.p99)]),
  );
}

function backlogCells(b: Backlog | undefined): string[] {
  if (!b) return ['?', '?', '?', '?', '?'];
  const jobs = Object.values(b.jobs).reduce((s, n) => s + n, 0);
  return [fmtInt(jobs), fmtInt(b.scheduled.count), fmtInt(b.operations), b.processorLag === null ? '?' : fmtInt(b.processorLag), fmtInt(b.failedJobs)];
}

export interface SoakRun {
  options: { minutes: number; visitors: number; staff: number };
  samples: RequestSample[];
  windowMs: number;
  rows: Row[];
  /** A last sample once the backlog drained (or the wait ended). */
  afterSettle: Row;
  settledAfterSeconds: number | null;
  last: Backlog;
  digestNote: string;
  tolerated: ReadonlyMap<string, number>;
  errors: ErrorNote[];
  /** The product's warning and error log lines. */
  productLog: string[];
  visitorTally: VisitorTally;
  staffTally: StaffTally;
}

/** The tables, the verdicts against the targets and the one-line summary. */
export function finalReport(run: SoakRun): string {
  const { options, samples, windowMs, rows } = run;
  const perWindow = windows(samples, windowMs, WINDOWS).map(figuresByClass);
  const classes = [...figuresByClass(samples).keys()];
  const windowHeads = perWindow.map((_, w) => `${minuteLabel((w * windowMs) / 60_000)}-${minuteLabel(((w + 1) * windowMs) / 60_000)}`);
  const byWindow = (pick: (f: ClassFigures) => string) => classes.map((name) => [name, ...perWindow.map((w) => (w.has(name) ? pick(w.get(name)!) : '-'))]);
  const labels = [...new Set(rows.flatMap((r) => Object.keys(r.memory.kb)))];
  const fromMinute = options.minutes / 3;
  const growth = memoryGrowth(
    rows.map((r) => r.memory),
    fromMinute,
    options.minutes,
  );
  const partsGrowth = memoryGrowth(
    rows.map((r) => ({ minute: r.minute, kb: Object.fromEntries(Object.entries(r.parts).filter(([, v]) => v !== undefined)) as Record<string, number> })),
    fromMinute,
    options.minutes,
  );
  const drift = p99Drift(perWindow[0]!, perWindow[WINDOWS - 1]!);
  const errorCount = samples.filter((s) => s.error).length;
  const v = verdicts({ errors: errorCount, growth, drift, settledAfterSeconds: run.settledAfterSeconds });
  const errorKinds = new Map<string, { n: number; detail: string }>();
  for (const e of run.errors) {
    const key = `${e.routeClass}: ${e.status === 0 ? 'no answer' : `HTTP ${e.status}`} ${e.path.split('?')[0]}`;
    errorKinds.set(key, { n: (errorKinds.get(key)?.n ?? 0) + 1, detail: errorKinds.get(key)?.detail ?? e.detail });
  }
  const from = minuteLabel(fromMinute);
  const to = minuteLabel(options.minutes);
  const journeys = Object.entries(run.visitorTally.journeys)
    .map(([k, n]) => `${fmtInt(n)} ${k}`)
    .join(', ');
  const { staffTally: st, visitorTally: vt } = run;
  const loads = rows.map((r) => r.load);

  return [
    '',
    `soak: ${options.visitors} visitors (journeys finished: ${journeys}; ${fmtInt(vt.uploads)} uploads, ${fmtInt(vt.documentsRead)} chat documents read) ` +
      `and ${options.staff} staff (${fmtInt(st.signIns)} sign-ins, ${fmtInt(st.responsesOpened)} responses opened, ${fmtInt(st.filesDownloaded)} files downloaded) ` +
      `for ${options.minutes} min against the product as \`npm start\` runs it (embedded PostgreSQL, BullMQ on PostgreSQL, offline guide engine)`,
    '',
    'requests (errors) per route class and window (minutes):',
    table(
      ['route class', ...windowHeads],
      byWindow((f) => `${fmtInt(f.requests)} (${fmtInt(f.errors)})`),
    ),
    '',
    'p50 / p99 ms per route class and window (minutes):',
    table(
      ['route class', ...windowHeads],
      byWindow((f) => `${fmtDec(f.p50)} / ${fmtDec(f.p99)}`),
    ),
    '',
    'resident memory (MB; PostgreSQL: its processes’ private memory plus its shared buffers once), what it is made of (the api + worker V8 heap in use and held, memory its objects own outside the heap; PostgreSQL per process and shared), and the backlog, by minute:',
    table(
      ['minute', ...labels, ...PART_LABELS, 'pg procs', 'jobs', 'digests due later', 'operations', 'processor lag', 'failed jobs', 'load avg'],
      [...rows, run.afterSettle].map((r, i) => [
        i === rows.length ? `${minuteLabel(r.minute)} (after)` : minuteLabel(r.minute),
        ...labels.map((l) => mb(r.memory.kb[l])),
        ...PART_LABELS.map((l) => mb(r.parts[l])),
        fmtInt(r.postgresProcesses),
        ...backlogCells(r.backlog),
        fmtDec(r.load),
      ]),
    ),
    '',
    `memory growth, minute ${from} to ${to} (each the median of the 3 samples ending there):`,
    table(
      ['process', `minute ${from} MB`, `minute ${to} MB`, 'growth'],
      growth.map((g) => [g.process, mb(g.fromKb), mb(g.toKb), Number.isNaN(g.ratio) ? 'not in both' : pct(g.ratio)]),
    ),
    '',
    'what grew, same minutes (not judged: it says which part of a process moved):',
    table(
      ['part', `minute ${from} MB`, `minute ${to} MB`, 'growth'],
      partsGrowth.map((g) => [g.process, mb(g.fromKb), mb(g.toKb), Number.isNaN(g.ratio) ? 'not in both' : pct(g.ratio)]),
    ),
    '',
    'p99 of the last window over the first:',
    table(
      ['route class', 'first p99 ms', 'last p99 ms', 'ratio'],
      drift.map((d) => [
        d.routeClass,
        fmtDec(d.first),
        fmtDec(d.last),
        `${fmtDec(d.ratio)}${d.requests < TARGETS.minRequestsForP99 ? ` (${d.requests} requests: too few to judge a p99)` : ''}`,
      ]),
    ),
    '',
    `after the load: ${
      run.settledAfterSeconds === null
        ? `still outstanding after ${TARGETS.settleMinutes} min: ${JSON.stringify(run.last)}`
        : `nothing outstanding ${fmtInt(run.settledAfterSeconds)} s after it stopped`
    }; ${run.digestNote}`,
    ...[...run.tolerated.entries()].map(([why, n]) => `tolerated: ${fmtInt(n)} × ${why}`),
    ...(errorKinds.size > 0
      ? ['', 'errors:', ...[...errorKinds.entries()].slice(0, 20).map(([k, e]) => `  ${fmtInt(e.n)} × ${k}${e.detail ? ` — ${e.detail}` : ''}`)]
      : []),
    ...(run.productLog.length > 0
      ? ['', `the product logged ${run.productLog.length} warnings or errors (last 5):`, ...run.productLog.slice(-5).map((l) => `  ${l.slice(0, 400)}`)]
      : []),
    '',
    `targets: errors ${TARGETS.maxErrors}: ${met(v.errors.met)}; memory growth ≤ ${TARGETS.maxMemoryGrowth * 100}% (minute ${from} to ${to}) for each process: ${met(v.memory.met)}; ` +
      `p99 last/first ≤ ${TARGETS.maxP99Ratio} for each route class with ${TARGETS.minRequestsForP99}+ requests in both windows: ${met(v.p99.met)}; ` +
      `nothing outstanding ${TARGETS.settleMinutes} min after the load: ${met(v.settle.met)}. The machine is shared: timings are noisy.`,
    `soak: ${fmtInt(samples.length)} requests in ${options.minutes} min, ${fmtInt(errorCount)} errors; ` +
      `worst memory growth ${v.memory.worst ? `${pct(v.memory.worst.ratio)} (${v.memory.worst.process})` : '-'}; ` +
      `worst p99 last/first ${v.p99.worst ? `${fmtDec(v.p99.worst.ratio)} (${v.p99.worst.routeClass})` : '-'}; ` +
      `${run.settledAfterSeconds === null ? 'backlog not drained' : `backlog drained in ${fmtInt(run.settledAfterSeconds)} s`}; ` +
      `load average ${fmtDec(Math.min(...loads))}-${fmtDec(Math.max(...loads))}`,
    '',
  ].join('\n');
}
