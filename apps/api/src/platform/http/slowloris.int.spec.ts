import { Worker } from 'node:worker_threads';
import { startApi, type ApiHarness } from '../../testing/api-harness.js';

const HEADERS_TIMEOUT_MS = 3_000;
const CONNECTIONS = 1_000;
/** Wall-clock slack over the bound for a shared, busy machine (Node checks the bound every 750 ms here). */
const SLACK_MS = 10_000;

/**
 * The attacker, on a thread of its own (its 1,000 sockets must not share the api's event loop and
 * be counted as the api's slowness): opens the connections in rounds of 100 (the listen backlog),
 * sends a request line and half a header, then one more byte a second, and reports how long each
 * connection lived (null: still open at the deadline) and what it was answered.
 */
const SLOWLORIS = `
const net = require('node:net');
const { parentPort, workerData } = require('node:worker_threads');
const { port, connections, deadlineMs } = workerData;
const held = [];
const open = () => new Promise((resolve, reject) => {
  const socket = net.connect(port, '127.0.0.1');
  const entry = { socket, openedAt: 0, closedAt: null, answer: '' };
  socket.setEncoding('utf8');
  socket.on('data', (chunk) => (entry.answer += chunk));
  socket.on('error', () => undefined);
  socket.on('close', () => { entry.closedAt = performance.now(); check(); });
  socket.once('connect', () => {
    entry.openedAt = performance.now();
    socket.write('GET /api/health HTTP/1.1\\r\\nHost: 127.0.0.1\\r\\nX-Slow: ');
    held.push(entry);
    resolve();
  });
  socket.once('error', reject);
});
let reported = false;
let trickle;
const report = () => {
  if (reported) return;
  reported = true;
  clearInterval(trickle);
  parentPort.postMessage({
    lifetimes: held.map((h) => (h.closedAt === null ? null : h.closedAt - h.openedAt)),
    answers: held.map((h) => h.answer),
  });
  for (const h of held) h.socket.destroy();
};
const check = () => { if (held.length === connections && held.every((h) => h.closedAt !== null)) report(); };
(async () => {
  for (let i = 0; i < connections; i += 100) await Promise.all(Array.from({ length: Math.min(100, connections - i) }, open));
  trickle = setInterval(() => { for (const h of held) if (!h.socket.destroyed) h.socket.write('a'); }, 1000);
  setTimeout(report, deadlineMs);
  check();
})();
`;

/**
 * Issue 28 item 5: 1,000 connections that never finish their headers (a slowloris: a header
 * line, then one more byte every second) are each answered 408 and closed within
 * HTTP_HEADERS_TIMEOUT_MS, while GET /api/health keeps answering, nine calls in ten in under 1 s.
 */
describe('slowloris: half-open connections are closed within the header timeout', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi({ HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS) });
  }, 60_000);
  afterAll(() => api?.close(), 60_000);

  it(`closes all ${CONNECTIONS} while health answers`, async () => {
    // Warm: the first health answer pays for the route's first run, not for the attack.
    expect((await fetch(`${api.url}/api/health`)).status).toBe(200);
    const attacker = new Worker(SLOWLORIS, {
      eval: true,
      workerData: { port: Number(new URL(api.url).port), connections: CONNECTIONS, deadlineMs: HEADERS_TIMEOUT_MS + SLACK_MS },
    });
    const done = new Promise<{ lifetimes: (number | null)[]; answers: string[] }>((resolve, reject) => {
      attacker.once('message', resolve);
      attacker.once('error', reject);
    });
    let finished = false;
    void done.finally(() => (finished = true)).catch(() => undefined);
    const opened = new Promise((resolve) => attacker.once('online', resolve));
    await opened;

    const healthMs: number[] = [];
    while (!finished) {
      const started = performance.now();
      const res = await fetch(`${api.url}/api/health`, { signal: AbortSignal.timeout(5_000) });
      expect(res.status).toBe(200);
      healthMs.push(performance.now() - started);
      await Promise.race([done, new Promise((r) => setTimeout(r, 100))]).catch(() => undefined);
    }
    const { lifetimes, answers } = await done;
    await attacker.terminate();

    expect(lifetimes.filter((t) => t === null).length).toBe(0);
    const closedAfter = lifetimes as number[];
    expect(Math.max(...closedAfter)).toBeLessThan(HEADERS_TIMEOUT_MS + SLACK_MS);
    // None was closed before the bound (the trickle kept each one busy).
    expect(Math.min(...closedAfter)).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 100);
    expect(answers.filter((a) => !a.startsWith('HTTP/1.1 408')).length).toBe(0);
    expect(healthMs.length).toBeGreaterThan(0);
    // Every health call answered (each within its 5 s abort), and nine in ten in under 1 s. An
    // attack that starves the api slows every answer; the slowest single one also measures the
    // machine (CI's other tiers beside this one made one answer take 2 s once).
    const sorted = [...healthMs].sort((a, b) => a - b);
    const p90 = sorted[Math.ceil(sorted.length * 0.9) - 1]!;
    expect(p90).toBeLessThan(1_000);
    console.log(
      `slowloris: ${CONNECTIONS} held, closed after ${Math.round(Math.min(...closedAfter))}-${Math.round(Math.max(...closedAfter))} ms (bound ${HEADERS_TIMEOUT_MS} ms); ` +
        `health ${healthMs.length} answers, p90 ${Math.round(p90)} ms, max ${Math.round(Math.max(...healthMs))} ms`,
    );
  }, 120_000);
});
