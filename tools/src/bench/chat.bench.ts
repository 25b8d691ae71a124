import { readFile } from 'node:fs/promises';
import { Pool } from 'undici';
import { createTestDatabase } from '@intake/event-store/testing';
import { integerOption, parseBenchArgs, positiveOption } from './bench-options.js';
import type { Benchmark } from './benchmark.types.js';
import { launchProduct, type LaunchedProduct, UNBUDGETED_VISITOR_EMAILS } from './launched-product.js';
import { perSecond, runConcurrently } from './measure.js';
import { fmtDec, fmtInt, table } from './report.js';

/** The standing target: p99 of a guide message at 50 visitors (the throughput ratio to health is reported, no longer a target). */
const TARGET_P99_MS = 100;

/**
 * What a visitor says, in order; the last message completes the conversation. Each conversation
 * gives its own address, as real visitors do: the worker caps the completion emails one address
 * gets a day (VISITOR_EMAILS_PER_ADDRESS_PER_DAY), and one shared address would skip the sends.
 */
const SCRIPT = [
  'Confirm',
  "I'm an ICU nurse. Nurses on my unit spend almost two hours per shift on duplicate charting.",
  'My idea is a voice assistant that fills the flowsheet from what we say at the bedside. We have a prototype.',
  'We need funding for a pilot and an engineering partner.',
  (conversation: number) => `You can reach me at nurse.${conversation}@clinic.example`,
  'Yes',
];
let conversations = 0;

interface Options {
  clients: number;
  seconds: number;
  rounds: number;
  warmup: number;
}

function parseOptions(args: string[]): Options {
  const values = parseBenchArgs(args, {
    clients: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '12' },
    rounds: { type: 'string', default: '3' },
    warmup: { type: 'string', default: '2' },
  });
  return {
    clients: integerOption(values, 'clients', 1),
    seconds: positiveOption(values, 'seconds'),
    rounds: integerOption(values, 'rounds', 1),
    warmup: positiveOption(values, 'warmup', { orZero: true }),
  };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;

async function timed(fn: () => Promise<void>, into: number[]): Promise<void> {
  const t = process.hrtime.bigint();
  await fn();
  into.push(Number(process.hrtime.bigint() - t) / 1e6);
}

/**
 * The load generator: one keep-alive connection per visitor through undici's Pool. (fetch costs
 * this machine more CPU per request than the health endpoint costs the product, so with it the
 * figures measured the client as much as the product.)
 */
