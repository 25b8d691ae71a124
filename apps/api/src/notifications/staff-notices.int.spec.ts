import { randomBytes, randomUUID } from 'node:crypto';
import { createWorkerApp, type WorkerApp } from '@intake/worker';
import { foreignUrls, readableMail, startTestSmtpServer, type TestSmtpServer } from '@intake/worker/testing';
import { EmailEvents, emailStreamId, type EmailDeliveredData } from '@intake/contracts';
import { EventStore, type EventStoreTables } from '@intake/event-store';
import type { Kysely } from 'kysely';
import { CONTACT } from '../../../../libs/machines/src/questionnaire/testing/answer-candidates.js';
import { COLLABORATION_ROUTE_ANSWERS, walkQuestionnaire } from '../../../../libs/machines/src/questionnaire/testing/submit-questionnaire.js';
import { chatNoticeEmailId, questionnaireNoticeEmailId } from './staff-notice.email.js';
import { eventually, startApi, type ApiHarness } from '../testing/api-harness.js';

const TEAM = 'team@consortium.test';

async function post(api: ApiHarness, path: string, body?: unknown) {
  const res = await fetch(`${api.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

/** A questionnaire walked as the browser walks it, under a session id the client made up. */
const questionnairePayload = (sessionId: string) =>
  walkQuestionnaire(sessionId, { ...COLLABORATION_ROUTE_ANSWERS, Q22: { ...CONTACT, name: 'Ada <b>Lovelace</b>' } }).payload;

describe('staff notices for every channel, api + worker + SMTP (BullMQ on PostgreSQL)', () => {
  let smtp: TestSmtpServer;
  let api: ApiHarness;
  let worker: WorkerApp;
  let store: EventStore;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    api = await startApi({
      SMTP_URL: smtp.url,
      ADMIN_NOTIFY_EMAIL: TEAM,
      CONTACT_EMAIL: 'hello@consortium.test',
      QUEUE_PREFIX: `s${randomBytes(4).toString('hex')}`,
    });
    worker = await createWorkerApp(api.config);
    store = new EventStore(api.database.db as Kysely<EventStoreTables>);
  }, 30_000);
  afterAll(async () => {
    await worker?.close();
    await api?.close();
    await smtp?.close();
  });

  const toTeam = (subject: RegExp) => eventually(async () => smtp.inbox.find((m) => m.to.includes(TEAM) && subject.test(m.raw)), 20_000);

  it('a submitted questionnaire: one notice, HTML and text, with the link to its page (keyed by the session id)', async () => {
    const sessionId = randomUUID();
    const payload = questionnairePayload(sessionId);
    expect((await post(api, '/api/submit', payload)).status).toBe(200);
    // The fallback path answers the same submission: still one notice.
    expect((await post(api, '/api/structured-questionnaire/submit', payload)).status).toBe(200);

    const mail = await toTeam(/Subject: New questionnaire submission: Ada <b>Lovelace<\/b>/);
    const text = readableMail(mail.raw);
    const link = `${api.config.publicUrl}/admin/responses/questionnaire/${sessionId}`;
    expect(text).toContain(`Open it in the admin: ${link}`);
    expect(text).toContain(`href="${link}"`);
    expect(mail.raw).toMatch(/Content-Type: multipart\/alternative/);
    // The typed markup is text in the HTML part.
    expect(text).toContain('Ada &lt;b&gt;Lovelace&lt;/b&gt;');
    expect(text).not.toMatch(/<td[^>]*>Ada <b>/);
    expect(mail.raw).toMatch(/Reply-To: ada@example\.org/);
    const [delivered] = await eventually(async () => {
      const events = (await store.readStream(emailStreamId(questionnaireNoticeEmailId(sessionId)))).filter((e) => e.type === EmailEvents.Delivered);
      return events.length > 0 ? events : undefined;
    }, 20_000);
    expect((delivered!.data as EmailDeliveredData).digest_email_id).toBeUndefined();
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.inbox.filter((m) => readableMail(m.raw).includes(link))).toHaveLength(1);
  }, 60_000);

  it('a completed chat: one notice to the team with the link to its page, and the visitor her completion email greeting her by name', async () => {
    const { body: created } = await post(api, '/api/guide/sessions');
    const id = created.session_id as string;
    for (const message of [
      'Confirm',
      'My name is Grace Hopper. Our clinic cannot see which patients miss their follow-up appointments.',
      'We built a dashboard that flags missed follow-ups.',
      'We need regulatory guidance on HIPAA before a pilot.',
      'grace@clinic.example',
      'Yes, go ahead',
    ]) {
      expect((await post(api, `/api/guide/submissions/${id}/message`, { message })).status).toBe(200);
    }
    expect((await post(api, `/api/session/${id}/send-completion-email`, { user_email: 'grace@clinic.example', completion_percentage: 100 })).status).toBe(200);

    const notice = await toTeam(/Subject: Completed AI guide chat: Grace Hopper/);
    const text = readableMail(notice.raw);
    const link = `${api.config.publicUrl}/admin/responses/chat/${id}`;
    expect(text).toContain(`Open it in the admin: ${link}`);
    expect(text).toContain('dashboard that flags missed follow-ups');
    expect(notice.raw).toMatch(/Reply-To: grace@clinic\.example/);
    const visitor = await eventually(async () => smtp.inbox.find((m) => m.to.includes('grace@clinic.example')), 20_000);
    expect(readableMail(visitor.raw)).toContain('Hello Grace Hopper,');
    await eventually(async () => {
      const events = await store.readStream(emailStreamId(chatNoticeEmailId(id)));
      return events.some((e) => e.type === EmailEvents.Delivered) || undefined;
    }, 20_000);
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.inbox.filter((m) => readableMail(m.raw).includes(link))).toHaveLength(1);
  }, 60_000);

  it('a Work With Us application: the notice links to the application page (keyed by the submission id)', async () => {
    const { body } = await post(api, '/api/work-with-us/submit', { name: 'Lin Wombatley', email: 'lin@clinic.example', preferred_roles: 'Other' });
    const submissionId = body.submission_id as string;
    expect((await post(api, `/api/work-with-us/send-admin-notification/${submissionId}`)).status).toBe(200);
    const mail = await toTeam(/Subject: New Work With Us application: Lin Wombatley/);
    expect(readableMail(mail.raw)).toContain(`Open it in the admin: ${api.config.publicUrl}/admin/responses/work-with-us/${submissionId}`);
  }, 60_000);

  // Every kind above (three notices and the visitor's completion email), text and HTML parts alike.
  it('no email holds an address other than PUBLIC_URL, so a mail client loads nothing remote (issue 33)', () => {
    expect(smtp.inbox.length).toBeGreaterThanOrEqual(4);
    for (const mail of smtp.inbox) {
      const decoded = readableMail(mail.raw);
      expect(decoded).toMatch(/Content-Type: text\/html/);
      expect(foreignUrls(decoded, api.config.publicUrl)).toEqual([]);
    }
  });
});
