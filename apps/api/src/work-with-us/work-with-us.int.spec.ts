import { ATTACHMENT_MESSAGES, workWithUsStreamId, type WorkWithUsListItem, type WorkWithUsSubmittedData } from '@intake/contracts';
import { EventStore } from '@intake/event-store';
import { eventually, fetchChecked, startApi, type ApiHarness } from '../testing/api-harness.js';
import { textPdf } from '@intake/worker/testing';
import { fakeExe, multipart, tinyPng, workWithUsSubmission } from '../testing/fixtures.js';

const valid = workWithUsSubmission({ email: 'Ada@Example.org', metadata: { additional_notes: 'I build diagnostic tools.' } });

describe('Work With Us API (real Postgres, real HTTP)', () => {
  let api: ApiHarness;
  const post = (path: string, body: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    fetchChecked(api, path, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
  const submit = async () => {
    const res = await post('/api/work-with-us/submit', valid);
    expect(res.status).toBe(200);
    return (await res.json()) as { success: boolean; submission_id: string; message: string };
  };
  const list = async () => {
    const res = await fetchChecked(api, '/analytics/work-with-us?limit=100', { headers: { authorization: `Bearer ${await api.adminToken()}` } });
    expect(res.status).toBe(200);
    return (await res.json()) as { success: boolean; submissions: WorkWithUsListItem[]; total: number };
  };

  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());

  it('accepts a valid submission and lists it for admins from the projection', async () => {
    const body = await submit();
    expect(body.success).toBe(true);
    expect(body.submission_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.message).toBeTruthy();
    const row = await eventually(async () => (await list()).submissions.find((s) => s.submission_id === body.submission_id));
    expect(row).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      video_link: '',
      preferred_roles: 'Engineer / Designer',
      work_type: 'general',
      additional_notes: 'I build diagnostic tools.',
      location_data: null,
      uploaded_files: [],
    });
    expect(new Date(row.submitted_at).getTime()).toBeGreaterThan(Date.now() - 60000);
  });

  it('keeps the Work Us session metadata (visitor spec §3) with the submission, and refuses a malformed one', async () => {
    const session_metadata = {
      session_id: '7d0c6bde-0000-4000-8000-00000000000a',
      start_time: '2026-11-24T10:00:00.000Z',
      end_time: '2026-11-24T10:01:30.000Z',
      submission_type: 'work-with-us',
      user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/145.0',
      timezone: 'America/Chicago',
      language: 'en-US',
      locale: 'en-US',
      device_type: 'desktop',
      screen_resolution: '1920x1080',
      viewport_size: '1280x720',
      browser: { name: 'Firefox', version: '145.0' },
      os: { name: 'Linux', version: null },
      page_load_time_ms: 640,
      connection_type: null,
      referral_source: 'referral',
      referral_page: 'https://news.example/health',
      total_session_duration: 90,
    };
    const res = await post('/api/work-with-us/submit', { ...valid, metadata: { ...valid.metadata, session_metadata } });
    expect(res.status).toBe(200);
    const { submission_id } = (await res.json()) as { submission_id: string };
    const [submitted] = await new EventStore(api.database.db).readStream(workWithUsStreamId(submission_id));
    expect((submitted!.data as WorkWithUsSubmittedData).client_metadata).toMatchObject({ session_metadata });

    const malformed = await post('/api/work-with-us/submit', {
      ...valid,
      metadata: { ...valid.metadata, session_metadata: { ...session_metadata, submission_type: 'questionnaire', viewport_size: 'x'.repeat(500) } },
    });
    expect(malformed.status).toBe(422);
    expect(((await malformed.json()) as { detail: string }).detail).toMatch(/session_metadata/);
  });

  it.each([
    ['missing name', { ...valid, name: '  ' }, 422, /name/],
    ['bad email', { ...valid, email: 'not-an-email' }, 422, /email/],
    ['missing preferred_roles', { ...valid, preferred_roles: undefined }, 422, /preferred_roles/],
    ['unknown role', { ...valid, preferred_roles: 'Wizard' }, 422, /preferred_roles must be one of/],
    ['wrong types', { ...valid, name: 12, metadata: { session_duration: 'long' } }, 422, /name/],
    ['an array body', [valid], 400, /JSON object/],
  ])('refuses %s with a 4xx and a detail', async (_label, body, status, detail) => {
    const res = await post('/api/work-with-us/submit', body);
    expect(res.status).toBe(status);
    const json = (await res.json()) as { detail: string };
    expect(json.detail).toMatch(detail);
  });

  it('refuses broken JSON, an empty body and an oversize body without a 5xx', async () => {
    const broken = await post('/api/work-with-us/submit', '{"name": "x",');
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { detail: string }).detail).toMatch(/not valid JSON/);

    const empty = await post('/api/work-with-us/submit', '');
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { detail: string }).detail).toMatch(/JSON object body is required/);

    const huge = await post('/api/work-with-us/submit', { ...valid, compensation: 'x'.repeat(2 * 1024 * 1024) });
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { detail: string }).detail).toMatch(/too large/);

    const text = await post('/api/work-with-us/submit', 'name=x', { 'content-type': 'text/plain' });
    expect(text.status).toBe(400);
    expect(((await text.json()) as { detail: string }).detail).toMatch(/JSON object/);
  });

  it('stores an attachment checked by its bytes, with a sanitised name, downloadable by admins only', async () => {
    const { submission_id } = await submit();
    const pdf = textPdf(['Attachment body']);
    const res = await fetch(`${api.url}/api/work-with-us/upload/${submission_id}?file_type=attachment`, {
      method: 'POST',
      body: multipart('file', '../../secret/<my> deck.pdf', pdf, 'application/pdf'),
    });
    expect(res.status).toBe(200);
    const up = (await res.json()) as { success: boolean; file_id: string; filename: string };
    expect(up.success).toBe(true);
    expect(up.filename).toBe('my deck.pdf');

    const row = await eventually(async () => (await list()).submissions.find((s) => s.submission_id === submission_id && s.uploaded_files.length === 1));
    const file = row.uploaded_files[0]!;
    expect(file).toMatchObject({ file_id: up.file_id, filename: 'my deck.pdf', file_type: 'attachment', content_type: 'application/pdf', size: pdf.length });

    const noAuth = await fetch(`${api.url}/api/work-with-us/download/${file.file_id}`);
    expect(noAuth.status).toBe(401);
    // Each read model has its own processor; the file index may trail the list by a moment.
    const token = await api.adminToken();
    const link = await eventually(async () => {
      const r = await fetch(`${api.url}/api/work-with-us/download/${file.file_id}`, { headers: { authorization: `Bearer ${token}` } });
      return r.status === 200 ? r : null;
    });
    const { success, download_url } = (await link.json()) as { success: boolean; download_url: string };
    expect(success).toBe(true);
    const bytes = await fetch(download_url);
    expect(bytes.status).toBe(200);
    expect(bytes.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(bytes.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await bytes.arrayBuffer()).equals(pdf)).toBe(true);

    const tampered = await fetch(download_url.replace(/sig=[^&]+/, 'sig=AAAA'));
    expect(tampered.status).toBe(401);
    const expired = await fetch(download_url.replace(/expires=\d+/, 'expires=1000'));
    expect(expired.status).toBe(401);
  });

  it('accepts pictures, and refuses executables and oversize files with the spec messages', async () => {
    const { submission_id } = await submit();
    const upload = (name: string, bytes: Buffer) =>
      fetchChecked(api, `/api/work-with-us/upload/${submission_id}?file_type=attachment`, { method: 'POST', body: multipart('file', name, bytes) });

    expect((await upload('photo.png', tinyPng)).status).toBe(200);

    const exe = await upload('innocent.pdf', fakeExe);
    expect(exe.status).toBe(415);
    expect(((await exe.json()) as { detail: string }).detail).toBe(ATTACHMENT_MESSAGES.wrongType);

    const big = Buffer.concat([textPdf(['Hello intake']), Buffer.alloc(15 * 1024 * 1024 + 10, 0x20)]);
    const tooBig = await upload('big.pdf', big);
    expect(tooBig.status).toBe(413);
    expect(((await tooBig.json()) as { detail: string }).detail).toBe(ATTACHMENT_MESSAGES.tooLarge);

    const none = await fetch(`${api.url}/api/work-with-us/upload/${submission_id}`, { method: 'POST', body: new FormData() });
    expect(none.status).toBeGreaterThanOrEqual(400);
    expect(none.status).toBeLessThan(500);
  });

  it('answers 404 for an upload or notification to an unknown submission', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const res = await fetch(`${api.url}/api/work-with-us/upload/${unknown}?file_type=attachment`, {
      method: 'POST',
      body: multipart('file', 'a.pdf', textPdf(['Hello intake'])),
    });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { detail: string }).detail).toBe('Submission not found.');
    expect((await post(`/api/work-with-us/send-admin-notification/${unknown}`, '')).status).toBe(404);
    expect((await post('/api/work-with-us/send-admin-notification/not-a-uuid', '')).status).toBe(404);
  });

  it('requests the admin notification once, however often it is called', async () => {
    const { submission_id } = await submit();
    const first = await fetch(`${api.url}/api/work-with-us/send-admin-notification/${submission_id}`, { method: 'POST' });
    expect(first.status).toBe(200);
    expect(((await first.json()) as { success: boolean }).success).toBe(true);
    const again = await fetch(`${api.url}/api/work-with-us/send-admin-notification/${submission_id}`, { method: 'POST' });
    expect(((await again.json()) as { success: boolean }).success).toBe(true);
    const events = await api.database.db
      .selectFrom('events')
      .select('event_type')
      .where('stream_id', '=', `work-with-us-${submission_id}`)
      .orderBy('stream_position')
      .execute();
    expect(events.map((e: { event_type: string }) => e.event_type)).toEqual(['WorkWithUsSubmitted', 'WorkWithUsAdminNotificationRequested']);
  });
});
