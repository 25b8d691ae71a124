import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createTestDatabase } from '@intake/event-store/testing';
import { UsageError } from '../cli/run-cli.js';
import type { Benchmark } from './benchmark.types.js';
import { perSecond, runConcurrently } from './measure.js';
import { fmtDec, fmtInt, table } from './report.js';

const TARGET_P99_MS = 30;
const TARGET_RATIO = 0.5;
const LAUNCHER = fileURLToPath(new URL('../start.js', import.meta.url));

/** What a visitor says, in order; the last message completes the conversation. */
const SCRIPT = [
  'Confirm',
  "I'm an ICU nurse. Nurses on my unit spend almost two hours per shift on duplicate charting.",
  'My idea is a voice assistant that fills the flowsheet from what we say at the bedside. We have a prototype.',
  'We need funding for a pilot and an engineering partner.',
  'You can reach me at nurse@clinic.example',
  'Yes',
];

interface Options {
  clients: number;
  seconds: number;
  warmup: number;
}

function parseOptions(args: string[]): Options {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: { clients: { type: 'string', default: '50' }, seconds: { type: 'string', default: '10' }, warmup: { type: 'string', default: '2' } },
    }));
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  const clients = Number(values.clients);
  const seconds = Number(values.seconds);
  const warmup = Number(values.warmup);
  if (!Number.isInteger(clients) || clients < 1) throw new UsageError(`--clients must be a positive integer, got ${values.clients}`);
  if (!(seconds > 0)) throw new UsageError(`--seconds must be a positive number, got ${values.seconds}`);
  if (!(warmup >= 0)) throw new UsageError(`--warmup must be zero or more, got ${values.warmup}`);
  return { clients, seconds, warmup };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;

async function timed(fn: () => Promise<void>, into: number[]): Promise<void> {
  const t = process.hrtime.bigint();
  await fn();
  into.push(Number(process.hrtime.bigint() - t) / 1e6);
}

async function ok(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!res.ok) throw new Error(`HTTP ${res.status}: ${text.slice(0, 200)}`);
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/**
 * The product as `npm start` runs it (api + worker, offline guide engine), in its own process so
 * the load generator does not share its event loop, on a fresh database.
 */
async function startProduct(): Promise<{ url: string; stop(): Promise<void> }> {
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'intake-chat-bench-'));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [LAUNCHER], {
    env: { PATH: process.env.PATH, DATABASE_URL: database.url, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error', NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (!(await fetch(`${url}/api/health`).then((r) => r.ok, () => false))) {
    if (child.exitCode !== null) throw new Error(`the product exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('the product did not start within 60 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

interface Phase {
  requests: number;
  seconds: number;
  latencies: number[];
}

async function healthPhase(url: string, clients: number, seconds: number): Promise<Phase> {
  const latencies: number[] = [];
  const run = await runConcurrently(clients, seconds, () => timed(async () => void (await ok(await fetch(`${url}/api/health`))), latencies));
  return { requests: run.operations, seconds: run.seconds, latencies };
}

/** Each visitor holds conversation after conversation: a new session, then the script, one message per request. */
async function chatPhase(url: string, clients: number, seconds: number): Promise<Phase> {
  const latencies: number[] = [];
  const visitors = Array.from({ length: clients }, () => ({ session: '', step: SCRIPT.length }));
  const post = (p: string, body?: unknown) =>
    fetch(`${url}${p}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) }).then(ok);
  const run = await runConcurrently(clients, seconds, async (client) => {
    const v = visitors[client]!;
    if (v.step >= SCRIPT.length) {
      v.session = ((await post('/api/guide/sessions')) as { session_id: string }).session_id;
      v.step = 0;
    }
    const message = SCRIPT[v.step++]!;
    await timed(async () => void (await post(`/api/guide/submissions/${v.session}/message`, { message })), latencies);
  });
  // Operations include the session creations; only messages are counted and timed.
  return { requests: latencies.length, seconds: run.seconds, latencies };
}

function summarise(phase: Phase) {
  const sorted = [...phase.latencies].sort((a, b) => a - b);
  return { perSecond: perSecond(phase.requests, phase.seconds), p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

export const chatBenchmark: Benchmark = {
  name: 'chat',
  summary: 'concurrent visitors holding guide conversations (offline engine): messages/s and p50/p99 next to the bare health endpoint',
  options: ['--clients N   concurrent visitors (default 50)', '--seconds S   length of each measured phase (default 10)', '--warmup S    unmeasured load first (default 2)'].join('\n'),
  async run(args) {
    const options = parseOptions(args);
    const product = await startProduct();
    try {
      if (options.warmup > 0) {
        await healthPhase(product.url, options.clients, options.warmup / 2);
        await chatPhase(product.url, options.clients, options.warmup / 2);
      }
      const health = summarise(await healthPhase(product.url, options.clients, options.seconds));
      const chatRun = await chatPhase(product.url, options.clients, options.seconds);
      const chat = summarise(chatRun);
      const ratio = chat.perSecond / health.perSecond;
      const row = (name: string, s: ReturnType<typeof summarise>, count: number) => [name, fmtInt(count), fmtInt(s.perSecond), fmtDec(s.p50), fmtDec(s.p99)];
      process.stdout.write(
        [
          `chat: ${options.clients} concurrent visitors, ${options.seconds} s per phase, offline guide engine, api + worker in a child process`,
          '',
          table(
            ['phase', 'requests', 'per second', 'p50 ms', 'p99 ms'],
            [row('GET /api/health (baseline)', health, Math.round(health.perSecond * options.seconds)), row('guide message (POST)', chat, chatRun.requests)],
          ),
          '',
          `throughput ratio (messages/s ÷ health requests/s): ${fmtDec(ratio)}  (target ≥ ${TARGET_RATIO}: ${ratio >= TARGET_RATIO ? 'met' : 'not met'})`,
          `message p99: ${fmtDec(chat.p99)} ms  (target ≤ ${TARGET_P99_MS} ms: ${chat.p99 <= TARGET_P99_MS ? 'met' : 'not met'})`,
          '',
        ].join('\n'),
      );
    } finally {
      await product.stop();
    }
  },
};
