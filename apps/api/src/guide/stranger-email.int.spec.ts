import { randomBytes } from 'node:crypto';
import { createWorkerApp, type WorkerApp } from '@intake/worker';
import { foreignUrls, readableMail, startTestSmtpServer, type TestSmtpServer } from '@intake/worker/testing';
import { eventually, startApi, type ApiHarness } from '../testing/api-harness.js';

/**
 * Issue 28 item 1, replayed: many anonymous chat sessions, each finished with
 * `POST /api/session/{id}/send-completion-email` naming a stranger's address and a phishing
 * title. Strangers may get at most VISITOR_EMAIL_ADDRESSES_PER_HOUR emails an hour between them,
 * and none of them a link, or link-looking text, that the attacker wrote.
 */
const SESSIONS = 45;
const PHISH = 'Your account is locked: http://phish.example/unlock?u=1 or visit www.phish.example now';

async function post(api: ApiHarness, path: string, body: unknown, from: string): Promise<Response> {
  return fetch(`${api.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify(body),
  });
}

async function chatThenAimAtStranger(api: ApiHarness, n: number): Promise<string> {
  const from = `198.51.100.${n + 1}`;
  const created = await post(api, '/api/guide/sessions', {}, from);
  const { session_id: id } = (await created.json()) as { session_id: string };
  for (const message of [
    'Confirm',
    'Our clinic cannot see which patients miss their follow-up appointments, see http://phish.example/a',
    'We built a dashboard at phish.example that flags missed follow-ups.',
    'We need funding for a pilot.',
    `attacker${n}@attacker.example`,
  ]) {
    const res = await post(api, `/api/guide/submissions/${id}/message`, { message }, from);
    expect(res.status).toBe(200);
  }
  const res = await post(
    api,
    `/api/session/${id}/send-completion-email`,
    { user_email: `stranger${n}@victim${n % 9}.example`, user_name: 'Security Team', project_title: PHISH, completion_percentage: 100 },
    from,
  );
  expect(res.status).toBe(200);
  return id;
}

describe('completion emails aimed at strangers (issue 28 item 1)', () => {
  let smtp: TestSmtpServer;
  let api: ApiHarness;
  let worker: WorkerApp;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    api = await startApi({ SMTP_URL: smtp.url, CONTACT_EMAIL: 'team@consortium.test', QUEUE_PREFIX: `s${randomBytes(4).toString('hex')}` });
    worker = await createWorkerApp(api.config);
  });
  afterAll(async () => {
    await worker?.close();
    await api?.close();
    await smtp?.close();
  });

  it('mails at most 20 distinct unconfirmed addresses an hour, none with a link the visitor wrote, and counts the budget reached', async () => {
    // The shipped default, not a test setting.
    expect(api.config.visitorEmailBudgets.addressesPerHour).toBe(20);
    const ids: string[] = [];
    // A few at a time: the attack came from many sessions at once.
    for (let n = 0; n < SESSIONS; n += 5) ids.push(...(await Promise.all([0, 1, 2, 3, 4].map((k) => chatThenAimAtStranger(api, n + k)))));

    // Every requested email ends recorded, delivered or not sent.
    await eventually(async () => {
      const { rows } = await api.database.pool.query<{ settled: string }>(
        `SELECT count(DISTINCT stream_id) AS settled FROM events WHERE stream_id LIKE 'email-chat-completion-%' AND event_type IN ('EmailDelivered', 'EmailFailed')`,
      );
      return Number(rows[0]!.settled) === SESSIONS;
    }, 120_000);

    const toStrangers = smtp.inbox.filter((m) => m.to.some((a) => a.startsWith('stranger')));
    const addresses = new Set(toStrangers.flatMap((m) => m.to));
    expect(toStrangers.length).toBeGreaterThan(0);
    expect(addresses.size).toBeLessThanOrEqual(20);

    for (const mail of toStrangers) {
      const decoded = readableMail(mail.raw);
      expect(decoded).toMatch(/Content-Type: text\/plain/);
      expect(decoded).toMatch(/Content-Type: text\/html/);
      // Text and HTML parts: no clickable link and no link-looking text from the visitor's fields.
      expect(foreignUrls(decoded, api.config.publicUrl)).toEqual([]);
      expect(decoded).not.toMatch(/phish\.example|www\.|attacker|<a\s|href=/i);
      // The visitor's words stay, without their links, and the title is bounded.
      expect(decoded).toContain('Your account is locked');
      expect(decoded).toContain('[link removed]');
    }

    const { rows } = await api.database.pool.query<{ reason: string; n: string }>(
      `SELECT data->>'reason' AS reason, count(*) AS n FROM events WHERE stream_id LIKE 'email-chat-completion-%' AND event_type = 'EmailFailed' GROUP BY 1`,
    );
    expect(rows.reduce((sum, r) => sum + Number(r.n), 0)).toBe(SESSIONS - toStrangers.length);

    const metrics = await worker.metrics.metrics();
    expect(metrics).toMatch(/intake_visitor_email_budget_reached_total\{budget="addresses-per-hour"\} [1-9]/);
    for (const budget of ['address-per-day', 'domain-per-hour', 'all-per-hour'])
      expect(metrics).toMatch(new RegExp(`intake_visitor_email_budget_reached_total\\{budget="${budget}"\\} \\d`));
    expect(ids).toHaveLength(SESSIONS);
  }, 300_000);
});
