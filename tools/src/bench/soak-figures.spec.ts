import { figuresByClass, memoryGrowth, p99Drift, type RequestSample, verdicts, windows } from './soak-figures.js';

const sample = (at: number, routeClass: string, ms: number, error = false): RequestSample => ({ at, routeClass, ms, status: error ? 500 : 200, error });

describe('soak figures', () => {
  it('gives each route class and all requests their count, errors, p50 and p99', () => {
    const samples = [...Array.from({ length: 100 }, (_, i) => sample(i, 'beacon', i + 1)), sample(5, 'chat message', 40, true)];
    const figures = figuresByClass(samples);
    expect([...figures.keys()]).toEqual(['beacon', 'chat message', 'all']);
    expect(figures.get('beacon')).toEqual({ requests: 100, errors: 0, p50: 50, p99: 99 });
    expect(figures.get('chat message')).toEqual({ requests: 1, errors: 1, p50: 40, p99: 40 });
    expect(figures.get('all')).toMatchObject({ requests: 101, errors: 1 });
  });

  it('cuts the samples into windows from the start, a late answer going to the last', () => {
    const cut = windows([sample(0, 'a', 1), sample(999, 'a', 1), sample(1000, 'a', 1), sample(5000, 'a', 1)], 1000, 3);
    expect(cut.map((w) => w.length)).toEqual([2, 1, 1]);
  });

  it('measures memory growth between medians of the samples ending at each minute, leaving out a process not in both', () => {
    const kb = (minute: number, api: number, reader?: number) => ({ minute, kb: { api, ...(reader === undefined ? {} : { 'reader 1': reader }) } });
    // A garbage collector's saw-tooth around 100 MB at minute 10, around 120 MB at minute 30.
    const samples = [kb(8, 90, 50), kb(9, 130, 50), kb(10, 100, 50), kb(28, 120), kb(29, 80), kb(30, 150)];
    const growth = memoryGrowth(samples, 10, 30);
    expect(growth.find((g) => g.process === 'api')).toEqual({ process: 'api', fromKb: 100, toKb: 120, ratio: 0.2 });
    expect(growth.find((g) => g.process === 'reader 1')?.ratio).toBeNaN();
  });

  it('judges the p99 drift only on route classes with enough requests in both windows', () => {
    const first = figuresByClass([...Array.from({ length: 100 }, () => sample(0, 'beacon', 10)), sample(0, 'admin lists', 100)]);
    const last = figuresByClass([...Array.from({ length: 100 }, () => sample(0, 'beacon', 12)), sample(0, 'admin lists', 900)]);
    const drift = p99Drift(first, last);
    expect(drift.find((d) => d.routeClass === 'admin lists')).toMatchObject({ ratio: 9, requests: 1 });
    const v = verdicts({ errors: 0, growth: [{ process: 'api', fromKb: 100, toKb: 105, ratio: 0.05 }], drift, settledAfterSeconds: 12 });
    expect(v.p99).toMatchObject({ met: true, worst: { routeClass: 'beacon' } });
    expect(v.p99.worst?.ratio).toBeCloseTo(1.2);
    expect(v).toMatchObject({ errors: { met: true }, memory: { met: true }, settle: { met: true } });
  });

  it('misses the targets on one error, growth past 10%, or a backlog not drained within 2 minutes', () => {
    const v = verdicts({ errors: 1, growth: [{ process: 'postgresql', fromKb: 100, toKb: 111, ratio: 0.11 }], drift: [], settledAfterSeconds: null });
    expect(v).toMatchObject({
      errors: { count: 1, met: false },
      memory: { met: false, worst: { process: 'postgresql' } },
      p99: { met: false },
      settle: { met: false },
    });
    expect(verdicts({ errors: 0, growth: [], drift: [], settledAfterSeconds: 121 }).settle.met).toBe(false);
  });
});
