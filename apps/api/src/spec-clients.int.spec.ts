import { randomUUID } from 'node:crypto';
import { QUESTIONNAIRE_V3 } from '@intake/contracts';
import { COLLABORATION_ROUTE_ANSWERS, walkQuestionnaire } from '../../../libs/machines/src/questionnaire/testing/submit-questionnaire.js';
import { startApi, type ApiHarness } from './testing/api-harness.js';
import { assertAnswerMatchesContract } from './testing/contract-check.js';
import { multipart, workWithUsSubmission } from './testing/fixtures.js';

/**
 * A client that knows only the visitor spec (§7 "The calls it makes"): each channel's calls in the
 * order and with the fields the spec lists, and no call of ours before them (no session-start
 * call the spec does not name, no answer recording, no health probe beyond §7's).
 */
describe('spec clients: every channel through its §7 calls only', () => {
  let api: ApiHarness;
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${api.url}${path}`, {
      method,
      ...(body instanceof FormData ? { body } : body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
    const text = await res.text();
    const parsed: unknown = text.startsWith('{') ? JSON.parse(text) : text;
    // What the spec's client reads is also what the contracts promise.
    if (typeof parsed === 'object') assertAnswerMatchesContract(method, path, res.status, parsed);
    return { status: res.status, body: parsed as any };
  };

  beforeAll(async () => {
    api = await startApi();
  }, 120_000);
  afterAll(async () => {
    await api?.close();
  });

  it('probes the backend as §7 lists', async () => {
    expect((await call('GET', '/api/guide/health')).status).toBe(200);
    expect((await call('GET', '/api/health')).status).toBe(200);
  });

  it('guide chat: session, messages, contact, upload with progress, beacon metadata', async () => {
    const session = await call('POST', '/api/guide/sessions');
    expect(session.status).toBeLessThan(300);
    const id = session.body.session_id as string;
    const say = (message: string) => call('POST', `/api/guide/submissions/${id}/message`, { message });
    expect((await say('Confirm')).body).toMatchObject({ response: expect.any(String), state: { conv_stage: 'collecting' } });
    const told = await say('Falls at night go unnoticed in care homes. We built a bedside radar that detects falls. We need funding for a pilot.');
    expect(told.body.state).toMatchObject({ progress: { problem: true, solution: true, needs: true } });
    const contact = await call('POST', `/api/guide/submissions/${id}/contact`, {
      full_name: 'Ada Lovelace',
      email: 'ada@clinic.example',
      affiliation: 'Mercy Hospital',
    });
    expect(contact).toMatchObject({ status: 200, body: { success: true } });
    const upload = await call(
      'POST',
      `/api/guide/sessions/${id}/upload`,
      multipart('file', 'notes.txt', Buffer.from('Problem: Falls at night go unnoticed.\nSolution: A bedside radar.'), 'text/plain'),
    );
    expect(upload.status).toBe(200);
    // This harness runs the api without the worker, so the analysis stays queued; the call answers.
    const progress = await call('GET', `/api/progress/${upload.body.operation_id}`);
    expect(progress).toMatchObject({ status: 200, body: { status: expect.stringMatching(/^(?:queued|processing|completed)$/) } });
    expect((await call('POST', `/api/guide/sessions/${id}/track-metadata`, { metadata: { platform: 'spec-client' } })).status).toBeLessThan(300);
    expect((await say('Yes')).body).toMatchObject({ is_complete: true });
  }, 60_000);

  it('legacy chat and shared calls: a chat request without a session, the stream, upload, record, export, completion email, cleanup, restart', async () => {
    const first = await call('POST', '/api/chat', {
      message: 'Hello',
      conversation_type: 'ai_chat',
      user_timezone: 'Europe/London',
      referral_page: null,
      user_agent: 'spec-client',
      device_info: { platform: 'Linux' },
    });
    expect(first.status).toBe(200);
    const id = first.body.session_id as string;
    const stream = await fetch(`${api.url}/api/chat/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Confirm', session_id: id }),
    });
    const events = (await stream.text())
      .split('\n')
      .filter((l) => l.startsWith('data: '))
      .map((l) => JSON.parse(l.slice(6)).type);
    expect(events.at(-1)).toBe('complete');
    expect((await call('POST', `/api/upload/${id}`, multipart('file', 'deck.txt', Buffer.from('Problem: Sepsis is missed.'), 'text/plain'))).status).toBe(200);
    const record = await call('GET', `/api/session/${id}`);
    expect(record.body).toMatchObject({
      conversation_history: expect.any(Array),
      metadata: expect.any(Object),
      document_intelligent: expect.any(Object),
      questionnaire_data: expect.any(Object),
    });
    expect((await call('POST', '/api/export', { session_id: id, format: 'json' })).status).toBe(200);
    expect((await call('POST', `/api/session/cleanup/${id}`)).status).toBeLessThan(300);
    const restarted = await call('POST', '/api/session/restart');
    expect(restarted.body).toMatchObject({ success: true, session_id: expect.any(String) });
    const storage = new FormData();
    storage.append('file', new Blob(['Solution: a radar']), 'n.txt');
    storage.append('path', `${restarted.body.session_id}/n.txt`);
    storage.append('bucket', 'ai-chat-uploads');
    expect((await call('POST', '/api/supabase/upload', storage)).status).toBe(200);
  }, 60_000);

  it('questionnaire: the config, then a submission under a session id the client made up', async () => {
    const config = await call('GET', '/api/questionnaire/config');
    expect(config.body.config.version).toBe(QUESTIONNAIRE_V3.version);
    const sessionId = randomUUID();
    // What the browser builds locally with the spec's machine, never telling the server until submit.
    const { payload } = walkQuestionnaire(sessionId, COLLABORATION_ROUTE_ANSWERS);
    const refused = await call('POST', '/api/submit', { ...payload, conversation_data: { ...payload.conversation_data, privacy_consent: false } });
    expect(refused.status).toBe(422);
    const submitted = await call('POST', '/api/submit', payload);
    expect(submitted).toMatchObject({ status: 200, body: { success: true, session_id: sessionId, submission_id: expect.any(String) } });
    // The fallback path answers the same submission, not a second one.
    const again = await call('POST', '/api/structured-questionnaire/submit', payload);
    expect(again.body.submission_id).toBe(submitted.body.submission_id);
  }, 60_000);

  it('Work With Us: submit, attachment, admin notification', async () => {
    const submitted = await call(
      'POST',
      '/api/work-with-us/submit',
      workWithUsSubmission({ name: 'Grace Hopper', email: 'grace@navy.example', metadata: { form_interactions: 3, additional_notes: '' } }),
    );
    expect(submitted.body).toMatchObject({ success: true, submission_id: expect.any(String) });
    const id = submitted.body.submission_id as string;
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
    expect((await call('POST', `/api/work-with-us/upload/${id}?file_type=attachment`, multipart('file', 'cv.pdf', pdf, 'application/pdf'))).body).toMatchObject(
      { success: true },
    );
    expect((await call('POST', `/api/work-with-us/send-admin-notification/${id}`)).body).toMatchObject({ success: true });
  }, 60_000);

  it('analytics and consent beacons', async () => {
    const sid = randomUUID();
    const tracked = await call('POST', '/analytics/track', {
      session_id: sid,
      new_session: true,
      consent: true,
      event_type: 'pageview',
      page_path: '/',
      referrer_path: null,
      engaged_ms: 0,
      value: null,
      meta: { device_type: 'desktop', lang: 'en' },
    });
    expect(tracked.status).toBeLessThan(300);
    const incomplete = await call('POST', '/analytics/track-incomplete', {
      session_id: sid,
      interaction_type: 'questionnaire',
      page_path: '/form',
      completion_percentage: 40,
      time_spent_ms: 1200,
      form_data: {},
      last_step: 'Q3',
      meta: {},
    });
    expect(incomplete.status).toBeLessThan(300);
    const consent = await call('POST', '/api/forms/track-metadata', {
      session_id: sid,
      metadata: { page: '/form', event: 'consent_viewed', route: '/form', timestamp: new Date().toISOString() },
    });
    expect(consent.status).toBeLessThan(300);
  });
});
