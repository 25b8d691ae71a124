import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eventually, postJson, startApi, TEST_ADMIN, type ApiHarness } from '../../testing/api-harness.js';
import { multipart, tinyPng } from '../../testing/fixtures.js';

/** Strings PostgreSQL's jsonb refuses: a NUL, a lone high and a lone low surrogate. */
const NUL = 'a\u0000b';
const HIGH = 'x\ud800y';
const LOW = 'x\udc00y';

const wwu = (name: string) => ({
  name,
  email: 'ada@example.org',
  video_link: '',
  preferred_roles: 'Engineer / Designer',
  work_type: 'general',
  compensation: name,
  metadata: { source: 'web_form', additional_notes: name, form_interactions: [{ field: name, action: name, timestamp: name, value: { [name]: name } }] },
});

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

describe('bad input never gets a 5xx (real HTTP, real Postgres)', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());

  it.each([NUL, HIGH, LOW])('a text field holding %j is answered below 500 with the strings made well-formed', async (bad) => {
    const calls: { status: number; body: any }[] = [];
    calls.push(await postJson(api, '/api/login', { ...TEST_ADMIN, password: bad }));
    calls.push(await postJson(api, '/api/login', { ...TEST_ADMIN, username: bad }));
    const submitted = await postJson(api, '/api/work-with-us/submit', wwu(bad));
    calls.push(submitted);
    calls.push(await postJson(api, '/api/guide/sessions', { persona_flow: bad }));
    const guide = await postJson(api, '/api/guide/sessions', {});
    calls.push(guide);
    const guideId = guide.body?.session_id ?? '00000000-0000-4000-8000-000000000000';
    calls.push(await postJson(api, `/api/guide/submissions/${guideId}/message`, { message: `Confirm ${bad}` }));
    calls.push(await postJson(api, `/api/guide/sessions/${guideId}/track-metadata`, { [bad]: bad, nested: { text: bad } }));
    calls.push(await postJson(api, '/api/chat', { message: bad, session_id: bad }));
    calls.push(await postJson(api, '/api/questionnaire/sessions', { metadata: { note: bad } }));
    calls.push(await postJson(api, '/analytics/track', { session_id: bad, page: `/x${bad}`, referrer: bad }));
    calls.push(await postJson(api, '/api/forms/track-metadata', { form: bad, data: { [bad]: bad } }));
    calls.push(await postJson(api, '/api/submit', { session_id: bad, answers: { q1: bad } }));
    calls.push(await postJson(api, '/api/export', { session_id: bad }));
    for (const c of calls) {
      expect(c.status).toBeLessThan(500);
      if (c.status >= 400) expect(typeof c.body?.detail).toBe('string');
    }
    expect(submitted.status).toBe(200);
    expect(guide.status).toBe(200);
  });

  it('refuses JSON nested 10,000 deep with 400 and a detail, before validation', async () => {
    for (const body of ['['.repeat(10_000) + ']'.repeat(10_000), '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000)]) {
      for (const route of ['/api/work-with-us/submit', '/api/guide/sessions', '/analytics/track', '/api/login']) {
        const res = await fetch(`${api.url}${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
        expect(res.status).toBe(400);
        expect((await res.json()).detail).toMatch(/nested/i);
      }
    }
    // Deep-ish but reasonable JSON still parses.
    const ok = await postJson(api, '/api/guide/sessions/00000000-0000-4000-8000-000000000000/track-metadata', { a: { b: { c: { d: [1, [2, [3]]] } } } });
    expect(ok.status).toBeLessThan(500);
  });

  it('answers a huge offset or limit on every admin list below 500', async () => {
    const token = await api.adminToken();
    const lists = [
      '/conversations',
      '/api/conversations',
      '/analytics/work-with-us',
      '/analytics/ai-conversations',
      '/analytics/forms',
      '/analytics/sessions',
      '/api/questionnaire/drop-off',
    ];
    for (const list of lists) {
      for (const q of ['offset=99999999999999999999', 'limit=99999999999999999999', 'offset=1e400', 'offset=-0', 'offset=1&offset=2']) {
        const res = await fetch(`${api.url}${list}?${q}`, { headers: { authorization: `Bearer ${token}` } });
        expect([list, q, res.status]).toEqual([list, q, expect.any(Number)]);
        expect(res.status).toBeLessThan(500);
      }
    }
  });

  it('answers ids that are not ids with 400, 404 or 414, not 500', async () => {
    const token = await api.adminToken();
    for (const id of ['%00', '%ED%A0%80', 'x'.repeat(5000), '..%2F..%2Fetc%2Fpasswd']) {
      const download = await fetch(`${api.url}/api/work-with-us/download/${id}`, { headers: { authorization: `Bearer ${token}` } });
      expect([400, 404, 414]).toContain(download.status);
      expect((await download.json()).detail).toBeTruthy();
      for (const route of [`/api/session/${id}`, `/api/progress/${id}`, `/api/questionnaire/sessions/${id}`, `/api/files/${id}`]) {
        const res = await fetch(`${api.url}${route}`);
        expect([route, res.status < 500]).toEqual([route, true]);
      }
    }
  });

  it('cuts a long file name on code points, never inside an emoji, and stores the file with its event', async () => {
    const { body } = await postJson(api, '/api/work-with-us/submit', wwu('Ada'));
    const name = `${'a'.repeat(149)}😀😀.png`;
    const res = await fetch(`${api.url}/api/work-with-us/upload/${body.submission_id}`, {
      method: 'POST',
      body: multipart('file', name, tinyPng, 'image/png'),
    });
    expect(res.status).toBe(200);
    const uploaded = (await res.json()) as { filename: string };
    expect(uploaded.filename.isWellFormed()).toBe(true);
    expect(uploaded.filename.endsWith('.png')).toBe(true);
    const files = await eventually(async () => {
      const r = await fetch(`${api.url}/analytics/work-with-us?limit=10`, { headers: { authorization: `Bearer ${await api.adminToken()}` } });
      const list = (await r.json()) as { submissions: { submission_id: string; uploaded_files?: unknown[] }[] };
      return list.submissions.find((s) => s.submission_id === body.submission_id && (s.uploaded_files?.length ?? 0) > 0)?.uploaded_files;
    });
    expect(files).toHaveLength(1);
    expect(await listFiles(api.config.blobDir)).toHaveLength(1);
  });
});
