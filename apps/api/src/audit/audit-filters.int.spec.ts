import { AUDIT_CSV_HEADER, auditListResponseSchema, csvRecord, type AuditEntry, type AuditListResponse } from '@intake/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../platform/database/database.types.js';
import { eventually, postJson, startApi, TEST_ADMIN, type ApiHarness } from '../testing/api-harness.js';
import { auditEntryBatches } from './audit-list.query.js';

const EXPORTS = 105;

describe('the Audit tab: filters by person, action and date, a streamed CSV of every match, one list view per session and hour', () => {
  let api: ApiHarness;
  let auth: Record<string, string>;

  const get = async <T>(path: string, headers = auth): Promise<{ status: number; body: T }> => {
    const res = await fetch(`${api.url}${path}`, { headers });
    return { status: res.status, body: (await res.json()) as T };
  };
  const list = async (query: string): Promise<AuditListResponse> => {
    const res = await get<unknown>(`/api/admin/audit?${query}`);
    expect(res.status).toBe(200);
    return auditListResponseSchema.parse(res.body);
  };
  const signIn = async () => {
    const res = await postJson<{ access_token: string }>(api, '/api/login', TEST_ADMIN);
    return { authorization: `Bearer ${res.body.access_token}` };
  };
  const listViews = (entries: readonly AuditEntry[], what: string) => entries.filter((e) => e.action === 'view' && e.subject.startsWith(what));

  beforeAll(async () => {
    api = await startApi();
    auth = { authorization: `Bearer ${await api.adminToken()}` };
    // More exports than the 100 the tab shows, 15 at a time (each is its own stream; their waits for the trail overlap).
    for (let start = 0; start < EXPORTS; start += 15) {
      const statuses = await Promise.all(
        Array.from({ length: Math.min(15, EXPORTS - start) }, (_, i) =>
          postJson(api, '/api/admin/audit/exports', { kind: 'forms', rows: start + i }, auth).then((r) => r.status),
        ),
      );
      expect(statuses.every((s) => s === 201)).toBe(true);
    }
  }, 120_000);
  afterAll(() => api?.close());

  it('records a list loaded again and again in one session once an hour; another sign-in session gets its own entry', async () => {
    for (let i = 0; i < 4; i++) {
      expect((await get('/analytics/work-with-us?limit=100')).status).toBe(200);
      expect((await get('/api/admin/responses/reviews?channel=chat')).status).toBe(200);
    }
    expect((await get('/api/admin/responses/reviews?channel=questionnaire')).status).toBe(200);
    const first = await eventually(async () => {
      const { entries } = await list('action=view&limit=1000');
      return listViews(entries, 'response reviews').length === 2 ? entries : undefined;
    }, 30_000);
    expect(listViews(first, 'Work With Us applications list')).toHaveLength(1);

    const other = await signIn();
    expect((await get('/analytics/work-with-us?limit=100', other)).status).toBe(200);
    expect((await get('/analytics/work-with-us?limit=100', other)).status).toBe(200);
    const second = await eventually(async () => {
      const { entries } = await list('action=view&limit=1000');
      return listViews(entries, 'Work With Us applications list').length === 2 ? entries : undefined;
    }, 30_000);
    // Still one per list and session, and the reviews' two channels count as two lists.
    expect(listViews(second, 'response reviews')).toHaveLength(2);
    const marks = await (api.database.db as Kysely<Database>).selectFrom('audit_view_marks').selectAll().execute();
    expect(marks).toHaveLength(4);
  });

  it('filters by person, action and whole days in the admin zone, and names everyone for the person filter', async () => {
    const exports = await list('action=export');
    expect(exports.total).toBeGreaterThanOrEqual(EXPORTS);
    expect(exports.entries).toHaveLength(100);
    expect(exports.entries.every((e) => e.action === 'export' && e.actor === TEST_ADMIN.username)).toBe(true);
    expect(exports.actors).toEqual([TEST_ADMIN.username]);

    expect((await list(`actor=${TEST_ADMIN.username}&action=sign-in`)).total).toBeGreaterThanOrEqual(2);
    expect((await list('actor=nobody')).total).toBe(0);

    const today = new Date().toISOString().slice(0, 10);
    const all = (await list('')).total;
    expect((await list(`from=${today}&to=${today}&tz=UTC`)).total).toBe(all);
    // Kiribati is 14 hours ahead: its tomorrow may be UTC's today, so only far days are certain.
    expect((await list('from=2999-01-01')).total).toBe(0);
    expect((await list('to=2001-01-01')).total).toBe(0);

    for (const bad of ['from=2026-02-30', 'from=2026-13-01', 'to=yesterday', 'action=delete', 'tz=Mars%2FOlympus', 'from=0000-01-01']) {
      const res = await get<{ detail: string }>(`/api/admin/audit?${bad}`);
      expect([bad, res.status]).toEqual([bad, 422]);
      expect(res.body.detail).toMatch(/from|to|action|tz/);
    }
  });

  it('exports every match as CSV, streamed, not just the 100 shown, and records the export first', async () => {
    const res = await fetch(`${api.url}/api/admin/audit/export.csv?action=export&actor=${TEST_ADMIN.username}`, { headers: auth });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="audit-trail-\d{4}-\d{2}-\d{2}\.csv"/);
    const bytes = Buffer.from(await res.arrayBuffer());
    // A byte-order mark first, so spreadsheets read UTF-8.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(csvRecord(AUDIT_CSV_HEADER).trimEnd());
    expect(lines.length - 1).toBeGreaterThanOrEqual(EXPORTS);
    expect(lines.slice(1).every((l) => l.includes(',Export,'))).toBe(true);
    // Recorded before the file left, naming exactly the rows it holds (the file stops where it was counted).
    const recorded = await eventually(async () => (await list('action=export&limit=5')).entries.find((e) => e.subject.startsWith('audit trail CSV')), 30_000);
    expect(recorded.subject).toBe(`audit trail CSV, ${lines.length - 1} rows (person ${TEST_ADMIN.username}, action export)`);
    expect(lines.some((l) => l.includes('audit trail CSV'))).toBe(false);

    expect((await fetch(`${api.url}/api/admin/audit/export.csv`)).status).toBe(401);
    expect((await fetch(`${api.url}/api/admin/audit/export.csv?from=2026-13-01`, { headers: auth })).status).toBe(422);
  });

  it('pages the export by keyset: every entry once, newest first, whatever the batch size', async () => {
    const db = api.database.db as Kysely<Database>;
    const seen: AuditEntry[] = [];
    for await (const batch of auditEntryBatches(db, { action: 'export' }, undefined, 7)) seen.push(...batch);
    const expected = (await list('action=export&limit=1000')).entries;
    expect(seen.map((e) => e.id)).toEqual(expected.map((e) => e.id));
    expect(new Set(seen.map((e) => e.id)).size).toBe(seen.length);
  });
});
