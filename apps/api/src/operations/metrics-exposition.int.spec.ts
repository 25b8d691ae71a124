import { readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startMetricsServer, type MetricsServer } from '@intake/logging';
import { checkMetrics } from '@intake/logging/testing';
import { createWorkerApp, createLogger as createWorkerLogger, type WorkerApp } from '@intake/worker';
import { eventually, postJson, startApi, type ApiHarness } from '../testing/api-harness.js';
import { workWithUsSubmission } from '../testing/fixtures.js';
import { ApiMetrics } from './api-metrics.js';

async function fakeWebBuild(dir: string): Promise<void> {
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  await writeFile(path.join(dir, 'assets', 'index-AbCd1234.js'), 'export {};\n');
}

async function scrape(server: MetricsServer): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${server.port}/metrics`);
  const text = await res.text();
  if (res.status !== 200) throw new Error(`/metrics answered ${res.status}: ${text}`);
  return text;
}

/** Every series of one metric, label sets and all, as `name{labels} value` lines. */
const seriesOf = (text: string, name: string) => text.split('\n').filter((l) => l.startsWith(`${name}{`) || l.startsWith(`${name} `));

// What Prometheus scrapes from a started api and worker, on either queue backend: the names and
// labels an operator alerts on, and promtool's verdict on the whole exposition.
describe.each([
  ['postgres', {}],
  ['redis', { REDIS_URL: 'redis://127.0.0.1:6379' }],
])('the /metrics of a started api and worker, queues on %s', (_backend, env) => {
  const dir = path.join(tmpdir(), `intake-metrics-web-${process.pid}-${Date.now()}-${_backend}`);
  let api: ApiHarness;
  let worker: WorkerApp;
  let apiMetrics: MetricsServer;
  let workerMetrics: MetricsServer;
  let both: MetricsServer;

  beforeAll(async () => {
    await fakeWebBuild(dir);
    api = await startApi({ ...env, WEB_DIST: dir });
    worker = await createWorkerApp(api.config, { logger: createWorkerLogger({ logLevel: 'silent' }) });
    const registry = api.app.get(ApiMetrics).registry;
    apiMetrics = await startMetricsServer([registry], { port: 0, host: '127.0.0.1' });
    workerMetrics = await startMetricsServer([worker.metrics], { port: 0, host: '127.0.0.1' });
    // One process running both, as `npm start` does.
    both = await startMetricsServer([registry, worker.metrics], { port: 0, host: '127.0.0.1' });
  }, 180_000);
  afterAll(async () => {
    await Promise.all([apiMetrics, workerMetrics, both].map((s) => s?.close()));
    await worker?.close();
    await api?.close();
    await rm(dir, { recursive: true, force: true });
  }, 90_000);

  it('labels the app’s pages, its files and the 404s by group, never as one (unmatched)', async () => {
    for (const page of ['/', '/chat', '/admin/responses/chat/abc']) expect((await fetch(`${api.url}${page}`)).status).toBe(200);
    expect((await fetch(`${api.url}/assets/index-AbCd1234.js`)).status).toBe(200);
    for (const missing of ['/assets/gone-AbCd1234.js', '/api/nothing-here', '/logo.png']) expect((await fetch(`${api.url}${missing}`)).status).toBe(404);
    const { status } = await postJson(api, '/api/work-with-us/submit', workWithUsSubmission());
    expect(status).toBe(200);

    const text = await scrape(apiMetrics);
    const requests = seriesOf(text, 'intake_http_request_duration_seconds_count');
    expect(requests).toContainEqual(expect.stringMatching(/^[^ ]*\{method="GET",route="\(app page\)",status="200"\} 3$/));
    expect(requests).toContainEqual(expect.stringMatching(/^[^ ]*\{method="GET",route="\(asset\)",status="200"\} 1$/));
    expect(requests).toContainEqual(expect.stringMatching(/^[^ ]*\{method="GET",route="\(not found\)",status="404"\} 3$/));
    expect(requests).toContainEqual(expect.stringMatching(/route="\/api\/work-with-us\/submit",status="200"/));
    expect(requests.join('\n')).not.toContain('(unmatched)');
  });

  it('shows the release, the pool, readiness, lag and the queues on the api, and the jobs’ wait on the worker', async () => {
    const text = await eventually(async () => {
      const t = await scrape(apiMetrics);
      return t.includes('intake_readiness_check{check="worker"} 1') && t;
    }, 30_000);
    expect(text).toMatch(/^intake_build_info\{version="\d+\.\d+\.\d+[^"]*"\} 1$/m);
    expect(text).toMatch(/^intake_api_db_pool_connections\{state="busy"\} \d+$/m);
    expect(text).toMatch(/^intake_api_db_pool_waiting_clients \d+$/m);
    expect(text).toMatch(/^intake_api_db_pool_max_connections [1-9]\d*$/m);
    // Each check's series is there (whether it passes under load is the readiness tests' matter).
    for (const check of ['database', 'queue', 'projections']) expect(text).toMatch(new RegExp(`^intake_readiness_check\\{check="${check}"\\} [01]$`, 'm'));
    expect(text).toMatch(/^intake_processor_lag_events\{processor="[a-z-]+"\} \d+$/m);
    for (const state of ['waiting', 'active', 'delayed', 'failed', 'completed'])
      expect(text).toMatch(new RegExp(`^intake_queue_jobs\\{queue="emails",state="${state}"\\} \\d+$`, 'm'));

    const { body } = await postJson<{ submission_id: string }>(api, '/api/work-with-us/submit', workWithUsSubmission());
    expect((await postJson(api, `/api/work-with-us/send-admin-notification/${body.submission_id}`)).status).toBeLessThan(300);
    const workerText = await eventually(async () => {
      const t = await scrape(workerMetrics);
      return /^intake_job_wait_seconds_count\{queue="emails"\} [1-9]/m.test(t) && t;
    }, 30_000);
    expect(workerText).toMatch(/^intake_build_info\{version="[^"]+"\} 1$/m);
    expect(workerText).toMatch(/^intake_worker_db_pool_connections\{state="idle"\} \d+$/m);
    expect(workerText).toMatch(/^intake_jobs_stalled_total\{queue="documents"\} 0$/m);
    expect(workerText).toMatch(/^intake_document_extractions_total\{outcome="failed"\} 0$/m);
  }, 90_000);

  it('passes promtool check metrics: the api’s, the worker’s, and both from one process as npm start serves them', async () => {
    for (const server of [apiMetrics, workerMetrics, both]) {
      const text = await scrape(server);
      const verdict = await checkMetrics(text);
      expect(verdict).toEqual({ code: 0, output: '' });
    }
    const merged = await scrape(both);
    expect(seriesOf(merged, 'intake_build_info')).toHaveLength(1);

    // Every metric the shipped alerts and dashboard read is one a started api and worker export.
    const exported = new Set([...merged.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map((m) => m[1]!));
    const shipped = ['alerts.yml', 'grafana-dashboard.json']
      .map((f) => readFileSync(new URL(`../../../../deploy/prometheus/${f}`, import.meta.url), 'utf8'))
      .join('\n');
    const named = new Set([...shipped.matchAll(/\bintake_[a-z0-9_]+/g)].map((m) => m[0].replace(/_(bucket|count|sum)$/, '')));
    const missing = [...named].filter((name) => !exported.has(name));
    expect(missing).toEqual([]);
    expect(merged).toContain('intake_api_db_pool_waiting_clients');
    expect(merged).toContain('intake_worker_db_pool_waiting_clients');
  }, 60_000);
});
