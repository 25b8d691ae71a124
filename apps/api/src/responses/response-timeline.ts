import {
  ChatEvents,
  DocumentEvents,
  humanKey,
  PersonalDataEvents,
  QuestionnaireEvents,
  unhandledEvent,
  WorkWithUsEvents,
  type ChatSessionStreamEvent,
  type QuestionnaireConfig,
  type QuestionnaireStreamEvent,
  type ResponseTimelineEntry,
  type WorkWithUsStreamEvent,
} from '@intake/contracts';
import type { StoredOf } from '@intake/event-store';

/** Any event a response's own stream may hold, whichever the channel. */
export type ResponseStreamEvent = WorkWithUsStreamEvent | QuestionnaireStreamEvent | ChatSessionStreamEvent;

const WHO_BY_DEFAULT = 'visitor';

/** Who caused an event: the actor its metadata names ("visitor", an admin's name), in words. */
function whoOf(event: StoredOf<ResponseStreamEvent>): string {
  const actor = event.metadata.actor;
  if (actor === 'worker') return 'document reader';
  if (typeof actor === 'string' && actor.trim() !== '') return actor;
  switch (event.type) {
    case DocumentEvents.FieldsExtracted:
      return 'document reader';
    case PersonalDataEvents.StreamErased:
      return 'erasure';
    default:
      return WHO_BY_DEFAULT;
  }
}

const fieldList = (fields: readonly string[]) => fields.map((f) => humanKey(f).toLowerCase()).join(', ');
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * What an event of a response's stream says, in a sentence staff read; null for events that add
 * nothing to read (a questionnaire's "reached question N" repeats the answer recorded beside it).
 */
export function describeEvent(event: StoredOf<ResponseStreamEvent>, config: QuestionnaireConfig | undefined): string | null {
  switch (event.type) {
    case WorkWithUsEvents.Submitted:
      return 'Sent the Work With Us application';
    case WorkWithUsEvents.FileAttached:
      return `Attached the file "${event.data.filename}"`;
    case WorkWithUsEvents.AdminNotificationRequested:
      return 'Staff notice email requested';
    case QuestionnaireEvents.Started:
      return `Started the questionnaire (version ${event.data.config_version})`;
    case QuestionnaireEvents.AnswerRecorded: {
      const question = config?.questions.find((q) => q.id === event.data.question_id || q.field === event.data.field);
      return `Answered "${question?.question ?? humanKey(event.data.field)}"`;
    }
    case QuestionnaireEvents.StepReached:
      return null;
    case QuestionnaireEvents.Submitted:
      return `Submitted the questionnaire (${plural(event.data.path.length, 'question')} on the path)`;
    case ChatEvents.SessionStarted:
      return `Started a chat with the AI guide (${event.data.mode} mode)`;
    case ChatEvents.TurnTaken: {
      const set = event.data.fields.map((f) => f.field);
      const confirmed = event.data.confirmed_fields ?? [];
      const parts = [`Message ${event.data.turn}; the guide replied`];
      if (set.length > 0) parts.push(`recorded ${fieldList(set)}`);
      if (confirmed.length > 0) parts.push(`confirmed from a document: ${fieldList(confirmed)}`);
      return parts.join('; ');
    }
    case ChatEvents.ContactProvided:
      return 'Gave contact details';
    case ChatEvents.Completed:
      return event.data.via === 'client' ? 'Asked for the summary email; chat completed' : 'Chat completed';
    case ChatEvents.CompletionEmailRequested:
      return 'Summary email to the visitor requested';
    case ChatEvents.MetadataTracked:
      return 'Browser details recorded';
    case ChatEvents.SessionExported:
      return 'Exported the session record';
    case ChatEvents.SessionClosed:
      return event.data.reason === 'restart' ? 'Closed the chat to start again' : 'Chat closed';
    case DocumentEvents.Attached:
      return `Uploaded the document "${event.data.filename}"`;
    case DocumentEvents.FieldsExtracted: {
      const proposals = event.data.proposals ?? event.data.fields;
      if (event.data.about_healthcare_project === false) return 'Read a document: not about a healthcare project, nothing proposed';
      return proposals.length === 0 ? 'Read a document: nothing found' : `Read a document: proposed ${fieldList([...new Set(proposals.map((p) => p.field))])}`;
    }
    case PersonalDataEvents.StreamErased:
      return 'Personal data erased';
    default:
      return unhandledEvent(event, null);
  }
}

/** The response's history, oldest first: its stream's events and staff's review changes. */
export function responseTimeline(
  events: readonly StoredOf<ResponseStreamEvent>[],
  review: readonly { at: string; by: string; what: string }[],
  config?: QuestionnaireConfig,
): ResponseTimelineEntry[] {
  const fromReview = review.map((h) => ({ at: h.at, who: h.by, what: h.what.charAt(0).toUpperCase() + h.what.slice(1) }));
  const fromEvents = events.flatMap((event) => {
    const what = describeEvent(event, config);
    return what === null ? [] : [{ at: event.createdAt.toISOString(), who: whoOf(event), what }];
  });
  // A stable sort: entries of the same moment keep their order (stream order, then review order).
  return [...fromEvents, ...fromReview].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}
