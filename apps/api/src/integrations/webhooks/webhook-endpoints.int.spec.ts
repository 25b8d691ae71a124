import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { webhookDeliveryListSchema, webhookEndpointSchema, webhookSecretShownSchema, type WebhookDelivery, type WebhookSecretShown } from '@intake/contracts';
import { createWorkerApp, type WorkerApp } from '@intake/worker';
import { loopbackOnlySockets, startWebhookReceiver, type WebhookReceiver } from '@intake/worker/testing';
import { eventually, fetchChecked, getJson, postJson, startApi, type ApiHarness } from '../../testing/api-harness.js';
import { workWithUsSubmission } from '../../testing/fixtures.js';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const ALL = ['response.created', 'response.status_changed', 'response.note_added', 'document.extracted', 'person.erased'];

describe('registering webhook endpoints: the SSRF rules at registration (loopback not allowed)', () => {
  const guard = loopbackOnlySockets();
  let api: ApiHarness;
  let auth: Record<string, string>;
  const register = (url: string, extra: Record<string, unknown> = {}) =>
    postJson(api, '/api/admin/integrations/webhooks', { url, events: ['response.created'], ...extra }, auth);

  beforeAll(async () => {
    api = await startApi({ WEBHOOK_SECRET_KEY: randomBytes(32).toString('hex') });
    auth = { authorization: `Bearer ${await api.adminToken()}` };
  });
  afterAll(async () => {
    await api?.close();
    guard.restore();
  });

  it.each([
    ['https://127.0.0.1/hook', 'loopback'],
    ['https://[::1]/hook', 'loopback'],
    ['https://169.254.169.254/latest/meta-data/', 'linkLocal'],
    ['https://10.0.0.1/hook', 'private'],
    ['https://[fd00::1]/hook', 'uniqueLocal'],
    ['https://[::ffff:127.0.0.1]/hook', 'ipv4Mapped'],
    ['https://100.64.0.1/hook', 'carrierGradeNat'],
    // A name is resolved and every address checked: this one resolves to loopback (from /etc/hosts, no DNS query).
    ['https://localhost/hook', 'resolves to an address that is a loopback'],
  ])('refuses %s with 422 and says why', async (url, why) => {
    const res = await register(url);
    expect(res.status).toBe(422);
    expect(res.body.detail).toContain(why);
  });

  it('takes https only, at least one known event, and an admin', async () => {
    expect((await register('http://127.0.0.1:8080/hook')).body.detail).toContain('url must use https');
    expect((await register('ftp://example.org/')).status).toBe(422);
    expect((await register('https://user:pw@example.org/')).body.detail).toContain('user name or password');
    const noEvents = await postJson(api, '/api/admin/integrations/webhooks', { url: 'https://[fd00::1]/', events: [] }, auth);
    expect(noEvents.status).toBe(422);
    expect(noEvents.body.detail).toContain('choose at least one event');
    expect((await postJson(api, '/api/admin/integrations/webhooks', { url: 'https://example.org/', events: ['response.deleted'] }, auth)).status).toBe(422);
    expect((await postJson(api, '/api/admin/integrations/webhooks', { url: 'https://example.org/', events: ['response.created'] })).status).toBe(401);
  });

  it('answers 404 for an endpoint that does not exist', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await postJson(api, `/api/admin/integrations/webhooks/${id}/disable`, undefined, auth)).status).toBe(404);
    expect((await getJson(api, `/api/admin/integrations/webhooks/${id}/deliveries`, auth)).status).toBe(404);
    expect((await getJson(api, '/api/admin/integrations/webhooks/not-an-id/deliveries', auth)).status).toBe(404);
    const patched = await fetchChecked(api, `/api/admin/integrations/webhooks/${id}`, {
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(patched.status).toBe(404);
  });

  it('never opened a socket off this machine', () => {
    expect(guard.attempts).toEqual([]);
  });
});

