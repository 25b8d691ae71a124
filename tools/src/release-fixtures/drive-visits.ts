import { COLLABORATION_ROUTE_ANSWERS, walkQuestionnaire } from '@intake/machines/testing';
import { textPdf } from '@intake/worker/testing';

/**
 * The visits a release fixture records (docs/release-fixtures.md): every channel, driven through
 * the public HTTP routes a browser or a spec client calls, with fixed names, texts and files. The
 * same function records a release's fixture against that release and, in the int test, plays the
 * same visits against HEAD. It uses only calls the spec defines, so a released product answers
 * them as HEAD does.
 */

/** A browser's agent: a request without one counts as a bot and is left out of the analytics. */
const VISITOR_AGENT = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

export interface AdminCredentials {
  username: string;
  password: string;
  project_name: string;
}

/** The account the recording signs in with: the api harness's, so that HEAD's test finds the fixture's admin. */
export const FIXTURE_ADMIN: AdminCredentials = { username: 'tester', password: 'correct horse battery', project_name: 'innovation-intake' };

/** Ids the server made up during the visits, in the order they were made. */
export interface DrivenVisits {
  workWithUs: string;
  erasedWorkWithUs: string;
  questionnaire: string;
  chat: string;
  /** Analytics sessions: made up by the client, so the same in every run. */
  analyticsSessions: string[];
}

/** Fixed analytics session ids (the tracker's client makes them up; fixed here for a repeatable log). */
const analyticsSession = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/**
 * A documentation address per visitor (TEST-NET-3, RFC 5737: never routed), sent as
 * X-Forwarded-For from loopback; the geo table places them, the same on every run.
 */
const visitorAddress = (n: number) => `203.0.113.${10 + n}`;

/** A 1×1 PNG. */
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

class VisitFailed extends Error {}

function file(field: string, name: string, bytes: Buffer, type: string): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

