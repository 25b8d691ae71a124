import { request } from 'node:http';
import { Writable } from 'node:stream';
import { terminalFormat } from '@intake/logging';
import { captureLog } from '@intake/logging/testing';
import { createLogger } from '../logging/logger.js';
import { eventually, startApi, TEST_ADMIN, type ApiHarness } from '../../testing/api-harness.js';

/** How long the slow request's body takes to arrive: the access line must show a duration past it. */
const SLOW_MS = 2_000;
const SLOW_MARGIN_MS = 250;

/**
 * A sign-in whose body arrives in two halves `SLOW_MS` apart (a slow client): Fastify times a
 * request from its headers to its answer, so this request takes at least that long.
 */
function slowSignIn(url: string, body: string, requestId: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}/api/login`,
      { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-request-id': requestId } },
      (res) => {
        res.resume();
        res.once('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.once('error', reject);
    const half = Math.floor(body.length / 2);
    req.write(body.slice(0, half));
    // The server starts its clock when it has read the headers, a few milliseconds after this
    // one starts (1,993 ms was logged once for a 2,000 ms pause): the pause leaves a margin.
    setTimeout(() => req.end(body.slice(half)), SLOW_MS + SLOW_MARGIN_MS);
  });
}

describe('access lines of a failed and a slow request, as JSON and at a terminal (real api, real HTTP)', () => {
  const json = captureLog();
  const terminal = captureLog();
  // One logger, both formats: every JSON line the api writes also goes through the terminal format.
  const pretty = terminalFormat(terminal.stream);
  const both = new Writable({
    write(chunk: Buffer, _enc, done) {
      json.stream.write(chunk);
      pretty.write(chunk.toString());
      done();
    },
  });
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi({}, { logger: createLogger('info', 'api', both) });
  });
  afterAll(() => api.close());

  it('show method, route, status, duration and request id; the personal data sent is nowhere', async () => {
    const refused = JSON.stringify({ ...TEST_ADMIN, username: 'ann@example.org', password: 'wrong +44 20 7946 0958' });
    const quick = await fetch(`${api.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'quick-401' },
      body: refused,
    });
    expect(quick.status).toBe(401);
    expect(await slowSignIn(api.url, refused, 'slow-401')).toBe(401);

    const accessLine = (reqId: string) => json.lines().find((l) => l.reqId === reqId && l.component === 'http');
    const [fast, slow] = await eventually(async () => {
      const found = [accessLine('quick-401'), accessLine('slow-401')];
      return found.every(Boolean) && terminal.text().includes('(req slow-401)') && (found as Record<string, unknown>[]);
    });
    for (const [line, reqId] of [
      [fast!, 'quick-401'],
      [slow!, 'slow-401'],
    ] as const) {
      expect(line).toMatchObject({ level: 30, method: 'POST', route: '/api/login', status: 401, reqId });
      expect(line.msg).toBe(`POST /api/login 401 ${String(line.durationMs)} ms`);
      const shown = terminal
        .text()
        .split('\n')
        .find((l) => l.endsWith(`(req ${reqId})`) && l.includes('POST /api/login'));
      expect(shown).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: api: POST \/api\/login 401 \d+(\.\d)? ms \(req [\w-]+\)$/);
      expect(shown).toContain(`401 ${String(line.durationMs)} ms`);
    }
    expect(slow!.durationMs as number).toBeGreaterThanOrEqual(SLOW_MS);
    // The phone's digits as a group of their own, not inside a longer number: a log line's
    // millisecond timestamp once ended in 7946 (CI, sixteenth session).
    expect(json.text() + terminal.text()).not.toMatch(/ann@example|(?<!\d)7946(?!\d)|\[phone\] ms/);
  }, 60_000);
});
