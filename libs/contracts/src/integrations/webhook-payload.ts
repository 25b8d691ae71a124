import { responseStreamPrefix, ResponseReviewEvents, type ResponseReviewEvent } from '../admin/response-review.events.js';
import { RESPONSE_CHANNELS, type ResponseChannel } from '../admin/response-review.schema.js';
import { unhandledEvent } from '../common/event.js';
import { DocumentEvents, type DocumentEvent, type DocumentOwner } from '../documents/documents.events.js';
import { ChatEvents, type ChatEvent } from '../guide/guide.events.js';
import { PersonalDataEvents, type PersonalDataErased } from '../privacy/personal-data.events.js';
import { QuestionnaireEvents, type QuestionnaireEvent } from '../questionnaire/questionnaire.events.js';
import type { EventOfType } from '../common/event.js';
import { WorkWithUsEvents, type WorkWithUsEvent } from '../work-with-us/work-with-us.events.js';
import type { WebhookEventType } from './webhook-event-types.js';
import type { WebhookPayload } from './webhooks.schema.js';

/** The domain events that become webhooks, one webhook type each. */
export type WebhookSourceEvent =
  | EventOfType<WorkWithUsEvent, typeof WorkWithUsEvents.Submitted>
  | EventOfType<QuestionnaireEvent, typeof QuestionnaireEvents.Submitted>
  | EventOfType<ChatEvent, typeof ChatEvents.Completed>
  // Assignments and openings are staff's own bookkeeping: no webhook announces them.
  | EventOfType<ResponseReviewEvent, typeof ResponseReviewEvents.StatusSet | typeof ResponseReviewEvents.NoteAdded>
  | EventOfType<DocumentEvent, typeof DocumentEvents.Extracted>
  | PersonalDataErased;

export const WEBHOOK_SOURCE_EVENTS = [
  WorkWithUsEvents.Submitted,
  QuestionnaireEvents.Submitted,
  ChatEvents.Completed,
  ResponseReviewEvents.StatusSet,
  ResponseReviewEvents.NoteAdded,
  DocumentEvents.Extracted,
  PersonalDataEvents.Erased,
] as const satisfies readonly WebhookSourceEvent['type'][];

export function webhookTypeOf(event: WebhookSourceEvent): WebhookEventType {
  switch (event.type) {
    case WorkWithUsEvents.Submitted:
    case QuestionnaireEvents.Submitted:
    case ChatEvents.Completed:
      return 'response.created';
    case ResponseReviewEvents.StatusSet:
      return 'response.status_changed';
    case ResponseReviewEvents.NoteAdded:
      return 'response.note_added';
    case DocumentEvents.Extracted:
      return 'document.extracted';
    case PersonalDataEvents.Erased:
      return 'person.erased';
    default:
      return unhandledEvent(event, 'response.created');
  }
}

export interface ResponseRef {
  channel: ResponseChannel;
  response_id: string;
}

/** The response a document belongs to (a chat or a questionnaire session). */
export const responseOfDocumentOwner = (owner: DocumentOwner): ResponseRef => ({ channel: owner.kind, response_id: owner.session_id });

/** The response a response stream (`work-with-us-…`, `questionnaire-…`, `chat-…`) is, if it is one. */
export function responseOfStream(streamId: string): ResponseRef | undefined {
  for (const channel of RESPONSE_CHANNELS) {
    const prefix = responseStreamPrefix[channel];
    if (streamId.startsWith(prefix) && streamId.length > prefix.length) return { channel, response_id: streamId.slice(prefix.length) };
  }
  return undefined;
}

/** The response an event is about, if any (a document's comes from its upload, read by the caller). */
export function responseOf(event: WebhookSourceEvent): ResponseRef | undefined {
  switch (event.type) {
    case WorkWithUsEvents.Submitted:
      return { channel: 'work-with-us', response_id: event.data.submission_id };
    case QuestionnaireEvents.Submitted:
      return { channel: 'questionnaire', response_id: event.data.session_id };
    case ChatEvents.Completed:
      return { channel: 'chat', response_id: event.data.session_id };
    case ResponseReviewEvents.StatusSet:
    case ResponseReviewEvents.NoteAdded:
      return { channel: event.data.channel, response_id: event.data.response_id };
    case DocumentEvents.Extracted:
    case PersonalDataEvents.Erased:
      return undefined;
    default:
      return unhandledEvent(event, undefined);
  }
}

/** What the payload builder may need beyond the event: looked up by the worker at send time. */
export interface WebhookPayloadContext {
  includePersonalData: boolean;
  /** The document's owner (document.extracted). */
  documentOwner?: DocumentOwner;
  /** A chat's contact (response.created of a chat), read from its stream. */
  chatContact?: { name: string; email: string };
  timestamp: Date;
}

/**
 * The payload of one webhook: ids and what the event is, and personal fields only when the
 * endpoint's owner asked for them. An erasure never carries any: only its id and the responses'.
 * Built at send time from the event as the log holds it now, so an event erased since it was
 * queued goes out with its personal fields already blank.
 */
export function buildWebhookPayload(event: WebhookSourceEvent, ctx: WebhookPayloadContext): WebhookPayload {
  const timestamp = ctx.timestamp.toISOString();
  const person = (name: string, email: string) => (ctx.includePersonalData && (name || email) ? { person: { name, email } } : {});
  switch (event.type) {
    case WorkWithUsEvents.Submitted: {
      const d = event.data;
      return {
        type: 'response.created',
        timestamp,
        data: { channel: 'work-with-us', response_id: d.submission_id, submitted_at: d.submitted_at, ...person(d.name, d.email) },
      };
    }
    case QuestionnaireEvents.Submitted: {
      const d = event.data;
      return {
        type: 'response.created',
        timestamp,
        data: { channel: 'questionnaire', response_id: d.session_id, submitted_at: d.submitted_at, ...person(d.name, d.email) },
      };
    }
    case ChatEvents.Completed: {
      const d = event.data;
      const contact = ctx.chatContact ? person(ctx.chatContact.name, ctx.chatContact.email) : {};
      return { type: 'response.created', timestamp, data: { channel: 'chat', response_id: d.session_id, submitted_at: d.completed_at, ...contact } };
    }
    case ResponseReviewEvents.StatusSet: {
      const d = event.data;
      return { type: 'response.status_changed', timestamp, data: { channel: d.channel, response_id: d.response_id, status: d.status, at: d.at } };
    }
    case ResponseReviewEvents.NoteAdded: {
      const d = event.data;
      const text = ctx.includePersonalData && d.text ? { text: d.text } : {};
      return { type: 'response.note_added', timestamp, data: { channel: d.channel, response_id: d.response_id, note_id: d.note_id, at: d.at, ...text } };
    }
    case DocumentEvents.Extracted: {
      const d = event.data;
      const owner = ctx.documentOwner ? responseOfDocumentOwner(ctx.documentOwner) : { channel: 'chat' as const, response_id: '' };
      return { type: 'document.extracted', timestamp, data: { document_id: d.document_id, ...owner, pages: d.pages, text_chars: d.text_chars } };
    }
    case PersonalDataEvents.Erased: {
      const d = event.data;
      const responses = d.stream_ids.flatMap((id) => {
        const ref = responseOfStream(id);
        return ref ? [ref] : [];
      });
      return { type: 'person.erased', timestamp, data: { erasure_id: d.erasure_id, responses } };
    }
    default:
      return unhandledEvent(event, { type: 'person.erased', timestamp, data: { erasure_id: '', responses: [] } });
  }
}
