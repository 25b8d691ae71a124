import { readFileSync } from 'node:fs';
import { manyPagePdf, textPdf, textPng } from '../../testing/document-fixtures.js';
import { EXTRACTION_LIMITS } from './extraction-limits.js';
import { ExtractionPool, REASONS } from './extraction-pool.js';

const noProgress = () => undefined;
const options = { size: 1, maxHeapMb: 512, maxRssMb: 1536, maxDataMb: EXTRACTION_LIMITS.maxDataMb, warmOcr: false };
const budget = { timeBudgetMs: 60_000 };

describe('the extraction pool: warm reader processes under hard budgets', () => {
  const pools: ExtractionPool[] = [];
  const pool = (o: Partial<typeof options> = {}) => {
    const p = new ExtractionPool({ ...options, ...o });
    pools.push(p);
    return p;
  };
  afterAll(() => Promise.all(pools.map((p) => p.close())));

  it('reads job after job in the same warm process, under the data-size limit', async () => {
    const p = pool();
    const cold = Date.now();
    await p.run(Buffer.from('Problem: a\n'), 'txt', noProgress, budget);
    const coldMs = Date.now() - cold;
    const [pid] = p.pids();
    const limits = readFileSync(`/proc/${pid}/limits`, 'utf8');
    expect(limits).toMatch(new RegExp(`Max data size\\s+${EXTRACTION_LIMITS.maxDataMb * 1024 * 1024}`));
    const started = Date.now();
    const r = await p.run(textPdf(['Problem: missed sepsis alerts']), 'pdf', noProgress, budget);
    expect(r.pages[0]!.text).toContain('missed sepsis alerts');
    expect(p.pids()).toEqual([pid]);
    // Warm: no process start, no module loading. A fresh reader took ~2 s for a one-line text
    // file; the warm one reads a PDF in a fraction of that, on a busy machine as on an idle one.
    expect(Date.now() - started).toBeLessThan(coldMs);
  });

  it('kills a reader over its memory budget; only its job fails, and a new reader takes the next job', async () => {
    const p = pool({ maxRssMb: 40 });
    // A document that keeps the reader busy for seconds: the watch samples every 100 ms.
    await expect(p.run(manyPagePdf(5000), 'pdf', noProgress, budget)).rejects.toThrow(REASONS.memory);
    expect(p.restarts).toBe(1);
  });

  it('kills a reader over its CPU budget, and one that crashes, with a reason for each', async () => {
    const p = pool();
    await expect(p.run(textPng(['cpu budget']), 'png', noProgress, { timeBudgetMs: 60_000, cpuBudgetMs: 1 })).rejects.toThrow(/of processing/);
    // A parser's native crash looks like this from outside: the process is gone mid-job.
    const reading = p.run(manyPagePdf(3000), 'pdf', () => process.kill(p.pids()[0]!, 'SIGSEGV'), budget);
    await expect(reading).rejects.toThrow(REASONS.crashed);
    expect((await p.run(Buffer.from('Stage: pilot\n'), 'txt', noProgress, budget)).pages[0]!.text).toBe('Stage: pilot\n');
  });

  it('a poisoned reader never holds up the other readers', async () => {
    const p = pool({ size: 2 });
    // Both readers started (two jobs at once start two).
    await Promise.all([1, 2].map(() => p.run(Buffer.from('x\n'), 'txt', noProgress, budget)));
    const settled: string[] = [];
    // Stopped, the reader that took it hangs as a parser stuck in a loop would, until the job's
    // time budget kills it.
    const poison = p
      .run(manyPagePdf(5000), 'pdf', noProgress, { timeBudgetMs: 10_000 })
      .catch((error: Error) => error.message)
      .finally(() => settled.push('poison'));
    expect(p.busyPids()).toHaveLength(1);
    process.kill(p.busyPids()[0]!, 'SIGSTOP');
    const other = await p.run(textPdf(['Needs: a hospital partner']), 'pdf', noProgress, budget).finally(() => settled.push('other'));
    expect(other.pages[0]!.text).toContain('hospital partner');
    // Read while the poisoned reader still hangs: it did not wait for that one to end.
    expect(settled).toEqual(['other']);
    expect(await poison).toBe(REASONS.time(10_000));
  });
});
