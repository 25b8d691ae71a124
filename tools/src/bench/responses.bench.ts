import { loadavg } from 'node:os';
import { sql } from 'kysely';
import { Pool } from 'undici';
import { PROJECTIONS } from '@intake/api';
import { replayProjection } from '@intake/event-store';
import { createTestDatabase } from '@intake/event-store/testing';
import { integerOption, parseBenchArgs } from './bench-options.js';
import type { Benchmark } from './benchmark.types.js';
import { launchProduct, type LaunchedProduct } from './launched-product.js';
import { fmtDec, fmtInt, table } from './report.js';
import { generateResponses, loadResponses } from './response-corpus.js';

const TARGET_P95_MS = 50;
const ADMIN = { username: 'bench-admin', password: 'bench admin password 35', project_name: 'innovation-intake' };
/** The read models the calls read, replayed over the bulk-written log. */
const READ_MODELS = ['questionnaire-submissions', 'work-with-us-submissions', 'response-answers', 'response-tags'];
const WARM_UP_MS = 5_000;
// Calls per route: of 30, the p95 is the second slowest call, and two slow calls moved a summary's
// p95 from 22 to 55 ms between runs at the same median; of 100, it is the 95th.

const log = (line: string) => process.stderr.write(`${line}\n`);
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;

/** The calls staff make reading responses in bulk (issue 35), with the plain list as the baseline. */
const CALLS: { name: string; path: string }[] = [
  { name: 'forms limit=100 (baseline)', path: '/analytics/forms?limit=100' },
  { name: 'summary questionnaire', path: '/api/admin/responses/summary?channel=questionnaire' },
  { name: 'summary tag=promising', path: '/api/admin/responses/summary?channel=questionnaire&tag=promising' },
  { name: 'summary stage=prototype', path: '/api/admin/responses/summary?channel=questionnaire&answer=project_stage:prototype' },
  { name: 'summary work-with-us', path: '/api/admin/responses/summary?channel=work-with-us' },
  { name: 'forms tag=promising', path: '/analytics/forms?limit=100&tag=promising' },
  { name: 'forms stage=prototype', path: '/analytics/forms?limit=100&answer=project_stage:prototype' },
  { name: 'forms stage+goal=funding', path: '/analytics/forms?limit=100&answer=project_stage:prototype&answer=main_goal:funding' },
  { name: 'forms tag+goal=funding', path: '/analytics/forms?limit=100&tag=follow-up&answer=main_goal:funding' },
  { name: 'forms title (free text)', path: '/analytics/forms?limit=100&answer=project_title:ward%20sepsis%20rural' },
  { name: 'work-with-us role', path: `/analytics/work-with-us?limit=100&answer=${encodeURIComponent('preferred_roles:Engineer / Designer')}` },
  { name: 'tags questionnaire', path: '/api/admin/responses/tags?channel=questionnaire' },
];

async function timeCalls(url: string, token: string, calls: number): Promise<{ name: string; p50: number; p95: number; bytes: number }[]> {
  const pool = new Pool(url, { connections: 1, pipelining: 1 });
  const headers = { authorization: `Bearer ${token}` };
  const get = async (path: string) => {
    const res = await pool.request({ method: 'GET', path, headers });
    const text = await res.body.text();
    if (res.statusCode !== 200) throw new Error(`${path}: HTTP ${res.statusCode} ${text.slice(0, 200)}`);
    return text;
  };
  try {
    const warm = Date.now() + WARM_UP_MS;
    for (let round = 0; round < 2 || Date.now() < warm; round++) for (const call of CALLS) await get(call.path);
    const out = [];
    for (const call of CALLS) {
      const times: number[] = [];
      let bytes = 0;
      for (let i = 0; i < calls; i++) {
        const t = process.hrtime.bigint();
        bytes = (await get(call.path)).length;
        times.push(Number(process.hrtime.bigint() - t) / 1e6);
      }
      times.sort((a, b) => a - b);
      out.push({ name: call.name, p50: percentile(times, 50), p95: percentile(times, 95), bytes });
    }
    return out;
  } finally {
    await pool.close();
  }
}

/**
 * `npm run bench -- responses`: 10k submitted responses (9 questionnaires along the
 * configuration's routes to 1 Work With Us application, a fifth tagged) written to the log, the
 * read models replayed, then the product launched and each summary, tag filter and answer filter
 * call timed over HTTP (p50/p95), beside the plain list as the baseline.
 */
export const responsesBenchmark: Benchmark = {
  name: 'responses',
  summary: `responses read in bulk (issue 35): summary, tag and answer filters at 10k responses, p95 target ${TARGET_P95_MS} ms`,
  options: '--responses N   responses written (default 10000)\n--calls N       timed calls per route (default 100)',
  async run(args) {
    const values = parseBenchArgs(args, { responses: { type: 'string', default: '10000' }, calls: { type: 'string', default: '100' } });
    const count = integerOption(values, 'responses', 100);
    const calls = integerOption(values, 'calls', 5);
    const database = await createTestDatabase();
    let product: LaunchedProduct | undefined;
    try {
      let t = process.hrtime.bigint();
      const events = await loadResponses(database.db, generateResponses(count, Date.now()));
      const loadSeconds = Number(process.hrtime.bigint() - t) / 1e9;
      log(`  ${fmtInt(events)} events (${fmtInt(count)} responses and their tags) written in ${fmtDec(loadSeconds)} s`);
      t = process.hrtime.bigint();
      for (const name of READ_MODELS) {
        const projector = PROJECTIONS.find((p) => p.name === name);
        if (!projector) throw new Error(`no projection ${name}`);
        await replayProjection(database.db, projector);
      }
      const projectSeconds = Number(process.hrtime.bigint() - t) / 1e9;
      await sql`vacuum analyze`.execute(database.db);
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from response_answers`.execute(database.db);
      product = await launchProduct({ DATABASE_URL: database.url, LOG_LEVEL: 'error', ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });
      const login = await fetch(`${product.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
      if (!login.ok) throw new Error(`login: HTTP ${login.status}`);
      const { access_token: token } = (await login.json()) as { access_token: string };
      const loadBefore = loadavg()[0]!;
      const timings = await timeCalls(product.url, token, calls);
      process.stdout.write(
        `\nresponses at ${fmtInt(rows[0]!.n)} indexed (${fmtInt(events)} events written in ${fmtDec(loadSeconds)} s, projected in ${fmtDec(projectSeconds)} s; ` +
          `load average ${loadBefore.toFixed(1)} before the calls, ${loadavg()[0]!.toFixed(1)} after)\n`,
      );
      process.stdout.write(
        `${table(
          ['call', 'p50 ms', 'p95 ms', 'bytes', `p95 ≤ ${TARGET_P95_MS} ms`],
          timings.map((c) => [c.name, fmtDec(c.p50), fmtDec(c.p95), fmtInt(c.bytes), c.p95 <= TARGET_P95_MS ? 'yes' : 'NO']),
        )}\n`,
      );
    } finally {
      await product?.stop();
      await database.drop();
    }
  },
};
