import { auditListResponseSchema, personalDataLookupResponseSchema, retentionStatusSchema, type AuditEntry } from '@intake/contracts';
import { eventually, postJson, startApi, TEST_ADMIN, type ApiHarness } from '../testing/api-harness.js';

describe('admin audit trail, lookup before erasure and retention status through the real api and PostgreSQL', () => {
  let api: ApiHarness;
  let auth: Record<string, string>;

  const get = async <T>(path: string, headers = auth): Promise<{ status: number; body: T }> => {
    const res = await fetch(`${api.url}${path}`, { headers });
    return { status: res.status, body: (await res.json()) as T };
  };
  const entries = async (limit = 100): Promise<AuditEntry[]> => {
    const res = await get<unknown>(`/api/admin/audit?limit=${limit}`);
    expect(res.status).toBe(200);
    return auditListResponseSchema.parse(res.body).entries;
  };
  // Projections catch up asynchronously; a loaded machine may take a while.
  const waitForEntry = (match: (e: AuditEntry) => boolean) => eventually(async () => (await entries()).find(match), 60_000);

  beforeAll(async () => {
    api = await startApi({ PERSONAL_DATA_RETENTION_INTERVAL_MS: '3600000' });
    auth = { authorization: `Bearer ${await api.adminToken()}` };
  });
  afterAll(() => api?.close());

  it('needs the admin bearer, and refuses a bad limit with a detail', async () => {
    expect((await get('/api/admin/audit?limit=5', {})).status).toBe(401);
    const bad = await get<{ detail: string }>('/api/admin/audit?limit=-3');
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toMatch(/limit/);
  });

  it('records every sign-in, every admin read of personal data, every export and every erasure, newest first, with who, what and when', async () => {
    const signIn = await waitForEntry((e) => e.action === 'sign-in');
    expect(signIn).toMatchObject({ actor: TEST_ADMIN.username, subject: `project ${TEST_ADMIN.project_name}` });
    expect(Number.isNaN(Date.parse(signIn.at))).toBe(false);

    const submitted = await postJson<{ submission_id: string }>(api, '/api/work-with-us/submit', {
      name: 'Audra Audit',
      email: 'audra.audit@example.org',
      video_link: '',
      preferred_roles: 'Engineer / Designer',
      work_type: 'general',
    });
    expect(submitted.status).toBe(200);
    await eventually(async () => (await get<{ submissions: unknown[] }>('/analytics/work-with-us?limit=100')).body.submissions.length === 1);
    // One entry per list, sign-in session and hour (issue 30): the first load's, whatever it showed.
    const view = await waitForEntry((e) => e.action === 'view' && /^Work With Us applications list, [01] shown$/.test(e.subject));
    expect(view.actor).toBe(TEST_ADMIN.username);
    // The trail names records by count, never by the person.
    expect(JSON.stringify(await entries())).not.toMatch(/audra/i);

    expect((await get('/conversations?limit=10')).status).toBe(200);
    await waitForEntry((e) => e.action === 'view' && e.subject.startsWith('conversation list, '));
    // The visitor panel's call lists no session, yet shows its top addresses: the entry says both.
    expect((await get('/analytics/sessions?timeRange=7d&limit=0')).status).toBe(200);
    await waitForEntry((e) => e.action === 'view' && /^visitor sessions with IP addresses, 0 shown, \d+ top addresses$/.test(e.subject));

    const exported = await postJson(api, '/api/admin/audit/exports', { kind: 'conversations', rows: 12 }, auth);
    expect(exported.status).toBe(201);
    await waitForEntry((e) => e.action === 'export' && e.subject === 'conversations CSV, 12 rows');
    const badExport = await postJson<{ detail: string }>(api, '/api/admin/audit/exports', { kind: 'everything', rows: 1 }, auth);
    expect(badExport.status).toBe(422);
    expect(badExport.body.detail).toMatch(/kind/);

    const lookup = await get<unknown>('/api/admin/personal-data/lookup?email=AUDRA.AUDIT@example.org');
    expect([lookup.status, lookup.body]).toEqual([200, expect.objectContaining({ records: expect.any(Array) })]);
    expect(personalDataLookupResponseSchema.parse(lookup.body).records).toEqual([
      { stream_id: `work-with-us-${submitted.body.submission_id}`, kind: 'work-with-us' },
    ]);
    const erased = await postJson<{ streams_erased: number }>(api, '/api/admin/personal-data/erase', { email: 'audra.audit@example.org' }, auth);
    expect(erased.status).toBe(200);
    expect(erased.body.streams_erased).toBe(1);
    const erasure = await waitForEntry((e) => e.action === 'erasure');
    expect(erasure).toMatchObject({ actor: TEST_ADMIN.username, subject: '1 record erased (erasure request): 1 × Work With Us application' });

    const all = await entries();
    const times = all.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all[0]!.action).toBe('erasure');
    expect((await entries(2)).length).toBe(2);
  });

  it('the lookup finds nothing for an unknown person and refuses a request naming no one', async () => {
    const none = await get<unknown>('/api/admin/personal-data/lookup?session_id=nobody-here');
    expect(none).toEqual({ status: 200, body: { records: [] } });
    const bad = await get<{ detail: string }>('/api/admin/personal-data/lookup');
    expect(bad.status).toBe(422);
    expect(bad.body.detail).toMatch(/exactly one/);
  });

  it('shows the retention policy, 24 months each, and the next scheduled run', async () => {
    const status = await eventually(async () => {
      const res = await get<unknown>('/api/admin/retention');
      const body = retentionStatusSchema.parse(res.body);
      return body.next_run_at !== null ? body : undefined;
    }, 60_000);
    expect(status).toMatchObject({ submissions_months: 24, analytics_months: 24, interval_ms: 3_600_000 });
    const next = Date.parse(status.next_run_at!);
    expect(next).toBeGreaterThan(Date.now() - 60_000);
    expect(next).toBeLessThanOrEqual(Date.now() + 3_600_000 + 60_000);
  });
});
