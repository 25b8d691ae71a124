import { createHash } from 'node:crypto';
import { randomBytes } from 'node:crypto';
import { createWorkerApp, type WorkerApp } from '@intake/worker';
import { readableMail, startTestSmtpServer, type TestSmtpServer } from '@intake/worker/testing';
import type { AiConversationItem, ChatResponse } from '@intake/contracts';
import { eventually, startApi, type ApiHarness } from '../testing/api-harness.js';

/** How the worker names a completion email in its headers (hashed: see email-message.ts). */
const headerId = (sessionId: string) => createHash('sha256').update(`chat-completion-${sessionId}`).digest('hex').slice(0, 32);

async function say(api: ApiHarness, id: string, message: string): Promise<ChatResponse> {
  const res = await fetch(`${api.url}/api/guide/submissions/${id}/message`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as ChatResponse;
}

describe.each([
  ['BullMQ on PostgreSQL', {}],
  ['BullMQ on Redis', { REDIS_URL: 'redis://127.0.0.1:6379' }],
])('chat completion email, api + worker + SMTP (%s)', (_label, queueEnv) => {
  let smtp: TestSmtpServer;
  let api: ApiHarness;
  let worker: WorkerApp;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    api = await startApi({ ...queueEnv, SMTP_URL: smtp.url, CONTACT_EMAIL: 'team@consortium.test', QUEUE_PREFIX: `c${randomBytes(4).toString('hex')}` });
    worker = await createWorkerApp(api.config);
  });
  afterAll(async () => {
    await worker?.close();
    await api?.close();
    await smtp?.close();
  });

  it('sends the visitor one email with the template for their goal and the 2-3 business day promise', async () => {
    const created = await fetch(`${api.url}/api/guide/sessions`, { method: 'POST' });
    const { session_id: id } = (await created.json()) as { session_id: string };
    await say(api, id, 'Confirm');
    await say(api, id, 'My name is Grace Hopper. Our clinic cannot see which patients miss their follow-up appointments.');
    await say(api, id, 'We built a dashboard that flags missed follow-ups.');
    await say(api, id, 'We need regulatory guidance on HIPAA before a pilot.');
    await say(api, id, 'grace@clinic.example');
    const done = await say(api, id, 'Yes, go ahead');
    expect(done.is_complete).toBe(true);

    // The client's own completion call and a retry: still one email.
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${api.url}/api/session/${id}/send-completion-email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ user_email: 'grace@clinic.example', completion_percentage: 100 }),
      });
      expect(res.status).toBe(200);
    }

    const mail = await eventually(async () => smtp.inbox.find((m) => m.raw.includes(headerId(id))), 20000);
    expect(mail.to).toEqual(['grace@clinic.example']);
    expect(mail.raw).toMatch(/Subject: Your project and regulatory guidance: next steps/);
    expect(mail.raw).toMatch(/Reply-To: team@consortium\.test/);
    const text = readableMail(mail.raw);
    // The name she gave reads as a person's name, so the greeting uses it (greetingFor).
    expect(text).toContain('Hello Grace Hopper,');
    // Both parts: plain text and the HTML laid out from the same blocks.
    expect(mail.raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(mail.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    expect(text).toMatch(/<p style="margin:0 0 14px">Hello Grace Hopper,<\/p>/);
    // Neither the body nor a header carries the session id: it is all the transcript calls need.
    expect(mail.raw).not.toContain(id);
    expect(text).toMatch(/Your reference: II-[0-9A-F]{5}-[0-9A-F]{5}/);
    expect(text).toContain('within 2-3 business days');
    expect(text).toContain('dashboard that flags missed follow-ups');

    const token = await api.adminToken();
    const row = await eventually(async () => {
      const res = await fetch(`${api.url}/analytics/ai-conversations?limit=100`, { headers: { authorization: `Bearer ${token}` } });
      const { conversations } = (await res.json()) as { conversations: AiConversationItem[] };
      return conversations.find((c) => c.session_id === id && c.completion_email === 'delivered');
    }, 20000);
    expect(row.state).toBe('completed');
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.inbox.filter((m) => m.raw.includes(headerId(id)))).toHaveLength(1);
  });
});
