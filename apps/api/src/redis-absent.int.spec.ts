import { EventStore } from '@intake/event-store';
import { documentStreamId } from '@intake/contracts';
import { eventually, freePort, startApi, type ApiHarness } from './testing/api-harness.js';
import { multipart } from './testing/fixtures.js';

/**
 * Redis named by REDIS_URL but not there at start (issue 17, item 7): the api must still open its
 * port and serve, accept uploads (their jobs wait in the event log), and say in /api/health that
 * the queue is unavailable instead of "ok".
 */
describe('the api with REDIS_URL set and Redis unreachable', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    const port = await freePort();
    api = await startApi({ REDIS_URL: `redis://127.0.0.1:${port}` });
  }, 60_000);
  afterAll(async () => {
    await api?.database.drop().catch(() => undefined);
  }, 60_000);

  it('opens its port, answers health as degraded with the queue unavailable, and accepts an upload', async () => {
    const health = await fetch(`${api.url}/api/health`);
    const body = (await health.json()) as { status: string; queue: string; database: string };
    expect(body).toMatchObject({ status: 'degraded', queue: 'unavailable', database: 'ok' });

    const started = await fetch(`${api.url}/api/guide/sessions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(started.status).toBe(200);
    const { session_id } = (await started.json()) as { session_id: string };
    const upload = await fetch(`${api.url}/api/guide/sessions/${session_id}/upload`, {
      method: 'POST',
      body: multipart('file', 'notes.txt', Buffer.from('Nurses chart twice per shift; we want to fix that.'), 'text/plain'),
    });
    expect(upload.status).toBe(200);
    const { document_id, operation_id } = (await upload.json()) as { document_id?: string; operation_id?: string };
    const id = document_id ?? operation_id!;
    const events = await new EventStore(api.database.db).readStream(documentStreamId(id));
    expect(events.length).toBeGreaterThan(0);
    const progress = await eventually(async () => {
      const r = await fetch(`${api.url}/api/progress/${id}`);
      return r.status === 200 ? ((await r.json()) as { status: string }) : undefined;
    });
    expect(progress.status).toBeTruthy();
  }, 60_000);

  it('closes within seconds with Redis still down (its queues give up on a Redis that never came)', async () => {
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const closed = await Promise.race([
      api.app.close().then(() => 'closed'),
      new Promise((r) => {
        timer = setTimeout(() => r('hung'), 30_000);
      }),
    ]);
    clearTimeout(timer);
    expect(closed).toBe('closed');
    expect(performance.now() - started).toBeLessThan(6_000);
  }, 60_000);
});
