import { randomBytes } from 'node:crypto';
import { createWorkerApp, type WorkerApp } from '@intake/worker';
import { startTestSmtpServer, type TestSmtpServer } from '@intake/worker/testing';
import type { WorkWithUsListItem } from '@intake/contracts';
import { eventually, startApi, type ApiHarness } from '../testing/api-harness.js';

describe.each([
  ['BullMQ on PostgreSQL', {}],
  ['BullMQ on Redis', { REDIS_URL: 'redis://127.0.0.1:6379' }],
])('Work With Us admin notification, api + worker + SMTP (%s)', (_label, queueEnv) => {
  let smtp: TestSmtpServer;
  let api: ApiHarness;
  let worker: WorkerApp;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    api = await startApi({ ...queueEnv, SMTP_URL: smtp.url, ADMIN_NOTIFY_EMAIL: 'team@consortium.test', QUEUE_PREFIX: `n${randomBytes(4).toString('hex')}` });
    worker = await createWorkerApp(api.config);
  });
  afterAll(async () => {
    await worker?.close();
    await api?.close();
    await smtp?.close();
  });

  it('delivers one email to the team mailbox and the dashboard shows it as sent', async () => {
    const submit = await fetch(`${api.url}/api/work-with-us/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Grace Hopper',
        email: 'grace@navy.example',
        preferred_roles: 'Funder / Investor',
        metadata: { additional_notes: 'Interested in early-stage diagnostics.' },
      }),
    });
    const { submission_id } = (await submit.json()) as { submission_id: string };
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${api.url}/api/work-with-us/send-admin-notification/${submission_id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(200);
    }

    const mail = await eventually(async () => smtp.inbox.find((m) => m.raw.includes(submission_id)), 20000);
    expect(mail.to).toEqual(['team@consortium.test']);
    expect(mail.raw).toMatch(/Subject: New Work With Us application: Grace Hopper/);
    expect(mail.raw).toMatch(/Reply-To: grace@navy\.example/);
    expect(mail.raw).toContain('Interested in early-stage diagnostics.');

    const token = await api.adminToken();
    const row = await eventually(async () => {
      const res = await fetch(`${api.url}/analytics/work-with-us?limit=100`, { headers: { authorization: `Bearer ${token}` } });
      const { submissions } = (await res.json()) as { submissions: WorkWithUsListItem[] };
      return submissions.find((s) => s.submission_id === submission_id && s.admin_notified);
    }, 20000);
    expect(row.admin_notified).toBe(true);

    // Three calls, one request, one delivery.
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.inbox.filter((m) => m.raw.includes(submission_id))).toHaveLength(1);
    const outcome = await api.database.db
      .selectFrom('events')
      .select(['event_type', 'data'])
      .where('stream_id', '=', `email-wwu-admin-${submission_id}`)
      .execute();
    expect(outcome.map((e: { event_type: string }) => e.event_type)).toEqual(['EmailDelivered']);
  });
});
