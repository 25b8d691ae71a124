import { postJson, startApi, type ApiHarness } from '../../testing/api-harness.js';
import { multipart, tinyPng } from '../../testing/fixtures.js';

/** The first 429 of a flood of `n` calls, and what it said. */
async function flood(
  n: number,
  call: () => Promise<Response>,
): Promise<{ first429: number | null; retryAfter: string | null; detail: string | null; statuses: Set<number> }> {
  const statuses = new Set<number>();
  for (let i = 1; i <= n; i++) {
    const res = await call();
    statuses.add(res.status);
    if (res.status === 429) {
      const body = (await res.json()) as { detail?: string };
      return { first429: i, retryAfter: res.headers.get('retry-after'), detail: body.detail ?? null, statuses };
    }
    await res.arrayBuffer();
  }
  return { first429: null, retryAfter: null, detail: null, statuses };
}

describe.each(['postgres', 'redis'] as const)('anonymous budgets on the %s store (real HTTP)', (store) => {
  let api: ApiHarness;
  const limits = {
    RATE_LIMITS: 'true',
    RATE_LIMIT_SESSION_STARTS_PER_MINUTE: '5',
    RATE_LIMIT_CHAT_TURNS_PER_MINUTE: '50',
    RATE_LIMIT_CHAT_TURNS_PER_SESSION_PER_MINUTE: '3',
    RATE_LIMIT_SUBMISSIONS_PER_MINUTE: '4',
    RATE_LIMIT_UPLOADS_PER_MINUTE: '20',
    RATE_LIMIT_UPLOADS_PER_SESSION_PER_HOUR: '2',
    RATE_LIMIT_BEACONS_PER_MINUTE: '6',
    RATE_LIMIT_EMAILS_PER_HOUR: '2',
  };
  beforeAll(async () => {
    api = await startApi({ ...limits, ...(store === 'redis' ? { REDIS_URL: 'redis://127.0.0.1:6379' } : {}) });
  });
  afterAll(() => api.close());

  it('refuses the flood of session starts from one address with 429, Retry-After and a detail', async () => {
    const result = await flood(50, () =>
      fetch(`${api.url}/api/guide/sessions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
    );
    expect(result.first429).toBe(6);
    expect(Number(result.retryAfter)).toBeGreaterThan(0);
    expect(Number(result.retryAfter)).toBeLessThanOrEqual(60);
    expect(result.detail).toMatch(/Too many new sessions from your address\. Please wait \d+ seconds/);
    // The questionnaire's session starts share the budget.
    expect((await postJson(api, '/api/questionnaire/sessions', {})).status).toBe(429);
  });

  it('counts chat turns per session as well as per address', async () => {
    // A fresh address for this test: X-Forwarded-For is believed from loopback (TRUST_PROXY default).
    const from = { 'x-forwarded-for': '203.0.113.7' };
    const started = await postJson<{ session_id: string }>(api, '/api/guide/sessions', {}, from);
    expect(started.status).toBe(200);
    const id = started.body.session_id;
    const result = await flood(20, () =>
      fetch(`${api.url}/api/guide/submissions/${id}/message`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...from },
        body: JSON.stringify({ message: 'hello' }),
      }),
    );
    expect(result.first429).toBe(4);
    expect(result.detail).toMatch(/messages in this conversation/);
  });

  it('lets exactly the budget through when a flood from one address arrives all at once', async () => {
    // 40 beacons in flight together: the PostgreSQL store counts them in shared statements, and
    // each must still get its own count, so 6 pass and 34 are refused, not more and not fewer.
    const statuses = await Promise.all(
      Array.from({ length: 40 }, () =>
        fetch(`${api.url}/analytics/track`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.30' },
          body: '{}',
        }).then(async (res) => {
          await res.arrayBuffer();
          return res.status;
        }),
      ),
    );
    expect(statuses.filter((s) => s !== 429)).toHaveLength(6);
    expect(statuses.filter((s) => s === 429)).toHaveLength(34);
  });

  it('budgets submissions, beacons, uploads per session (before the file is read) and email requests', async () => {
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    const submit = await flood(20, () =>
      fetch(`${api.url}/api/work-with-us/submit`, { method: 'POST', headers: { 'content-type': 'application/json', ...from('203.0.113.8') }, body: '{}' }),
    );
    expect(submit.first429).toBe(5);
    const beacons = await flood(20, () =>
      fetch(`${api.url}/analytics/track`, { method: 'POST', headers: { 'content-type': 'application/json', ...from('203.0.113.9') }, body: '{}' }),
    );
    expect(beacons.first429).toBe(7);
    const started = await postJson<{ session_id: string }>(api, '/api/guide/sessions', {}, from('203.0.113.10'));
    const uploads = await flood(10, () =>
      fetch(`${api.url}/api/guide/sessions/${started.body.session_id}/upload`, {
        method: 'POST',
        headers: from('203.0.113.11'),
        body: multipart('file', 'a.png', tinyPng, 'image/png'),
      }),
    );
    expect(uploads.first429).toBe(3);
    expect(uploads.detail).toMatch(/uploads to this session/);
    const emails = await flood(10, () =>
      fetch(`${api.url}/api/session/${started.body.session_id}/send-completion-email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...from('203.0.113.12') },
        body: '{"user_email":"a@example.org"}',
      }),
    );
    expect(emails.first429).toBe(3);
  });
});

describe('two api replicas share one budget (PostgreSQL store)', () => {
  let a: ApiHarness;
  let b: ApiHarness;
  beforeAll(async () => {
    a = await startApi({ RATE_LIMITS: 'true', RATE_LIMIT_SESSION_STARTS_PER_MINUTE: '4' });
    // The second replica on the first one's database.
    b = await startApi({ RATE_LIMITS: 'true', RATE_LIMIT_SESSION_STARTS_PER_MINUTE: '4', DATABASE_URL: a.database.url, RUN_PROCESSORS: 'false' });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('refuses the fifth start whichever replica gets it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await postJson(i % 2 ? b : a, '/api/guide/sessions', {})).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });
});
