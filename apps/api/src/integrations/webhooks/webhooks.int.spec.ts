import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  auditListResponseSchema,
  webhookDeliveryListSchema,
  webhookEndpointListSchema,
  webhookSecretShownSchema,
  type WebhookSecretShown,
} from '@intake/contracts';
import { eventually, getJson, postJson, startApi, type ApiHarness } from '../../testing/api-harness.js';
import { multipart, workWithUsSubmission } from '../../testing/fixtures.js';
import { submitQuestionnaire, wardWatchAnswers } from '../../testing/questionnaire-walk.js';
import { loopbackOnlySockets, startWebhookReceiver, type ReceivedWebhook, type WebhookReceiver } from '@intake/worker/testing';
import { exited, spawnWorker } from '../../testing/worker-process.js';

/**
 * The proof of issue 31 (docs/integrations.md): a real HTTPS receiver on loopback, self-signed and
 * trusted only through WEBHOOK_CA_FILE, checks every signature with `standardwebhooks`; every
 * channel is driven through the real api; the built worker is killed mid-delivery and two workers
 * take over. On the PostgreSQL queue backend (no REDIS_URL), as `npm start` runs.
 */
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const WEBHOOK_SECRET_KEY = randomBytes(32).toString('hex');
const ADA = { name: 'Ada Lovelace', email: 'ada.webhook@example.org' };

const ANSWERS = wardWatchAnswers({
  name: 'Quinn Quest',
  email: 'quinn.webhook@example.org',
  affiliation: 'St Elsewhere',
  timezone: 'Europe/London',
  privacy_consent: true,
  newsletter_consent: false,
});

async function post(api: ApiHarness, path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${api.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': CHROME, ...headers },
    body: JSON.stringify(body),
  });
}

/** A chat with a document read by the worker, then completed. */
async function completeChat(api: ApiHarness): Promise<string> {
  const { body } = await postJson<{ session_id: string }>(api, '/api/guide/sessions', { metadata: { language: 'en-GB' } }, { 'user-agent': CHROME });
  const id = body.session_id;
  for (const message of ['Confirm', 'My name is Grace Hopper. Our clinic cannot see which patients miss their follow-up appointments.'])
    expect((await postJson(api, `/api/guide/submissions/${id}/message`, { message }, { 'user-agent': CHROME })).status).toBe(200);
  const uploaded = await fetch(`${api.url}/api/guide/sessions/${id}/upload`, {
    method: 'POST',
    body: multipart('file', 'notes.txt', Buffer.from('Problem: missed follow-ups\nNeeds: a clinical partner\n')),
  });
  expect(uploaded.status).toBe(200);
  for (const message of ['We need regulatory guidance before a pilot.', 'grace.webhook@clinic.example', 'Yes, go ahead'])
    expect((await postJson(api, `/api/guide/submissions/${id}/message`, { message }, { 'user-agent': CHROME })).status).toBe(200);
  expect((await post(api, `/api/session/${id}/send-completion-email`, { user_email: 'grace.webhook@clinic.example', completion_percentage: 100 })).status).toBe(
    200,
  );
  return id;
}

const firstArrivals = (received: ReceivedWebhook[], webhookPath: string) => {
  const seen = new Map<string, ReceivedWebhook>();
  for (const r of received) if (r.path === webhookPath && !seen.has(r.id)) seen.set(r.id, r);
  return [...seen.values()];
};

