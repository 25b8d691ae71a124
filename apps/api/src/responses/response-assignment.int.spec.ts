import { randomBytes } from 'node:crypto';
import { createWorkerApp, type WorkerApp } from '@intake/worker';
import { foreignUrls, readableMail, startTestSmtpServer, type TestSmtpServer } from '@intake/worker/testing';
import {
  assignableStaffResponseSchema,
  newResponsesCountSchema,
  responseDetailSchema,
  responseQueueResponseSchema,
  responseReviewsResponseSchema,
  type NewResponsesCount,
} from '@intake/contracts';
import { EventStore, type EventStoreTables } from '@intake/event-store';
import type { Kysely } from 'kysely';
import { createAdmin } from '../admin/admin-accounts.js';
import { eventually, postJson, startApi, TEST_ADMIN, type ApiHarness } from '../testing/api-harness.js';

/** A staff account whose username is its address, as the roles work makes them: the provisional directory mails it. */
const REVIEWER = { username: 'rita.reviewer', password: 'another correct horse' };
const REVIEWER_EMAIL = 'rita.reviewer@consortium.test';

describe('assignment, my queue and new-to-me counts through the real api, worker, PostgreSQL and SMTP', () => {
  let smtp: TestSmtpServer;
  let api: ApiHarness;
  let worker: WorkerApp;
  let tester: Record<string, string>;
  let rita: Record<string, string>;
  const apps: string[] = [];

  const get = async <T>(path: string, headers: Record<string, string>): Promise<{ status: number; body: T }> => {
    const res = await fetch(`${api.url}${path}`, { headers });
    return { status: res.status, body: (await res.json()) as T };
  };
  const newCount = async (auth: Record<string, string>): Promise<NewResponsesCount> =>
    newResponsesCountSchema.parse((await get('/api/admin/responses/new-count', auth)).body);
  const queue = async (auth: Record<string, string>) => responseQueueResponseSchema.parse((await get('/api/admin/responses/queue', auth)).body);
  const assign = (id: string, assignee: string | null, auth = tester) =>
    postJson(api, `/api/admin/responses/work-with-us/${id}/assignment`, { assignee }, auth);
  const mailsTo = (address: string) => smtp.inbox.filter((m) => m.to.includes(address));

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    api = await startApi({
      SMTP_URL: smtp.url,
      QUEUE_PREFIX: `a${randomBytes(4).toString('hex')}`,
      // A small budget, so the third assignment in the window waits for a digest.
      STAFF_NOTICES_PER_WINDOW: '2',
      STAFF_DIGEST_DELAY_MS: '1500',
    });
    worker = await createWorkerApp(api.config);
    const store = new EventStore(api.database.db as Kysely<EventStoreTables>);
    // A reviewer with an address of their own (an owner would invite them; the CLI's way is quicker here).
    await createAdmin(store, { ...REVIEWER, projectName: TEST_ADMIN.project_name, role: 'reviewer', email: REVIEWER_EMAIL });
    tester = { authorization: `Bearer ${await api.adminToken()}` };
    const login = await postJson<{ access_token: string }>(api, '/api/login', { ...REVIEWER, project_name: TEST_ADMIN.project_name });
    expect(login.status).toBe(200);
    rita = { authorization: `Bearer ${login.body.access_token}` };
    for (const name of ['Ada Assigned', 'Bo Budget', 'Cy Digest']) {
      const res = await postJson<{ submission_id: string }>(api, '/api/work-with-us/submit', {
        name,
        email: `${name.split(' ')[0]!.toLowerCase()}@example.org`,
        preferred_roles: 'Engineer / Designer',
      });
      apps.push(res.body.submission_id);
    }
    await eventually(async () => (await newCount(tester)).by_channel['work-with-us'] === 3, 30_000);
  }, 60_000);
  afterAll(async () => {
    await worker?.close();
    await api?.close();
    await smtp?.close();
  });

  it('lists the staff one can assign to, and refuses unknown staff, responses and bodies with a detail', async () => {
    // The staff accounts projection lists the reviewer once it has caught up.
    const staff = await eventually(async () => {
      const listed = assignableStaffResponseSchema.parse((await get('/api/admin/responses/assignees', tester)).body).staff;
      return listed.length === 2 ? listed : undefined;
    });
    expect(staff.map((s) => s.username).sort()).toEqual([REVIEWER.username, TEST_ADMIN.username].sort());

    const unknown = await assign(apps[0]!, 'nobody-here');
    expect(unknown.status).toBe(422);
    expect(unknown.body.detail).toMatch(/No staff member/);
    expect(
      (await postJson(api, '/api/admin/responses/work-with-us/00000000-0000-4000-8000-000000000000/assignment', { assignee: REVIEWER.username }, tester))
        .status,
    ).toBe(404);
    expect((await postJson(api, `/api/admin/responses/work-with-us/${apps[0]}/assignment`, { assignee: 3 }, tester)).status).toBe(422);
    expect((await postJson(api, `/api/admin/responses/work-with-us/${apps[0]}/assignment`, { assignee: REVIEWER.username }, {})).status).toBe(401);
    expect((await get('/api/admin/responses/queue', {})).status).toBe(401);
  });

  it('assigns with who assigned; the assignee finds it in their queue with its age and gets an email (HTML and text, nothing remote, no visitor)', async () => {
    const first = await assign(apps[0]!, REVIEWER.username);
    expect(first).toEqual({ status: 200, body: { success: true, assignee: REVIEWER.username, changed: true } });
    expect((await assign(apps[0]!, REVIEWER.username)).body.changed).toBe(false);

    const mine = await eventually(async () => {
      const q = await queue(rita);
      return q.items.length === 1 ? q : undefined;
    }, 30_000);
    expect(mine.username).toBe(REVIEWER.username);
    expect(mine.items[0]).toMatchObject({
      channel: 'work-with-us',
      response_id: apps[0],
      name: 'Ada Assigned',
      status: 'new',
      assigned_by: TEST_ADMIN.username,
    });
    expect(mine.items[0]!.age_seconds).toBeGreaterThanOrEqual(0);
    expect((await queue(tester)).items).toEqual([]);

    const detail = responseDetailSchema.parse((await get(`/api/admin/responses/work-with-us/${apps[0]}`, tester)).body);
    expect(detail.review.assignment).toMatchObject({ assignee: REVIEWER.username, by: TEST_ADMIN.username });
    expect(detail.timeline.find((t) => t.what === `Assigned to ${REVIEWER.username}`)).toMatchObject({ who: TEST_ADMIN.username });

    const mail = await eventually(async () => mailsTo(REVIEWER_EMAIL)[0], 30_000);
    const text = readableMail(mail.raw);
    const link = `${api.config.publicUrl}/admin/responses/work-with-us/${apps[0]}`;
    expect(mail.raw).toMatch(/Subject: Assigned to you: a Work With Us application/);
    expect(mail.raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(text).toContain(`Open it in the admin: ${link}`);
    expect(text).toContain(`href="${link}"`);
    expect(text).toContain(`${TEST_ADMIN.username} assigned a Work With Us application to you.`);
    expect(foreignUrls(text, api.config.publicUrl)).toEqual([]);
    expect(text).not.toMatch(/Ada Assigned|ada@example\.org/);
  }, 60_000);

  it('counts as new to each person only what nobody moved past new and that person has not opened', async () => {
    expect((await newCount(rita)).by_channel['work-with-us']).toBe(3);
    expect((await get(`/api/admin/responses/work-with-us/${apps[0]}`, rita)).status).toBe(200);
    // The opening is recorded once and waited for: the count reads it at once.
    expect((await newCount(rita)).by_channel['work-with-us']).toBe(2);
    expect((await get(`/api/admin/responses/work-with-us/${apps[0]}`, rita)).status).toBe(200);
    expect((await newCount(rita)).by_channel['work-with-us']).toBe(2);
    // The tester opened it too (above, for the assignment); a status moves it past new for everyone.
    expect((await newCount(tester)).by_channel['work-with-us']).toBe(2);
    await postJson(api, `/api/admin/responses/work-with-us/${apps[1]}/status`, { status: 'reviewed' }, tester);
    expect(await newCount(rita)).toMatchObject({ new: 1, by_channel: { 'work-with-us': 1 } });
  });

  it('an archived response leaves the queue; status changes and notes name who made them', async () => {
    expect((await postJson(api, `/api/admin/responses/work-with-us/${apps[0]}/status`, { status: 'archived' }, rita)).status).toBe(200);
    expect((await postJson(api, `/api/admin/responses/work-with-us/${apps[0]}/notes`, { text: 'Handled; passed to the pilot team.' }, rita)).status).toBe(201);
    expect((await queue(rita)).items).toEqual([]);
    const review = (await get<unknown>('/api/admin/responses/reviews?channel=work-with-us', tester)).body;
    const row = responseReviewsResponseSchema.parse(review).reviews.find((r) => r.response_id === apps[0])!;
    expect(row.history.map((h) => [h.what, h.by])).toEqual([
      [`assigned to ${REVIEWER.username}`, TEST_ADMIN.username],
      ['status set to archived', REVIEWER.username],
      ['note added', REVIEWER.username],
    ]);
    expect(row.notes[0]).toMatchObject({ by: REVIEWER.username });
    expect(row.assignment).toMatchObject({ assignee: REVIEWER.username, by: TEST_ADMIN.username });
  });

  it('assignment emails spend the staff notice budget: past it they leave as one digest; unassigning and self-assigning send nothing', async () => {
    expect((await assign(apps[1]!, REVIEWER.username)).status).toBe(200);
    expect((await assign(apps[2]!, REVIEWER.username)).status).toBe(200);
    // Budget 2 in the window: the first assignment's email and this one's go singly, the third waits for the digest.
    const digest = await eventually(async () => mailsTo(REVIEWER_EMAIL).find((m) => /Subject: 1 new responses? \(digest\)/.test(m.raw)), 30_000);
    expect(readableMail(digest.raw)).toContain(`${api.config.publicUrl}/admin/responses/work-with-us/${apps[2]}`);
    expect(mailsTo(REVIEWER_EMAIL).filter((m) => /Subject: Assigned to you/.test(m.raw))).toHaveLength(2);

    expect(await assign(apps[1]!, null)).toEqual({ status: 200, body: { success: true, assignee: null, changed: true } });
    expect((await assign(apps[1]!, TEST_ADMIN.username)).body.changed).toBe(true);
    const q = await eventually(async () => {
      const found = await queue(rita);
      return found.items.length === 1 ? found : undefined;
    }, 30_000);
    expect(q.items.map((i) => i.response_id)).toEqual([apps[2]]);
    expect((await queue(tester)).items.map((i) => i.response_id)).toEqual([apps[1]]);
    const history = responseDetailSchema.parse((await get(`/api/admin/responses/work-with-us/${apps[1]}`, tester)).body).review.history;
    expect(history.map((h) => h.what)).toContain(`unassigned from ${REVIEWER.username}`);
    // Two single emails and the digest; unassigning mails no one, and the tester has no address.
    expect(mailsTo(REVIEWER_EMAIL)).toHaveLength(3);
  }, 60_000);
});
