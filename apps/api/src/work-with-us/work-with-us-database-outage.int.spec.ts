import { startTcpForwarder, type TcpForwarder } from '@intake/event-store/testing';
import { eventually, startApi, type ApiHarness } from '../testing/api-harness.js';
import { workWithUsSubmission } from '../testing/fixtures.js';
import { DATABASE_UNAVAILABLE_DETAIL } from '../platform/errors/http-error.filter.js';
import { createLogger } from '../platform/logging/logger.js';

/**
 * Issue 28, smaller issues: a Work With Us application sent while PostgreSQL is gone answers 503
 * with Retry-After (the visitor may send it again), never 500. The api reaches its database
 * through a loopback TCP forwarder the test cuts: open connections drop, new ones are refused.
 * The budgets are on, as in production, so their PostgreSQL counters are lost too.
 */
describe('Work With Us during a database outage', () => {
  let api: ApiHarness;
  let forwarder: TcpForwarder | undefined;
  /** What the api logged as unhandled: shown if an answer is a 500, so its cause is named. */
  const unhandled: string[] = [];
  const submit = () =>
    fetch(`${api.url}/api/work-with-us/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(workWithUsSubmission({ email: 'outage@example.org' })),
    });

  beforeAll(async () => {
    api = await startApi(
      { RATE_LIMITS: 'true' },
      {
        logger: createLogger('error', 'api', { write: (line: string) => void (line.includes('"msg":"unhandled error"') && unhandled.push(line)) }),
        databaseUrl: async (url) => {
          const direct = new URL(url);
          forwarder = await startTcpForwarder({ host: direct.hostname, port: Number(direct.port || 5432) });
          direct.host = `127.0.0.1:${forwarder.port}`;
          return direct.toString();
        },
      },
    );
  }, 60_000);
  afterAll(async () => {
    forwarder?.restore();
    await api?.close();
    await forwarder?.close();
  }, 60_000);

  it('answers 503 with Retry-After while the database is away, and 200 once it is back', async () => {
    expect((await submit()).status).toBe(200);

    forwarder!.cut();
    const during = await submit();
    expect({ status: during.status, unhandled }).toEqual({ status: 503, unhandled: [] });
    expect(Number(during.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await during.json()).toEqual({ status: 503, detail: DATABASE_UNAVAILABLE_DETAIL });

    forwarder!.restore();
    // The pool dropped its connections with the outage and opens new ones on demand.
    const after = await eventually(async () => {
      const res = await submit();
      return res.status === 200 ? ((await res.json()) as { submission_id: string }) : undefined;
    }, 30_000);
    expect(after.submission_id).toMatch(/^[0-9a-f-]{36}$/);
  }, 90_000);
});
