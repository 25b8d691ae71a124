import { captureLog as capture } from '@intake/logging/testing';
import { workWithUsStreamId } from '@intake/contracts';
import { EventStore } from '@intake/event-store';
import { startMetricsServer, type MetricsServer } from '@intake/logging';
import { createWorkerApp, createLogger as createWorkerLogger, type WorkerApp } from '@intake/worker';
import { createLogger } from '../platform/logging/logger.js';
import { eventually, postJson, startApi, type ApiHarness } from '../testing/api-harness.js';
import { workWithUsSubmission } from '../testing/fixtures.js';
import { ApiMetrics } from './api-metrics.js';

const submission = workWithUsSubmission({ metadata: { additional_notes: 'call me on +44 20 7946 0958' } });

describe('operations: request ids, access log, readiness, metrics (real Postgres, real HTTP)', () => {
  const apiLog = capture();
  const workerLog = capture();
  let api: ApiHarness;
  let worker: WorkerApp | undefined;
  let metrics: MetricsServer;

  beforeAll(async () => {
    api = await startApi({}, { logger: createLogger('debug', 'api', apiLog.stream) });
    metrics = await startMetricsServer([api.app.get(ApiMetrics).registry], { port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await metrics.close();
    await worker?.close();
    await api.close();
  });

  it('answers with the caller’s sane x-request-id, or a fresh one instead of an unsafe or missing one', async () => {
    const given = await fetch(`${api.url}/api/health`, { headers: { 'x-request-id': 'lb-7f3a.42' } });
    expect(given.headers.get('x-request-id')).toBe('lb-7f3a.42');
    const unsafe = await fetch(`${api.url}/api/health`, { headers: { 'x-request-id': 'ann@example.org <script>' } });
    expect(unsafe.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const none = await fetch(`${api.url}/api/nothing-here`);
    expect(none.status).toBe(404);
    expect(none.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('writes one access line per request with method, route pattern, status, duration and request id, redacted', async () => {
    const res = await fetch(`${api.url}/api/progress/ann@example.org`, { headers: { 'x-request-id': 'access-1' } });
    const lines = await eventually(async () => {
      const found = apiLog.lines().filter((l) => l.reqId === 'access-1' && l.component === 'http');
      return found.length > 0 && found;
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ method: 'GET', route: '/api/progress/:operationId', status: res.status, reqId: 'access-1' });
    expect(typeof lines[0]!.durationMs).toBe('number');
    expect(apiLog.text()).not.toContain('ann@example.org');
  });

  it('records the request id as the correlation id of the events the request appends', async () => {
    const { status, body } = await postJson<{ submission_id: string }>(api, '/api/work-with-us/submit', submission, { 'x-request-id': 'submit-1' });
    if (status !== 200) throw new Error(`submit answered ${status}: ${JSON.stringify(body)}`);
    const events = await new EventStore(api.database.db).readStream(workWithUsStreamId(body.submission_id));
    expect(events.length).toBeGreaterThan(0);
    for (const e of events) expect(e.metadata.correlationId).toBe('submit-1');
  });

  it('is not ready without a worker, says why with 503, and is ready once a worker beats', async () => {
    const before = await fetch(`${api.url}/api/ready`);
    expect(before.status).toBe(503);
    const detail = (await before.json()) as { status: string; detail: string; checks: Record<string, { status: string; detail: string }> };
    expect(detail.status).toBe('not ready');
    expect(detail.checks.database!.status).toBe('ok');
    expect(detail.checks.queue!.status).toBe('ok');
    expect(detail.checks.projections!.status).toBe('ok');
    expect(detail.checks.worker).toMatchObject({ status: 'failing' });
    expect(detail.detail).toMatch(/worker/);

    worker = await createWorkerApp(api.config, { logger: createWorkerLogger({ logLevel: 'info' }, workerLog.stream) });
    const ready = await eventually(async () => {
      const res = await fetch(`${api.url}/api/ready`);
      return res.status === 200 && ((await res.json()) as { status: string; checks: Record<string, { detail: string }> });
    }, 20_000);
    expect(ready.status).toBe('ready');
    expect(ready.checks.worker!.detail).toMatch(/1 live/);
    const health = (await (await fetch(`${api.url}/api/health`)).json()) as { version: string };
    expect(health.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it("carries the request id into the worker's job log and counts the job, the email and the request", async () => {
    const { body } = await postJson<{ submission_id: string }>(api, '/api/work-with-us/submit', submission, { 'x-request-id': 'mail-1' });
    expect(
      (await postJson(api, `/api/work-with-us/send-admin-notification/${body.submission_id}`, undefined, { 'x-request-id': 'mail-1' })).status,
    ).toBeLessThan(300);
    const delivered = await eventually(async () => workerLog.lines().find((l) => l.msg === 'email delivered'), 20_000);
    expect(delivered.reqId).toBe('mail-1');
    expect(workerLog.text()).not.toContain('ada@example.org');

    const workerText = await worker!.metrics.metrics();
    expect(workerText).toMatch(/intake_emails_total\{outcome="delivered"\} [1-9]/);
    expect(workerText).toMatch(/intake_job_duration_seconds_count\{queue="emails",outcome="completed"\} [1-9]/);

    const scrape = await fetch(`http://127.0.0.1:${metrics.port}/metrics`);
    expect(scrape.status).toBe(200);
    const text = await scrape.text();
    expect(text).toMatch(/intake_http_request_duration_seconds_count\{method="POST",route="\/api\/work-with-us\/submit",status="200"\} [1-9]/);
    expect(text).toMatch(/intake_event_appends_total\{type="[A-Za-z.]+"\} [1-9]/);
    expect(text).toMatch(/intake_processor_lag_events\{processor="[a-z-]+"\} \d+/);
    expect(text).toMatch(/intake_queue_jobs\{queue="emails",state="waiting"\} \d+/);
    expect((await fetch(`http://127.0.0.1:${metrics.port}/other`)).status).toBe(404);
  });
});