/** A phone's browser, for the visitor who comes from a campaign. */
const PHONE_AGENT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** The calls of one visitor (its own address and a browser agent), failing loudly on any refusal. */
function visitor(baseUrl: string, n: number, agent = VISITOR_AGENT) {
  const headers = { 'user-agent': agent, 'x-forwarded-for': visitorAddress(n) };
  const send = async (method: string, route: string, body?: unknown, extra: Record<string, string> = {}): Promise<{ status: number; body: any }> => {
    const isForm = body instanceof FormData;
    const res = await fetch(`${baseUrl}${route}`, {
      method,
      headers: { ...headers, ...(body === undefined || isForm ? {} : { 'content-type': 'application/json' }), ...extra },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // A non-JSON answer is kept as text for the error message.
    }
    return { status: res.status, body: parsed };
  };
  const ok = async (method: string, route: string, body?: unknown, extra: Record<string, string> = {}) => {
    const res = await send(method, route, body, extra);
    if (res.status >= 300) throw new VisitFailed(`${method} ${route} answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body;
  };
  return { send, ok, post: (route: string, body?: unknown, extra?: Record<string, string>) => ok('POST', route, body ?? {}, extra) };
}

/** Waits for `check` (the read models of the product under test are eventually consistent). */
async function until<T>(what: string, check: () => Promise<T | undefined | null | false>, timeoutMs = 120_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > deadline) throw new VisitFailed(`${what}: not reached in ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const pageView = (session: string, page: string, referrer: string | null, newSession: boolean, consent: boolean) => ({
  session_id: session,
  new_session: newSession,
  consent,
  event_type: 'pageview',
  page_path: page,
  referrer_path: referrer,
  engaged_ms: 0,
  value: null,
  meta: { device_type: 'desktop', lang: 'en-GB', screen: { w: 1920, h: 1080, dpr: 1 } },
});

/**
 * Plays the visits against the product at `baseUrl`, one call after another. The product must run
 * its worker (documents are read, emails sent) and the offline guide (no LLM), with
 * `TRUST_PROXY=loopback` (each visitor is named by X-Forwarded-For) and without rate limits.
 * `settled` resolves once the worker has caught up (fixture-log.ts pendingWork): called after each
 * upload and email request, so that the worker's events land at the same place in the log every
 * run. No public route of 1.0.0 tells when a questionnaire's document fields reached its stream.
 */
export async function driveVisits(baseUrl: string, admin: AdminCredentials, settled: () => Promise<void>): Promise<DrivenVisits> {
  const analyticsSessions = [1, 2, 3, 4, 5].map(analyticsSession);

  // Analytics: three visitors who consent (two of them go on to a second page), one who does not,
  // and one on a phone who comes from a campaign.
  const [a1, a2, a3, a4] = analyticsSessions as [string, string, string, string];
  const v1 = visitor(baseUrl, 1);
  const v2 = visitor(baseUrl, 2);
  const v3 = visitor(baseUrl, 3);
  const v4 = visitor(baseUrl, 4);
  await v1.post('/analytics/track', pageView(a1, '/', null, true, true));
  await v1.post('/analytics/track', pageView(a1, '/work-with-us', '/', false, true));
  await v2.post('/analytics/track', pageView(a2, '/', null, true, true));
  await v2.post('/analytics/track', pageView(a2, '/form', '/', false, true));
  await v3.post('/analytics/track', pageView(a3, '/chat', null, true, true));
  await visitor(baseUrl, 5, PHONE_AGENT).post('/analytics/track', {
    ...pageView(analyticsSession(5), '/', null, true, true),
    meta: {
      device_type: 'mobile',
      lang: 'fr-FR',
      screen: { w: 390, h: 844, dpr: 3 },
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'winter-call',
    },
  });
  await v4.post('/analytics/track', pageView(a4, '/', null, true, false));
  await v1.post('/analytics/track', { ...pageView(a1, '/work-with-us', '/', false, true), event_type: 'page_unload', engaged_ms: 42_000 });
  await v2.post('/api/forms/track-metadata', {
    session_id: a2,
    metadata: { page: '/form', event: 'consent_viewed', route: '/form', timestamp: '2020-01-15T10:00:00.000Z' },
  });
  await v2.post('/api/forms/track-metadata', {
    session_id: a2,
    metadata: { page: '/form', event: 'consent_accepted', route: '/form', timestamp: '2020-01-15T10:00:05.000Z' },
  });
  await v4.post('/analytics/track-incomplete', {
    session_id: a4,
    interaction_type: 'work_with_us_form',
    page_path: '/work-with-us',
    completion_percentage: 50,
    time_spent_ms: 4000,
    form_data: { name: true, email: true },
    last_step: 'email',
    meta: {},
  });

  // Work With Us: an application with an attachment and its staff notice.
  const application = (name: string, email: string, roles: string) => ({
    name,
    email,
    video_link: '',
    preferred_roles: roles,
    work_type: 'general',
    compensation: '',
    metadata: {
      source: 'web_form',
      timestamp: '2020-01-15T10:01:00.000Z',
      session_duration: 42,
      form_interactions: [{ field: 'name', action: 'focus', timestamp: 1_579_082_460_000 }],
      submission_source: 'direct',
      device_type: 'desktop',
    },
  });
  const workWithUs = (await v1.post('/api/work-with-us/submit', application('Ada Fixture', 'ada.fixture@example.org', 'Engineer / Designer')))
    .submission_id as string;
  await v1.post(`/api/work-with-us/upload/${workWithUs}?file_type=attachment`, file('file', 'portrait.png', TINY_PNG, 'image/png'));
  await v1.post(`/api/work-with-us/send-admin-notification/${workWithUs}`);
  await settled();

  // A second applicant, erased by an admin at the end.
  const erasedWorkWithUs = (await v3.post('/api/work-with-us/submit', application('Eve Erased', 'eve.erased@example.org', 'Funder / Investor')))
    .submission_id as string;
  await v3.post(`/api/work-with-us/upload/${erasedWorkWithUs}?file_type=attachment`, file('file', 'eve.png', TINY_PNG, 'image/png'));

  // The questionnaire: steps, a document under Q21, every answer, the submission.
  const questionnaire = (await v2.post('/api/questionnaire/sessions', { metadata: { device_type: 'desktop' } })).session_id as string;
  const upload = file('file', 'results.pdf', textPdf(['Pilot results: 40% fewer readmissions']), 'application/pdf');
  upload.append('question_id', 'Q21');
  await v2.post(`/api/upload/${questionnaire}`, upload);
  // Read before the answers go on, so that the log's order (and each timeline) is the same every run.
  await settled();
  const { recorded, payload } = walkQuestionnaire(questionnaire, COLLABORATION_ROUTE_ANSWERS);
  for (const r of recorded) {
    await v2.post(`/api/questionnaire/sessions/${questionnaire}/steps`, { question_id: r.questionId, time_spent_ms: 3000 });
    await v2.post(`/api/questionnaire/sessions/${questionnaire}/answers`, { question_id: r.questionId, value: r.value });
  }
  await v2.post('/api/submit', withFixedTimes(payload));

  // The guide chat (offline engine): messages, contact, a document, metadata, the end, the email.
  const chat = (await v3.post('/api/guide/sessions', { metadata: { language: 'en-GB' } })).session_id as string;
  const say = (message: string) => v3.post(`/api/guide/submissions/${chat}/message`, { message });
  // One field per message, each the answer to the question just asked: the offline engine's
  // reading of a message that mixes several fields is what changes most between releases.
  await say('Confirm');
  await say('Falls at night go unnoticed in care homes.');
  await say('We built a bedside radar that detects falls.');
  await say('We need funding.');
  await v3.post(`/api/guide/submissions/${chat}/contact`, { full_name: 'Grace Fixture', email: 'grace.fixture@example.org', affiliation: 'Mercy Hospital' });
  await v3.post(
    `/api/guide/sessions/${chat}/upload`,
    file('file', 'notes.txt', Buffer.from('Problem: Falls at night go unnoticed.\nSolution: A bedside radar.\nNeeds: a clinical partner\n'), 'text/plain'),
  );
  await settled();
  await v3.post(`/api/guide/sessions/${chat}/track-metadata`, { metadata: { platform: 'release-fixture' } });
  await say('Yes');
  await v3.post(`/api/session/${chat}/send-completion-email`, {
    user_email: 'grace.fixture@example.org',
    user_name: 'Grace Fixture',
    project_title: 'Bedside fall radar',
    completion_percentage: 100,
  });
  await settled();

  // The admin erases the second applicant (503 while the read models trail the log).
  const staff = visitor(baseUrl, 0);
  const token = (await staff.post('/api/login', admin)).access_token as string;
  await until('the erasure', async () => {
    const res = await staff.send('POST', '/api/admin/personal-data/erase', { submission_id: erasedWorkWithUs }, { authorization: `Bearer ${token}` });
    if (res.status !== 200 && res.status !== 503) throw new VisitFailed(`erase answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.status === 200;
  });

  return { workWithUs, erasedWorkWithUs, questionnaire, chat, analyticsSessions };
}

/** The machine stamps its payload with the clock; fixed here so every run submits the same bytes. */
function withFixedTimes<T>(payload: T): T {
  return JSON.parse(JSON.stringify(payload).replace(/"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z"/g, '"2020-01-15T10:02:00.000Z"')) as T;
}
