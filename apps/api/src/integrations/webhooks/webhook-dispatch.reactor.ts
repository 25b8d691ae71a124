import { nameBasedUuid, type EventStore, type Reactor, type StoredOf } from '@intake/event-store';
import {
  DocumentEvents,
  documentStreamId,
  PersonalDataEvents,
  responseOf,
  responseOfDocumentOwner,
  WEBHOOK_JOBS,
  WEBHOOK_SOURCE_EVENTS,
  webhookTypeOf,
  type DocumentStreamEvent,
  type WebhookSourceEvent,
} from '@intake/contracts';
import { webhookJobOptions, type WebhookRetrySchedule } from '@intake/queue/webhooks';
import type { Queue } from 'bullmq';
import type { Kysely } from 'kysely';
import { activeEndpoints, insertDeliveries, type NewDelivery } from './webhooks.query.js';
import type { WebhookTables } from './webhooks.tables.js';

/**
 * The Standard Webhooks message id of one event for one endpoint: the same on every retry, on a
 * redelivered batch and on a resend, so a receiver can drop duplicates by it. Also the BullMQ
 * jobId (no `:`), so the queue de-duplicates too.
 */
export const webhookIdOf = (eventId: string, endpointId: string): string => `msg_${nameBasedUuid(`webhook/${eventId}/${endpointId}`).replace(/-/g, '')}`;

/**
 * Turns the events endpoints subscribe to into deliveries: a log row per (event, endpoint) and a
 * job on the `webhooks` queue. An endpoint gets only events logged after it was registered (a
 * reactor new to a deployment starts at the log's beginning). Rows are written before jobs, in
 * log order, so the worker can hold a later delivery of one response back behind an earlier one.
 */
export function webhookDispatchReactor(
  db: Kysely<WebhookTables>,
  store: EventStore,
  queue: Pick<Queue, 'addBulk'>,
  schedule: WebhookRetrySchedule,
): Reactor<WebhookSourceEvent> {
  const options = webhookJobOptions(schedule);
  return {
    kind: 'reactor',
    name: 'webhook-dispatch',
    handles: WEBHOOK_SOURCE_EVENTS,
    gatherMs: 100,
    async reactToBatch(events) {
      const endpoints = await activeEndpoints(db);
      if (endpoints.length === 0) return;
      const rows: NewDelivery[] = [];
      for (const event of events) {
        const type = webhookTypeOf(event);
        const wanting = endpoints.filter((e) => e.events.includes(type) && event.createdAt.getTime() >= new Date(e.created_at).getTime());
        if (wanting.length === 0) continue;
        const subject = await subjectOf(store, event);
        for (const endpoint of wanting) {
          rows.push({
            webhook_id: webhookIdOf(event.eventId, endpoint.endpoint_id),
            endpoint_id: endpoint.endpoint_id,
            event_id: event.eventId,
            event_type: type,
            subject,
          });
        }
      }
      if (rows.length === 0) return;
      await insertDeliveries(db, rows);
      await queue.addBulk(
        rows.map((r) => ({
          name: WEBHOOK_JOBS.deliver,
          data: { webhook_id: r.webhook_id, endpoint_id: r.endpoint_id },
          opts: { ...options, jobId: r.webhook_id },
        })),
      );
    },
  };
}

/** What the delivery's order is kept within: its response, or the erasure itself. */
async function subjectOf(store: EventStore, event: StoredOf<WebhookSourceEvent>): Promise<string> {
  if (event.type === PersonalDataEvents.Erased) return `erasure/${event.data.erasure_id}`;
  if (event.type === DocumentEvents.Extracted) {
    const [uploaded] = await store.readStream<DocumentStreamEvent>(documentStreamId(event.data.document_id));
    if (uploaded?.type === DocumentEvents.Uploaded) {
      const ref = responseOfDocumentOwner(uploaded.data.owner);
      return `${ref.channel}/${ref.response_id}`;
    }
    return `document/${event.data.document_id}`;
  }
  const ref = responseOf(event);
  return ref ? `${ref.channel}/${ref.response_id}` : `event/${event.eventId}`;
}
