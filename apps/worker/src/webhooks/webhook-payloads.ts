import {
  buildWebhookPayload,
  ChatEvents,
  chatStreamId,
  DocumentEvents,
  documentStreamId,
  WEBHOOK_SOURCE_EVENTS,
  type ChatSessionStreamEvent,
  type DocumentStreamEvent,
  type WebhookPayload,
  type WebhookPayloadContext,
  type WebhookSourceEvent,
} from '@intake/contracts';
import type { EventStore, StoredOf } from '@intake/event-store';

const SOURCES: ReadonlySet<string> = new Set(WEBHOOK_SOURCE_EVENTS);

/**
 * The payload of a delivery, built at each try from the event as the log holds it then: an
 * erasure since the event was queued leaves its personal fields out. Looks up what the event
 * alone does not say (a document's response, a chat's contact).
 */
export async function payloadFor(store: EventStore, eventId: string, includePersonalData: boolean, timestamp: Date): Promise<WebhookPayload | undefined> {
  const event = await store.readEvent<WebhookSourceEvent>(eventId);
  if (!event || !SOURCES.has(event.type)) return undefined;
  // An event of an erased stream keeps placeholders where the person was: none of it is sent.
  const erased = includePersonalData && (await store.eventsOfErasedStreams([eventId])).has(eventId);
  const ctx: WebhookPayloadContext = { includePersonalData: includePersonalData && !erased, timestamp };
  if (event.type === DocumentEvents.Extracted) {
    const [uploaded] = await store.readStream<DocumentStreamEvent>(documentStreamId(event.data.document_id));
    if (uploaded?.type === DocumentEvents.Uploaded) ctx.documentOwner = uploaded.data.owner;
  }
  if (event.type === ChatEvents.Completed && includePersonalData) ctx.chatContact = await chatContact(store, event);
  return buildWebhookPayload(event, ctx);
}

async function chatContact(store: EventStore, event: StoredOf<WebhookSourceEvent> & { type: typeof ChatEvents.Completed }) {
  const stream = await store.readStream<ChatSessionStreamEvent>(chatStreamId(event.data.session_id));
  let contact: { name: string; email: string } | undefined;
  for (const e of stream) if (e.type === ChatEvents.ContactProvided) contact = { name: e.data.full_name, email: e.data.email };
  return contact;
}
