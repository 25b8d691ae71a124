/**
 * The soak's figures, as pure functions over what it recorded: requests per route class and
 * window, memory samples, and the verdicts against the targets of issue 28 item 6.
 */

/** One answered (or failed) request. `status` 0: no answer (a network failure or a timeout). */
export interface RequestSample {
  /** Milliseconds since the load started. */
  at: number;
  routeClass: string;
  ms: number;
  status: number;
  /** Counted as an error: a 5xx, no answer, or a 4xx the journey did not expect. */
  error: boolean;
}

export interface ClassFigures {
  requests: number;
  errors: number;
  p50: number;
  p99: number;
}

export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;

/** Figures of `samples` by route class (and `all`), sorted by class name. */
export function figuresByClass(samples: readonly RequestSample[]): Map<string, ClassFigures> {
  const groups = new Map<string, RequestSample[]>([['all', [...samples]]]);
  for (const s of samples) {
    const group = groups.get(s.routeClass);
    if (group) group.push(s);
    else groups.set(s.routeClass, [s]);
  }
  const out = new Map<string, ClassFigures>();
  for (const name of [...groups.keys()].sort((a, b) => (a === 'all' ? 1 : b === 'all' ? -1 : a.localeCompare(b)))) {
    const group = groups.get(name)!;
    const times = group.map((s) => s.ms).sort((a, b) => a - b);
    out.set(name, { requests: group.length, errors: group.filter((s) => s.error).length, p50: percentile(times, 50), p99: percentile(times, 99) });
  }
  return out;
}

/** `samples` cut into `count` windows of `windowMs` from the start (a late answer goes to the last). */
export function windows(samples: readonly RequestSample[], windowMs: number, count: number): RequestSample[][] {
  const out: RequestSample[][] = Array.from({ length: count }, () => []);
  for (const s of samples) out[Math.min(count - 1, Math.max(0, Math.floor(s.at / windowMs)))]!.push(s);
  return out;
}

/** Resident memory of the product's processes at one moment, in kB by process label. */
export interface MemorySample {
  /** Minutes since the load started (fractional when --minutes shortens the run). */
  minute: number;
  kb: Record<string, number>;
}

export interface Growth {
  process: string;
  fromKb: number;
  toKb: number;
  /** (to - from) / from; NaN when the process is not in both samples. */
  ratio: number;
}

/** The median of each process's resident memory over `samples` (a process missing from any is left out). */
function medianKb(samples: readonly MemorySample[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const name of Object.keys(samples[0]?.kb ?? {})) {
    const values = samples.map((s) => s.kb[name]);
    if (values.some((v) => v === undefined)) continue;
    out[name] = percentile(
      (values as number[]).sort((a, b) => a - b),
      50,
    );
  }
  return out;
}

/**
 * Growth of each process between `fromMinute` and `toMinute`, each point the median of the `span`
 * samples that end at it (one sample is a moment in a garbage collector's saw-tooth: a Node
 * process's resident memory moves by a third between two collections). A process missing from
 * any of them (a reader replaced in between) has no growth.
 */
export function memoryGrowth(samples: readonly MemorySample[], fromMinute: number, toMinute: number, span = 3): Growth[] {
  const upTo = (minute: number) => samples.filter((s) => s.minute <= minute + 1e-9).slice(-span);
  const from = medianKb(upTo(fromMinute));
  const to = medianKb(upTo(toMinute));
  const names = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return names.map((process) => {
    const a = from[process];
    const b = to[process];
    return { process, fromKb: a ?? Number.NaN, toKb: b ?? Number.NaN, ratio: a !== undefined && b !== undefined ? (b - a) / a : Number.NaN };
  });
}

export interface P99Drift {
  routeClass: string;
  first: number;
  last: number;
  ratio: number;
  /** Requests in the smaller of the two windows: below TARGETS.minRequestsForP99 its p99 is only its slowest few. */
  requests: number;
}

/** p99 of the last window over the first, per route class present in both (and `all`). */
export function p99Drift(first: ReadonlyMap<string, ClassFigures>, last: ReadonlyMap<string, ClassFigures>): P99Drift[] {
  return [...first.entries()].flatMap(([routeClass, f]) => {
    const l = last.get(routeClass);
    return l ? [{ routeClass, first: f.p99, last: l.p99, ratio: l.p99 / f.p99, requests: Math.min(f.requests, l.requests) }] : [];
  });
}

export const TARGETS = { maxErrors: 0, maxMemoryGrowth: 0.1, maxP99Ratio: 1.3, settleMinutes: 2, minRequestsForP99: 100 } as const;

export interface Verdicts {
  errors: { count: number; met: boolean };
  memory: { worst: Growth | undefined; met: boolean };
  p99: { worst: P99Drift | undefined; met: boolean };
  /** Seconds after the load stopped until nothing was outstanding; null: still some at the limit. */
  settle: { seconds: number | null; met: boolean };
}

export function verdicts(input: { errors: number; growth: readonly Growth[]; drift: readonly P99Drift[]; settledAfterSeconds: number | null }): Verdicts {
  const byRatio = <T extends { ratio: number }>(xs: readonly T[]) => xs.filter((x) => Number.isFinite(x.ratio)).sort((a, b) => b.ratio - a.ratio)[0];
  const worstGrowth = byRatio(input.growth);
  const worstDrift = byRatio(input.drift.filter((d) => d.requests >= TARGETS.minRequestsForP99));
  return {
    errors: { count: input.errors, met: input.errors <= TARGETS.maxErrors },
    memory: { worst: worstGrowth, met: worstGrowth !== undefined && worstGrowth.ratio <= TARGETS.maxMemoryGrowth },
    p99: { worst: worstDrift, met: worstDrift !== undefined && worstDrift.ratio <= TARGETS.maxP99Ratio },
    settle: {
      seconds: input.settledAfterSeconds,
      met: input.settledAfterSeconds !== null && input.settledAfterSeconds <= TARGETS.settleMinutes * 60,
    },
  };
}
