import { Writable } from 'node:stream';
import { FAILURES_PER_ACCOUNT } from './login-attempts.service.js';
import { startApi, TEST_ADMIN, type ApiHarness } from '../testing/api-harness.js';
import { startTcpForwarder, type TcpForwarder } from '@intake/event-store/testing';
import { createLogger } from '../platform/logging/logger.js';
import { ONE_ADDRESS_AFTER } from '../platform/http/proxy-trust-watch.js';

/** The api's log lines, as JSON, for the warnings it writes. */
function capturedLog() {
  const lines: { level: number; msg: string; problem?: string }[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: createLogger('warn', 'api', destination), warnings: (problem: string) => lines.filter((l) => l.problem === problem) };
}

/**
 * Issue 28 item 3, on the real api behind a socat-like TCP forwarder on loopback (written in the
 * test: it passes every byte, the client's own X-Forwarded-For included, from 127.0.0.1).
 */
describe('safe behind any proxy (TRUST_PROXY)', () => {
  let api: ApiHarness | undefined;
  let forwarder: TcpForwarder | undefined;
  afterEach(async () => {
    await api?.close();
    await forwarder?.close();
    api = forwarder = undefined;
  }, 60_000);

  const behindForwarder = async (env: Record<string, string>, logger = capturedLog().logger) => {
    api = await startApi(env, { logger });
    forwarder = await startTcpForwarder({ host: '127.0.0.1', port: Number(new URL(api.url).port) });
    return `http://127.0.0.1:${forwarder.port}`;
  };
  const badSignIns = async (via: string, count: number, from?: (i: number) => string) => {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) {
      const res = await fetch(`${via}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(from ? { 'x-forwarded-for': from(i) } : {}) },
        body: JSON.stringify({ ...TEST_ADMIN, password: `guess ${i}` }),
      });
      statuses.push(res.status);
    }
    return statuses;
  };
  const healthWarnings = async (via: string) => ((await (await fetch(`${via}/api/health`)).json()) as { warnings?: string[] }).warnings ?? [];
  const rotating = (i: number) => `198.51.100.${i + 1}`;

  it('the reproduction: naming loopback behind a TCP forwarder believes every client header (30 bad sign-ins, 0 × 429)', async () => {
    const via = await behindForwarder({ TRUST_PROXY: 'loopback' });
    const statuses = await badSignIns(via, 30, rotating);
    expect(statuses.filter((s) => s === 429)).toHaveLength(0);
  }, 90_000);

  it('by default (no proxy named) a TCP forwarder cannot dodge the sign-in throttle, and the api says, once, what to fix', async () => {
    const log = capturedLog();
    const via = await behindForwarder({ TRUST_PROXY: '' }, log.logger);
    const statuses = await badSignIns(via, 30, rotating);
    expect(statuses.slice(0, FAILURES_PER_ACCOUNT).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(FAILURES_PER_ACCOUNT).every((s) => s === 429)).toBe(true);

    const warned = log.warnings('forwarded-but-untrusted');
    expect(warned).toHaveLength(1);
    expect(warned[0]!.msg).toMatch(/TRUST_PROXY=loopback.*TCP forwarder/s);
    const warnings = await healthWarnings(via);
    expect(warnings.some((w) => /X-Forwarded-For, but TRUST_PROXY names no proxy/.test(w))).toBe(true);
    // Straight to the api (no forwarder), the health answer says the same: it is the process's state.
    expect(await healthWarnings(api!.url)).toEqual(warnings);
  }, 90_000);

  it('behind a proxy that sets no header, every request is one address: the api warns once and health says so', async () => {
    const log = capturedLog();
    const via = await behindForwarder({ TRUST_PROXY: 'loopback' }, log.logger);
    expect(await healthWarnings(via)).toEqual([]);
    for (let i = 0; i < ONE_ADDRESS_AFTER; i++) expect((await fetch(`${via}/api/public-config`)).status).toBe(200);

    expect(log.warnings('one-address')).toHaveLength(1);
    const warnings = await healthWarnings(via);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/127\.0\.0\.1.*6 wrong passwords.*X-Forwarded-For/s);

    // What it warns of: anyone's wrong passwords lock the admin out for everyone.
    await badSignIns(via, FAILURES_PER_ACCOUNT);
    const admin = await fetch(`${via}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(TEST_ADMIN) });
    expect(admin.status).toBe(429);
    expect(log.warnings('one-address')).toHaveLength(1);
  }, 90_000);
});