describe('signed webhooks: every channel, a worker killed mid-delivery, two workers after it', () => {
  const guard = loopbackOnlySockets();
  let api: ApiHarness;
  let receiver: WebhookReceiver;
  let auth: Record<string, string>;
  let caDir: string;
  const workers: ChildProcess[] = [];
  let withPersonal: WebhookSecretShown;
  let withoutPersonal: WebhookSecretShown;
  const ids: Record<string, string> = {};
  let heldId: string;
  let erasedAt = Number.POSITIVE_INFINITY;
  let killedAt = 0;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    caDir = await mkdtemp(path.join(tmpdir(), 'intake-webhook-ca-'));
    const caFile = path.join(caDir, 'receiver.pem');
    await writeFile(caFile, receiver.cert);
    const env = {
      WEBHOOK_SECRET_KEY,
      WEBHOOK_ALLOW_LOOPBACK: 'true',
      WEBHOOK_CA_FILE: caFile,
      WEBHOOK_JOB_LOCK_MS: '2000',
      WEBHOOK_RETRY_BASE_MS: '300',
      QUEUE_PREFIX: `w${randomBytes(4).toString('hex')}`,
    };
    api = await startApi(env);
    auth = { authorization: `Bearer ${await api.adminToken()}` };
    const spawn = () => {
      const w = spawnWorker(api, env);
      workers.push(w);
      return w;
    };

    const register = async (hookPath: string, include: boolean) => {
      const res = await postJson(
        api,
        '/api/admin/integrations/webhooks',
        {
          url: receiver.url(hookPath),
          events: ['response.created', 'response.status_changed', 'response.note_added', 'document.extracted', 'person.erased'],
          include_personal_data: include,
        },
        auth,
      );
      expect(res.status).toBe(201);
      const shown = webhookSecretShownSchema.parse(res.body);
      receiver.setSecret(hookPath, shown.secret);
      return shown;
    };
    withPersonal = await register('/hooks/crm', true);
    withoutPersonal = await register('/hooks/chat', false);

    // The first worker: the CRM's first delivery is held unanswered, and the worker killed while it waits.
    receiver.answer('/hooks/crm', 'hold');
    const first = spawn();
    const submitted = await postJson<{ submission_id: string }>(api, '/api/work-with-us/submit', workWithUsSubmission(ADA), { 'user-agent': CHROME });
    ids.workWithUs = submitted.body.submission_id;
    heldId = (await eventually(async () => receiver.held[0], 60_000)).id;
    first.kill('SIGKILL');
    await exited(first);
    killedAt = Date.now();
    receiver.answer('/hooks/crm', { status: 200 });

    // Scale-out: two workers on the one database and queue.
    spawn();
    spawn();

    ids.questionnaire = await submitQuestionnaire(api, ANSWERS, { deviceType: 'desktop', userAgent: CHROME });
    ids.chat = await completeChat(api);
    expect((await postJson(api, `/api/admin/responses/chat/${ids.chat}/status`, { status: 'contacted' }, auth)).status).toBe(200);
    expect((await postJson(api, `/api/admin/responses/chat/${ids.chat}/notes`, { text: 'Called Grace about the pilot.' }, auth)).status).toBe(201);
    expect((await postJson(api, '/api/admin/personal-data/erase', { email: ADA.email }, auth)).status).toBe(200);
    erasedAt = Date.now();

    // Seven events for each endpoint: three responses created, a document read, a status, a note, an erasure.
    await eventually(
      async () => firstArrivals(receiver.received, '/hooks/crm').length >= 7 && firstArrivals(receiver.received, '/hooks/chat').length >= 7,
      120_000,
    );
    // The killed worker's delivery comes again only once its job lock runs out, and each delivery's
    // outcome is written after its answer arrived: on a quiet machine the rest is done sooner.
    await eventually(async () => receiver.received.filter((r) => r.id === heldId).length >= 2, 120_000);
    await eventually(async () => {
      const rows = await api.database.db.selectFrom('webhook_deliveries').select('status').execute();
      return rows.length >= 14 && rows.every((r) => r.status === 'delivered');
    }, 120_000);
  }, 360_000);

  afterAll(async () => {
    for (const w of workers) w.kill('SIGTERM');
    await Promise.all(workers.map(exited));
    await receiver?.close();
    await api?.close();
    await rm(caDir, { recursive: true, force: true });
    guard.restore();
  });

  it('shows the secret once: the list never holds it', async () => {
    expect(withPersonal.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const list = await getJson(api, '/api/admin/integrations/webhooks', auth);
    const endpoints = webhookEndpointListSchema.parse(list.body).endpoints;
    expect(endpoints.map((e) => e.id).sort()).toEqual([withPersonal.endpoint.id, withoutPersonal.endpoint.id].sort());
    expect(JSON.stringify(list.body)).not.toContain('whsec_');
    expect(JSON.stringify(list.body)).not.toContain('secret');
  });

  it('signs every delivery as Standard Webhooks says, checked by the standardwebhooks library', () => {
    expect(receiver.received.length).toBeGreaterThanOrEqual(14);
    expect(receiver.received.filter((r) => !r.verified)).toEqual([]);
    for (const r of receiver.received) expect(r.id).toMatch(/^msg_[0-9a-f]{32}$/);
  });

  it('delivers each event of every channel at least once per endpoint, each with one webhook-id', async () => {
    const logged: { webhook_id: string; endpoint_id: string; event_id: string; event_type: string; subject: string }[] = await api.database.db
      .selectFrom('webhook_deliveries')
      .select(['webhook_id', 'endpoint_id', 'event_id', 'event_type', 'subject'])
      .orderBy('seq')
      .execute();
    expect(logged).toHaveLength(14);
    for (const [endpoint, hookPath] of [
      [withPersonal.endpoint.id, '/hooks/crm'],
      [withoutPersonal.endpoint.id, '/hooks/chat'],
    ] as const) {
      const mine = logged.filter((r) => r.endpoint_id === endpoint);
      // One webhook id per event and endpoint.
      expect(new Set(mine.map((r) => r.event_id)).size).toBe(7);
      expect(
        firstArrivals(receiver.received, hookPath)
          .map((r) => r.id)
          .sort(),
      ).toEqual(mine.map((r) => r.webhook_id).sort());
      expect(mine.map((r) => `${r.event_type} ${r.subject.split('/')[0]}`).sort()).toEqual(
        [
          'document.extracted chat',
          'person.erased erasure',
          'response.created chat',
          'response.created questionnaire',
          'response.created work-with-us',
          'response.note_added chat',
          'response.status_changed chat',
        ].sort(),
      );
      // Every arrival of one id carried the same event (its personal fields aside: built at each try, a
      // retry after the person's erasure leaves them out).
      const withoutPerson = (r: ReceivedWebhook) => ({ type: r.body.type, data: { ...r.body.data, person: undefined } });
      for (const r of receiver.received.filter((x) => x.path === hookPath)) {
        expect(withoutPerson(r)).toEqual(withoutPerson(receiver.received.find((x) => x.id === r.id)!));
      }
    }
  });

  it('sends again, with the same webhook-id, what a killed worker had in flight', () => {
    const arrivals = receiver.received.filter((r) => r.id === heldId);
    expect(arrivals.length).toBeGreaterThanOrEqual(2);
    expect(new Set(arrivals.map((r) => `${r.body.type} ${String(r.body.data.response_id)}`))).toEqual(new Set([`response.created ${ids.workWithUs}`]));
    // Ada was erased while her delivery waited: a try after that carries nothing of her.
    for (const r of arrivals.filter((a) => a.at > erasedAt)) expect(r.raw).not.toContain(ADA.email);
    for (const r of arrivals.filter((a) => a.at > erasedAt)) expect(r.body.data).not.toHaveProperty('person');
  });

  it("keeps each response's events in order, and each endpoint to one delivery at a time, with two workers", async () => {
    const rows: { webhook_id: string; endpoint_id: string; subject: string }[] = await api.database.db
      .selectFrom('webhook_deliveries')
      .select(['webhook_id', 'endpoint_id', 'subject'])
      .orderBy('seq')
      .execute();
    for (const [endpoint, hookPath] of [
      [withPersonal.endpoint.id, '/hooks/crm'],
      [withoutPersonal.endpoint.id, '/hooks/chat'],
    ] as const) {
      const arrived = firstArrivals(receiver.received, hookPath).map((r) => r.id);
      const bySubject = new Map<string, string[]>();
      for (const r of rows.filter((x) => x.endpoint_id === endpoint)) bySubject.set(r.subject, [...(bySubject.get(r.subject) ?? []), r.webhook_id]);
      for (const [, inLogOrder] of bySubject) expect(arrived.filter((id) => inLogOrder.includes(id))).toEqual(inLogOrder);
      expect(receiver.maxInFlight.get(hookPath)).toBe(1);
    }
    // Scale-out: what the killed worker had in flight may come twice (at least once); everything
    // first sent after the kill, by the two workers, came exactly once per endpoint.
    const inFlightAtKill = new Set(receiver.received.filter((r) => r.at <= killedAt).map((r) => `${r.path} ${r.id}`));
    expect(inFlightAtKill.size).toBeLessThanOrEqual(2);
    const counts = new Map<string, number>();
    for (const r of receiver.received) {
      const key = `${r.path} ${r.id}`;
      if (!inFlightAtKill.has(key)) counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect([...counts].filter(([, n]) => n !== 1)).toEqual([]);
    expect(counts.size).toBe(14 - inFlightAtKill.size);
  });

  it('includes personal fields only for the endpoint whose owner ticked it, and audits that choice', async () => {
    const created = (hookPath: string, channel: string) =>
      firstArrivals(receiver.received, hookPath).find((r) => r.body.type === 'response.created' && r.body.data.channel === channel)!;
    expect(created('/hooks/crm', 'questionnaire').body.data.person).toEqual({ name: 'Quinn Quest', email: 'quinn.webhook@example.org' });
    expect(created('/hooks/chat', 'questionnaire').body.data).not.toHaveProperty('person');
    expect(created('/hooks/chat', 'work-with-us').raw).not.toContain(ADA.email);
    const note = (hookPath: string) => firstArrivals(receiver.received, hookPath).find((r) => r.body.type === 'response.note_added')!;
    expect(note('/hooks/crm').body.data.text).toBe('Called Grace about the pilot.');
    expect(note('/hooks/chat').body.data).not.toHaveProperty('text');
    expect(note('/hooks/chat').body.data).toMatchObject({ channel: 'chat', response_id: ids.chat });
    const document = firstArrivals(receiver.received, '/hooks/chat').find((r) => r.body.type === 'document.extracted')!;
    expect(document.body.data).toMatchObject({ channel: 'chat', response_id: ids.chat, pages: expect.any(Number) });

    const audit = auditListResponseSchema.parse((await getJson(api, '/api/admin/audit', auth)).body);
    expect(audit.entries).toContainEqual(
      expect.objectContaining({ action: 'export', subject: `webhook ${receiver.url('/hooks/crm')}: personal data included in its payloads` }),
    );
    expect(audit.entries.some((e) => e.subject.includes('/hooks/chat'))).toBe(false);
  });

  it('an erasure carries ids only, whatever the endpoint asked for', () => {
    for (const hookPath of ['/hooks/crm', '/hooks/chat']) {
      const erased = firstArrivals(receiver.received, hookPath).find((r) => r.body.type === 'person.erased')!;
      expect(Object.keys(erased.body.data).sort()).toEqual(['erasure_id', 'responses']);
      expect(erased.body.data.responses).toEqual([{ channel: 'work-with-us', response_id: ids.workWithUs }]);
      expect(erased.raw).not.toContain(ADA.email);
      expect(erased.raw).not.toContain('Lovelace');
    }
  });

  it('keeps a delivery log (status, duration, code, the first 1 kB of the answer) and resends with the same id', async () => {
    const log = webhookDeliveryListSchema.parse((await getJson(api, `/api/admin/integrations/webhooks/${withoutPersonal.endpoint.id}/deliveries`, auth)).body);
    expect(log.deliveries).toHaveLength(7);
    // The receiver's answer about Ada's application goes with her erasure when it was logged before it.
    const aboutAda = new Set(receiver.received.filter((r) => r.body.data.response_id === ids.workWithUs).map((r) => r.id));
    for (const d of log.deliveries) {
      expect(d).toMatchObject({ status: 'delivered', response_code: 200, error: null });
      expect(d.duration_ms).toEqual(expect.any(Number));
      if (d.response_snippet === null && aboutAda.has(d.webhook_id)) continue;
      expect(d.response_snippet!.startsWith(`ok ${d.webhook_id}`)).toBe(true);
      expect(Buffer.byteLength(d.response_snippet!)).toBe(1024);
    }
    const target = log.deliveries[0]!;
    const before = receiver.received.filter((r) => r.id === target.webhook_id).length;
    const resent = await postJson(
      api,
      `/api/admin/integrations/webhooks/${withoutPersonal.endpoint.id}/deliveries/${target.webhook_id}/resend`,
      undefined,
      auth,
    );
    expect(resent.status).toBe(202);
    await eventually(async () => receiver.received.filter((r) => r.id === target.webhook_id).length === before + 1, 30_000);
    await eventually(async () => {
      const again = webhookDeliveryListSchema.parse(
        (await getJson(api, `/api/admin/integrations/webhooks/${withoutPersonal.endpoint.id}/deliveries`, auth)).body,
      );
      const d = again.deliveries.find((x) => x.webhook_id === target.webhook_id)!;
      return d.status === 'delivered' && d.attempts === target.attempts + 1;
    }, 30_000);
  });

  it('never opened a socket off this machine', () => {
    expect(guard.attempts).toEqual([]);
  });
});