function httpClient(url: string, connections: number) {
  const pool = new Pool(url, { connections, pipelining: 1 });
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> => {
    const res = await pool.request({
      method,
      path,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.body.text();
    if (res.statusCode >= 400) throw new Error(`HTTP ${res.statusCode} for ${method} ${path}: ${text.slice(0, 200)}`);
    return text ? (JSON.parse(text) as unknown) : undefined;
  };
  return {
    get: (path: string) => call('GET', path),
    post: (path: string, body?: unknown) => call('POST', path, body),
    close: () => pool.close(),
  };
}
type HttpClient = ReturnType<typeof httpClient>;

/** The product as `npm start` runs it (api + worker, offline guide engine), on a fresh database. */
async function startProduct(): Promise<LaunchedProduct> {
  const database = await createTestDatabase();
  // 50 visitors from one address: the anonymous budgets (RATE_LIMIT_*) would refuse most of them.
  // Every conversation's completion email is sent, as before the hourly budgets on mail to
  // visitor-typed addresses (docs/emails.md): a bench of many visitors would otherwise measure refusals.
  const product = await launchProduct({ DATABASE_URL: database.url, LOG_LEVEL: 'error', RATE_LIMITS: 'false', ...UNBUDGETED_VISITOR_EMAILS }).catch(
    async (err: unknown) => {
      await database.drop();
      throw err;
    },
  );
  return {
    ...product,
    async stop() {
      await product.stop();
      await database.drop();
    },
  };
}

/** CPU seconds the process has used (Linux /proc). */
async function cpuSeconds(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * CPU seconds the whole machine has been busy (Linux /proc/stat: user, nice, system, irq, softirq,
 * steal). The load generator, the product and PostgreSQL share the CPUs, so this is what a request
 * really costs the run, and what the throughput ratio follows.
 */
async function machineBusySeconds(): Promise<number> {
  const [, user, nice, system, , , irq, softirq, steal] = (await readFile('/proc/stat', 'utf8')).split('\n', 1)[0]!.trim().split(/\s+/).map(Number);
  return (user! + nice! + system! + irq! + softirq! + (steal ?? 0)) / 100;
}

/**
 * Waits until the product has finished the work a phase left behind (projections, reactors,
 * completion emails), so it does not run into the next phase and slow the health baseline.
 */
async function waitUntilQuiet(pid: number): Promise<void> {
  const deadline = Date.now() + 15_000;
  let quietSamples = 0;
  let last = await cpuSeconds(pid);
  while (quietSamples < 2 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 250));
    const now = await cpuSeconds(pid);
    quietSamples = now - last < 0.025 ? quietSamples + 1 : 0;
    last = now;
  }
}

interface Phase {
  requests: number;
  seconds: number;
  latencies: number[];
}

async function healthPhase(http: HttpClient, clients: number, seconds: number): Promise<Phase> {
  const latencies: number[] = [];
  const run = await runConcurrently(clients, seconds, () => timed(async () => void (await http.get('/api/health')), latencies));
  return { requests: run.operations, seconds: run.seconds, latencies };
}

type Visitor = { session: string; step: number; conversation: number };
const newVisitors = (clients: number): Visitor[] => Array.from({ length: clients }, () => ({ session: '', step: SCRIPT.length, conversation: 0 }));

/** Each visitor holds conversation after conversation: a new session, then the script, one message per request. */
async function chatPhase(http: HttpClient, visitors: Visitor[], seconds: number): Promise<Phase> {
  const latencies: number[] = [];
  const clients = visitors.length;
  const post = http.post;
  const run = await runConcurrently(clients, seconds, async (client) => {
    const v = visitors[client]!;
    if (v.step >= SCRIPT.length) {
      v.session = ((await post('/api/guide/sessions')) as { session_id: string }).session_id;
      v.step = 0;
      v.conversation = ++conversations;
    }
    const line = SCRIPT[v.step++]!;
    const message = typeof line === 'string' ? line : line(v.conversation);
    await timed(async () => void (await post(`/api/guide/submissions/${v.session}/message`, { message })), latencies);
  });
  // Operations include the session creations; only messages are counted and timed.
  return { requests: latencies.length, seconds: run.seconds, latencies };
}

function addPhase(a: Phase, b: Phase): Phase {
  return { requests: a.requests + b.requests, seconds: a.seconds + b.seconds, latencies: a.latencies.concat(b.latencies) };
}

function summarise(phase: Phase) {
  const sorted = [...phase.latencies].sort((a, b) => a - b);
  return { perSecond: perSecond(phase.requests, phase.seconds), p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

export const chatBenchmark: Benchmark = {
  name: 'chat',
  summary: 'concurrent visitors holding guide conversations (offline engine): messages/s and p50/p99 next to the bare health endpoint',
  options: [
    '--clients N   concurrent visitors (default 50)',
    '--seconds S   measured time of each of the two phases, split over the rounds (default 12)',
    '--rounds R    alternating health/chat rounds, so drift on the machine hits both alike (default 3)',
    '--warmup S    unmeasured load first (default 2)',
  ].join('\n'),
  async run(args) {
    const options = parseOptions(args);
    const product = await startProduct();
    const http = httpClient(product.url, options.clients);
    try {
      const visitors = newVisitors(options.clients);
      if (options.warmup > 0) {
        await healthPhase(http, options.clients, options.warmup / 2);
        await chatPhase(http, visitors, options.warmup / 2);
      }
      const cpuUsed: { health: number; chat: number } = { health: 0, chat: 0 };
      const machineUsed: { health: number; chat: number } = { health: 0, chat: 0 };
      const empty: Phase = { requests: 0, seconds: 0, latencies: [] };
      let healthRun = empty;
      let chatRun = empty;
      const slice = options.seconds / options.rounds;
      for (let r = 1; r <= options.rounds; r++) {
        await waitUntilQuiet(product.pid);
        let cpu = await cpuSeconds(product.pid);
        let machine = await machineBusySeconds();
        const h = await healthPhase(http, options.clients, slice);
        cpuUsed.health += (await cpuSeconds(product.pid)) - cpu;
        machineUsed.health += (await machineBusySeconds()) - machine;
        cpu = await cpuSeconds(product.pid);
        machine = await machineBusySeconds();
        const c = await chatPhase(http, visitors, slice);
        // The work a message leaves behind (projection, reactors, emails) is part of its cost.
        await waitUntilQuiet(product.pid);
        cpuUsed.chat += (await cpuSeconds(product.pid)) - cpu;
        machineUsed.chat += (await machineBusySeconds()) - machine;
        healthRun = addPhase(healthRun, h);
        chatRun = addPhase(chatRun, c);
        process.stdout.write(`  round ${r}: health ${fmtInt(perSecond(h.requests, h.seconds))}/s, messages ${fmtInt(perSecond(c.requests, c.seconds))}/s\n`);
      }
      const health = summarise(healthRun);
      const chat = summarise(chatRun);
      const ratio = chat.perSecond / health.perSecond;
      const row = (name: string, s: ReturnType<typeof summarise>, count: number) => [name, fmtInt(count), fmtInt(s.perSecond), fmtDec(s.p50), fmtDec(s.p99)];
      process.stdout.write(
        [
          `chat: ${options.clients} concurrent visitors (undici, one keep-alive connection each), ${options.seconds} s per phase in ${options.rounds} rounds, offline guide engine, api + worker in a child process`,
          '',
          table(
            ['phase', 'requests', 'per second', 'p50 ms', 'p99 ms'],
            [row('GET /api/health (baseline)', health, healthRun.requests), row('guide message (POST)', chat, chatRun.requests)],
          ),
          '',
          `throughput ratio (messages/s ÷ health requests/s): ${fmtDec(ratio)}`,
          `message p99: ${fmtDec(chat.p99)} ms  (target ≤ ${TARGET_P99_MS} ms: ${chat.p99 <= TARGET_P99_MS ? 'met' : 'not met'})`,
          `product CPU per request: health ${fmtDec((cpuUsed.health / healthRun.requests) * 1000)} ms, message ${fmtDec((cpuUsed.chat / chatRun.requests) * 1000)} ms (including the work it leaves behind)`,
          `whole machine CPU per request (load generator, product, PostgreSQL): health ${fmtDec((machineUsed.health / healthRun.requests) * 1000)} ms, message ${fmtDec((machineUsed.chat / chatRun.requests) * 1000)} ms`,
          '',
        ].join('\n'),
      );
    } finally {
      await http.close();
      await product.stop();
    }
  },
};
