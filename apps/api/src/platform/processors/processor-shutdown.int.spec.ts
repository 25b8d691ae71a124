import type { Queue } from 'bullmq';
import { eventually, startApi } from '../../testing/api-harness.js';
import { DOCUMENTS_QUEUE, EMAIL_QUEUE } from '../tokens.js';
import { ProcessorHost } from './processor-host.service.js';

/**
 * Embedded mode (BullMQ on PostgreSQL) never settles an `add` on a closed queue: a reactor still
 * running when its queue closed hung the api's stop for good (seen in CI as "app.close still
 * running after 45000 ms"). The processors must be stopped before any reactor's queue closes.
 */
describe('api stop: the processors stop before the queues their reactors add to close (real PostgreSQL queue backend)', () => {
  it('finds no processor running when the documents and email queues close, and the stop completes', async () => {
    const api = await startApi();
    const host = api.app.get(ProcessorHost);
    // Running, so the order is a real one: each runner holds its lock before the stop begins.
    await eventually(async () => host.activeProcessors().includes('document-dispatch'), 30_000);

    const runningAtClose: Record<string, string[]> = {};
    for (const [name, token] of [
      ['documents', DOCUMENTS_QUEUE],
      ['emails', EMAIL_QUEUE],
    ] as const) {
      const queue = api.app.get<Queue>(token);
      const close = queue.close.bind(queue);
      queue.close = () => {
        runningAtClose[name] = host.activeProcessors();
        return close();
      };
    }
    await api.close();
    expect(runningAtClose).toEqual({ documents: [], emails: [] });
  });
});