describe('a failing endpoint, a redirect, disable, enable and resend (Redis queue backend)', () => {
  const guard = loopbackOnlySockets();
  let api: ApiHarness;
  let worker: WorkerApp;
  let receiver: WebhookReceiver;
  let caDir: string;
  let auth: Record<string, string>;
  let failing: WebhookSecretShown;
  let redirecting: WebhookSecretShown;
  let healthy: WebhookSecretShown;

  const deliveries = async (endpointId: string): Promise<WebhookDelivery[]> =>
    webhookDeliveryListSchema.parse((await getJson(api, `/api/admin/integrations/webhooks/${endpointId}/deliveries`, auth)).body).deliveries;
  const endpoint = async (endpointId: string) => {
    const list = (await getJson(api, '/api/admin/integrations/webhooks', auth)).body as { endpoints: unknown[] };
    return list.endpoints.map((e) => webhookEndpointSchema.parse(e)).find((e) => e.id === endpointId);
  };
  const noticesAbout = async (url: string) => {
    const dir = api.config.outboxDir;
    const files = await readdir(dir).catch(() => [] as string[]);
    const texts = await Promise.all(files.filter((f) => f.endsWith('.eml')).map((f) => readFile(path.join(dir, f), 'utf8')));
    return texts.filter((t) => t.includes('webhook endpoint was disabled') && t.replace(/=\r?\n/g, '').includes(url));
  };

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    caDir = await mkdtemp(path.join(tmpdir(), 'intake-webhook-ca-'));
    await writeFile(path.join(caDir, 'ca.pem'), receiver.cert);
    api = await startApi({
      REDIS_URL: 'redis://127.0.0.1:6379',
      QUEUE_PREFIX: `wf${randomBytes(4).toString('hex')}`,
      WEBHOOK_SECRET_KEY: randomBytes(32).toString('hex'),
      WEBHOOK_ALLOW_LOOPBACK: 'true',
      WEBHOOK_CA_FILE: path.join(caDir, 'ca.pem'),
      // The 24-hour window, shrunk: tries 200 ms apart at most, for 2 s.
      WEBHOOK_RETRY_BASE_MS: '100',
      WEBHOOK_RETRY_CAP_MS: '200',
      WEBHOOK_RETRY_WINDOW_MS: '2000',
    });
    worker = await createWorkerApp(api.config);
    auth = { authorization: `Bearer ${await api.adminToken()}` };
    const register = async (hookPath: string) => {
      const res = await postJson(api, '/api/admin/integrations/webhooks', { url: receiver.url(hookPath), events: ALL }, auth);
      expect(res.status).toBe(201);
      const shown = webhookSecretShownSchema.parse(res.body);
      receiver.setSecret(hookPath, shown.secret);
      return shown;
    };
    failing = await register('/broken');
    redirecting = await register('/moved');
    healthy = await register('/fine');
    receiver.answer('/broken', { status: 500 });
    receiver.answer('/moved', { status: 301, location: receiver.url('/fine') });
    expect((await postJson(api, '/api/work-with-us/submit', workWithUsSubmission({ email: 'first@example.org' }), { 'user-agent': CHROME })).status).toBe(200);
  }, 60_000);

  afterAll(async () => {
    await worker?.close();
    await receiver?.close();
    await api?.close();
    await rm(caDir, { recursive: true, force: true });
    guard.restore();
  });

  it('retries a failing endpoint for the whole window, then marks the delivery failed and disables the endpoint', async () => {
    const [failed] = await eventually(async () => {
      const list = await deliveries(failing.endpoint.id);
      return list[0]?.status === 'failed' ? list : undefined;
    }, 30_000);
    expect(failed).toMatchObject({ status: 'failed', response_code: 500, error: 'answered 500', event_type: 'response.created' });
    // Tried again and again until the window (2 s here, 24 h by default) was spent.
    const tries = receiver.received.filter((r) => r.path === '/broken');
    expect(failed!.attempts).toBeGreaterThanOrEqual(2);
    // The last try began when the window, counted from the first, was spent (the log's own clock).
    expect(Date.parse(failed!.last_attempt_at!) - Date.parse(failed!.created_at)).toBeGreaterThanOrEqual(2000);
    // Every try carried the same webhook-id.
    expect(tries.length).toBe(failed!.attempts);
    expect(new Set(tries.map((t) => t.id))).toEqual(new Set([failed!.webhook_id]));
    await eventually(async () => (await endpoint(failing.endpoint.id))?.disabled_reason === 'failing', 20_000);
  });

  it('tells the staff once', async () => {
    await eventually(async () => (await noticesAbout(receiver.url('/broken'))).length === 1, 30_000);
    expect((await noticesAbout(receiver.url('/broken')))[0]).toContain('Subject: A webhook endpoint was disabled after failing for 24 hours');
  });

  it('does not follow a redirect: the 301 is logged and the target never hit', async () => {
    const [logged] = await eventually(async () => {
      const list = await deliveries(redirecting.endpoint.id);
      return list[0]?.response_code === 301 ? list : undefined;
    }, 30_000);
    expect(logged!.error).toBe('answered 301 (redirects are not followed)');
    // /fine got its own delivery only, never the redirected one.
    const fine = await eventually(async () => {
      const list = await deliveries(healthy.endpoint.id);
      return list[0]?.status === 'delivered' ? list : undefined;
    }, 30_000);
    expect(receiver.received.filter((r) => r.path === '/fine').map((r) => r.id)).toEqual([fine[0]!.webhook_id]);
  });

  it('sends a disabled endpoint nothing; enabled again, it gets new events and a resend of what it missed', async () => {
    const before = receiver.received.filter((r) => r.path === '/broken').length;
    expect((await postJson(api, '/api/work-with-us/submit', workWithUsSubmission({ email: 'second@example.org' }), { 'user-agent': CHROME })).status).toBe(200);
    await eventually(async () => (await deliveries(healthy.endpoint.id)).length === 2, 30_000);
    expect(await deliveries(failing.endpoint.id)).toHaveLength(1);
    expect(receiver.received.filter((r) => r.path === '/broken')).toHaveLength(before);

    receiver.answer('/broken', { status: 204 });
    const enabled = await postJson(api, `/api/admin/integrations/webhooks/${failing.endpoint.id}/enable`, undefined, auth);
    expect(enabled.status).toBe(200);
    expect(enabled.body).toMatchObject({ enabled: true, disabled_reason: null });
    const [missed] = await deliveries(failing.endpoint.id);
    expect(
      (await postJson(api, `/api/admin/integrations/webhooks/${failing.endpoint.id}/deliveries/${missed!.webhook_id}/resend`, undefined, auth)).status,
    ).toBe(202);
    await eventually(async () => (await deliveries(failing.endpoint.id))[0]?.status === 'delivered', 30_000);
    expect(receiver.received.filter((r) => r.path === '/broken').at(-1)!.id).toBe(missed!.webhook_id);
    // Enabling again is no second notice.
    expect(await noticesAbout(receiver.url('/broken'))).toHaveLength(1);
  });

  it('rotates the secret: later deliveries verify with the new one only', async () => {
    const rotated = webhookSecretShownSchema.parse(
      (await postJson(api, `/api/admin/integrations/webhooks/${healthy.endpoint.id}/rotate-secret`, undefined, auth)).body,
    );
    expect(rotated.secret).not.toBe(healthy.secret);
    receiver.setSecret('/fine', rotated.secret);
    expect((await postJson(api, '/api/work-with-us/submit', workWithUsSubmission({ email: 'third@example.org' }), { 'user-agent': CHROME })).status).toBe(200);
    const list = await eventually(async () => {
      const l = await deliveries(healthy.endpoint.id);
      return l.length === 3 && l[0]!.status === 'delivered' ? l : undefined;
    }, 30_000);
    expect(receiver.received.find((r) => r.id === list[0]!.webhook_id)!.verified).toBe(true);
  });

  it('removes an endpoint: gone from the list, sent nothing more', async () => {
    const removed = await fetchChecked(api, `/api/admin/integrations/webhooks/${redirecting.endpoint.id}`, { method: 'DELETE', headers: auth });
    expect(removed.status).toBe(200);
    expect(await endpoint(redirecting.endpoint.id)).toBeUndefined();
    const patched = await fetchChecked(api, `/api/admin/integrations/webhooks/${redirecting.endpoint.id}`, {
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ include_personal_data: true }),
    });
    expect(patched.status).toBe(404);
  });

  it("erases a receiver's answer that echoed an erased person, with the person", async () => {
    const res = await postJson(
      api,
      '/api/admin/integrations/webhooks',
      { url: receiver.url('/echo'), events: ['response.created'], include_personal_data: true },
      auth,
    );
    expect(res.status).toBe(201);
    const echo = webhookSecretShownSchema.parse(res.body);
    receiver.setSecret('/echo', echo.secret);
    receiver.answer('/echo', { status: 200, echo: true });
    expect(
      (await postJson(api, '/api/work-with-us/submit', workWithUsSubmission({ email: 'echoed.person@example.org' }), { 'user-agent': CHROME })).status,
    ).toBe(200);
    const [logged] = await eventually(async () => {
      const list = await deliveries(echo.endpoint.id);
      return list[0]?.status === 'delivered' ? list : undefined;
    }, 30_000);
    expect(logged!.response_snippet).toContain('echoed.person@example.org');
    expect((await postJson(api, '/api/admin/personal-data/erase', { email: 'echoed.person@example.org' }, auth)).status).toBe(200);
    const [after] = await deliveries(echo.endpoint.id);
    expect(after).toMatchObject({ webhook_id: logged!.webhook_id, status: 'delivered', response_code: 200, response_snippet: null });
  });

  it('never opened a socket off this machine', () => {
    expect(guard.attempts).toEqual([]);
  });
});
