import { Inject, Injectable } from '@nestjs/common';
import Bowser from 'bowser';
import {
  chatStreamId,
  DocumentEvents,
  fieldSourceSchema,
  humanKey,
  questionnaireConfigFor,
  questionnaireStreamId,
  readableAnswers,
  toLegacyName,
  WorkWithUsEvents,
  workWithUsStreamId,
  QuestionnaireEvents,
  type AnswerValue,
  type ChatSessionStreamEvent,
  type ContactAnswer,
  type DocumentProposal,
  type LocationData,
  type QuestionnaireStreamEvent,
  type ReadableAnswer,
  type ResponseChannel,
  type ResponseDetail,
  type ResponseFile,
  type ResponseProvenance,
  type ResponseVisitor,
  type WorkWithUsStreamEvent,
} from '@intake/contracts';
import { ERASED_TEXT, EventStore, type StoredOf } from '@intake/event-store';
import type { Kysely } from 'kysely';
import type { Database } from '../platform/database/database.types.js';
import { DB } from '../platform/tokens.js';
import { responseKey } from './response-review-stream.js';
import { assignmentOf } from './response-reviews.query.js';
import { responseTimeline, type ResponseStreamEvent } from './response-timeline.js';

const iso = (v: Date | string | null | undefined): string | null => (v === null || v === undefined ? null : new Date(v).toISOString());
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

/** An id a response could have: printable, well-formed, at most 200 characters (anything else names nothing). */
export function plausibleResponseId(id: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  return id.length > 0 && id.length <= 200 && id.isWellFormed() && !/[\u0000-\u001f\u007f]/.test(id);
}

function visitorOf(location: LocationData | null, client: Record<string, unknown>, userAgent: string | null): ResponseVisitor {
  const agent = text(userAgent) ?? text(client['user_agent']);
  const parsed = agent && agent !== ERASED_TEXT ? Bowser.parse(agent) : null;
  return {
    location,
    device_type: text(client['device_type']) ?? text(parsed?.platform.type) ?? null,
    browser: parsed ? [parsed.browser.name, parsed.browser.version].filter(Boolean).join(' ') || null : null,
    os: parsed ? [parsed.os.name, parsed.os.versionName ?? parsed.os.version].filter(Boolean).join(' ') || null : null,
    user_agent: agent,
    language: text(client['language']),
    timezone: text(client['timezone']),
    referrer: text(client['referrer']),
  };
}

async function reviewOf(db: Kysely<Database>, channel: ResponseChannel, id: string): Promise<ResponseDetail['review']> {
  const row = await db
    .selectFrom('response_reviews')
    .select(['status', 'notes', 'history', 'assignee', 'assigned_by', 'assigned_at'])
    .where('response_key', '=', responseKey(channel, id))
    .executeTakeFirst();
  return row
    ? { status: row.status, notes: row.notes, history: row.history, assignment: assignmentOf(row) }
    : { status: 'new', notes: [], history: [], assignment: null };
}

/** The documents uploaded to a chat or questionnaire session, with what reading each gave. */
async function documentsOf(db: Kysely<Database>, ownerKind: 'chat' | 'questionnaire', sessionId: string) {
  return db
    .selectFrom('document_operations')
    .select(['document_id', 'filename', 'size', 'content_type', 'status', 'error', 'question_id'])
    .where('owner_kind', '=', ownerKind)
    .where('owner_session_id', '=', sessionId)
    .orderBy('created_at')
    .execute();
}

const DOCUMENT_STATE: Record<string, string> = { queued: 'waiting to be read', processing: 'being read', completed: 'read', failed: 'could not be read' };

function documentFiles(docs: Awaited<ReturnType<typeof documentsOf>>, questionText: (id: string | null) => string | null): ResponseFile[] {
  return docs.map((d) => ({
    file_id: d.document_id,
    filename: d.filename,
    size: d.size,
    content_type: d.content_type,
    note: [questionText(d.question_id), d.status === 'failed' && d.error ? `${DOCUMENT_STATE[d.status]}: ${d.error}` : DOCUMENT_STATE[d.status]]
      .filter(Boolean)
      .join(' · '),
    downloadable: true,
  }));
}

/**
 * What documents proposed, from the DocumentFieldsExtracted events on the response's stream, each
 * marked `used` when the response holds that value; then the values the visitor's own messages gave.
 */
function provenanceOf(
  events: readonly StoredOf<ResponseStreamEvent>[],
  filenames: ReadonlyMap<string, string>,
  held: ReadonlyMap<string, string>,
  fromMessages: readonly { field: string; value: string; source: unknown }[],
): ResponseProvenance[] {
  const out: ResponseProvenance[] = [];
  for (const event of events) {
    if (event.type !== DocumentEvents.FieldsExtracted) continue;
    const d = event.data;
    const proposals: DocumentProposal[] = d.proposals ?? d.fields.map((f) => ({ ...f, confidence: 1 }));
    for (const p of proposals) {
      const name = toLegacyName(p.field);
      out.push({
        field: name,
        label: humanKey(name),
        value: p.value,
        confidence: p.confidence,
        source: p.source,
        document: filenames.get(d.document_id) ?? null,
        used: held.get(name) === p.value,
      });
    }
  }
  for (const m of fromMessages) {
    const source = fieldSourceSchema.safeParse(m.source);
    if (!source.success || source.data.kind !== 'message') continue;
    out.push({ field: m.field, label: humanKey(m.field), value: m.value, confidence: null, source: source.data, document: null, used: true });
  }
  return out;
}

async function workWithUs(db: Kysely<Database>, store: EventStore, id: string): Promise<ResponseDetail | null> {
  const row = await db.selectFrom('work_with_us_submissions').selectAll().where('submission_id', '=', id).executeTakeFirst();
  if (!row) return null;
  const [events, review] = await Promise.all([store.readStream<WorkWithUsStreamEvent>(workWithUsStreamId(id)), reviewOf(db, 'work-with-us', id)]);
  const submitted = events.find((e) => e.type === WorkWithUsEvents.Submitted);
  const userAgent = text(submitted?.metadata['userAgent']);
  const answers: ReadableAnswer[] = [
    { question: 'How would you describe yourself?', lines: [row.preferred_roles].filter((v) => v.trim() !== '') },
    { question: 'Work type', lines: [row.work_type].filter((v) => v.trim() !== '') },
    { question: 'Compensation', lines: [row.compensation].filter((v) => v.trim() !== '') },
    { question: 'Video link', lines: [row.video_link].filter((v) => v.trim() !== '') },
  ];
  return {
    channel: 'work-with-us',
    id,
    kind: 'Work With Us application',
    name: text(row.name),
    email: text(row.email),
    organization: null,
    state: 'Submitted',
    started_at: null,
    submitted_at: iso(row.submitted_at),
    message: row.additional_notes,
    answers,
    files: row.uploaded_files.map((f) => ({
      file_id: f.file_id,
      filename: f.filename,
      size: f.size,
      content_type: f.content_type,
      note: f.file_type || null,
      downloadable: true,
    })),
    visitor: visitorOf(row.location_data, row.client_metadata, userAgent),
    provenance: [],
    transcript: [],
    timeline: responseTimeline(events, review.history),
    review,
    reviewable: true,
  };
}

/** A questionnaire the visitor has not submitted (yet): the answers recorded so far, from its stream. */
async function unsubmittedQuestionnaire(db: Kysely<Database>, store: EventStore, id: string): Promise<ResponseDetail | null> {
  const session = await db.selectFrom('questionnaire_sessions').selectAll().where('session_id', '=', id).executeTakeFirst();
  if (!session) return null;
  const [events, docs] = await Promise.all([store.readStream<QuestionnaireStreamEvent>(questionnaireStreamId(id)), documentsOf(db, 'questionnaire', id)]);
  const config = questionnaireConfigFor(session.config_version);
  const formData: Record<string, AnswerValue> = {};
  for (const e of events) if (e.type === QuestionnaireEvents.AnswerRecorded) formData[e.data.field] = e.data.value;
  const contact = Object.values(formData).find((v): v is ContactAnswer => typeof v === 'object' && v !== null && !Array.isArray(v) && 'email' in v);
  const started = events.find((e) => e.type === QuestionnaireEvents.Started);
  const client: Record<string, unknown> = { ...(started?.type === QuestionnaireEvents.Started ? started.data.client : {}), device_type: session.device_type };
  const questionText = (qid: string | null) => (qid === null ? null : (config?.questions.find((q) => q.id === qid)?.question ?? qid));
  return {
    channel: 'questionnaire',
    id,
    kind: 'Questionnaire (not submitted)',
    name: text(contact?.name),
    email: text(contact?.email),
    organization: text(contact?.affiliation),
    state: `In progress (${session.progress_percent}%)`,
    started_at: iso(session.started_at),
    submitted_at: null,
    message: null,
    answers: config ? readableAnswers(config, formData) : [],
    files: documentFiles(docs, questionText),
    visitor: visitorOf(null, client, null),
    provenance: provenanceOf(events, new Map(docs.map((d) => [d.document_id, d.filename])), new Map(), []),
    transcript: [],
    timeline: responseTimeline(events, [], config),
    review: { status: 'new', notes: [], history: [], assignment: null },
    reviewable: false,
  };
}

async function questionnaire(db: Kysely<Database>, store: EventStore, id: string): Promise<ResponseDetail | null> {
  const row = await db.selectFrom('questionnaire_submissions').selectAll().where('session_id', '=', id).executeTakeFirst();
  if (!row) return unsubmittedQuestionnaire(db, store, id);
  const [session, events, review, docs] = await Promise.all([
    db.selectFrom('questionnaire_sessions').select(['device_type', 'started_at']).where('session_id', '=', id).executeTakeFirst(),
    store.readStream<QuestionnaireStreamEvent>(questionnaireStreamId(id)),
    reviewOf(db, 'questionnaire', id),
    documentsOf(db, 'questionnaire', id),
  ]);
  const config = questionnaireConfigFor(row.questionnaire_version);
  const started = events.find((e) => e.type === QuestionnaireEvents.Started);
  const client: Record<string, unknown> = { ...(started?.type === QuestionnaireEvents.Started ? started.data.client : {}) };
  if (session?.device_type) client['device_type'] = session.device_type;
  const submittedEvent = events.find((e) => e.type === QuestionnaireEvents.Submitted);
  const questionText = (qid: string | null) => (qid === null ? null : (config?.questions.find((q) => q.id === qid)?.question ?? qid));
  const answers = config
    ? readableAnswers(config, row.form_data)
    : Object.entries(row.form_data).map(([k, v]) => ({ question: humanKey(k), lines: [JSON.stringify(v)] }));
  const held = new Map(Object.entries(row.form_data).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v] as const] : [])));
  const filenames = new Map(docs.map((d) => [d.document_id, d.filename]));
  // Files named in the submission that no document row knows (an older upload path) still show.
  const listed = new Set(docs.map((d) => d.document_id));
  const extra: ResponseFile[] = row.uploaded_files
    .filter((f) => !listed.has(f.document_id))
    .map((f) => ({
      file_id: f.document_id,
      filename: f.filename,
      size: f.size,
      content_type: f.content_type,
      note: questionText(f.question_id),
      downloadable: false,
    }));
  return {
    channel: 'questionnaire',
    id,
    kind: 'Questionnaire submission',
    name: text(row.name),
    email: text(row.email),
    organization: text(row.organization),
    state: 'Submitted',
    started_at: iso(session?.started_at),
    submitted_at: iso(row.submitted_at),
    message: null,
    answers,
    files: [...documentFiles(docs, questionText), ...extra],
    visitor: visitorOf(row.location_data, client, text(submittedEvent?.metadata['userAgent'])),
    provenance: provenanceOf(events, filenames, held, []),
    transcript: [],
    timeline: responseTimeline(events, review.history, config),
    review,
    reviewable: true,
  };
}

const CHAT_STATE: Record<string, string> = { in_progress: 'In progress', completed: 'Completed', abandoned: 'Abandoned' };

async function chat(db: Kysely<Database>, store: EventStore, id: string): Promise<ResponseDetail | null> {
  const row = await db.selectFrom('chat_conversations').selectAll().where('session_id', '=', id).executeTakeFirst();
  if (!row) return null;
  const [messages, events, review, docs] = await Promise.all([
    db.selectFrom('chat_messages').select(['role', 'content', 'at']).where('session_id', '=', id).orderBy('seq').execute(),
    store.readStream<ChatSessionStreamEvent>(chatStreamId(id)),
    reviewOf(db, 'chat', id),
    documentsOf(db, 'chat', id),
  ]);
  const started = events.find((e) => e.type === 'ChatSessionStarted');
  const client: Record<string, unknown> = started?.type === 'ChatSessionStarted' ? { ...started.data.client } : {};
  const info = row.collected_info;
  const held = new Map(Object.entries(info));
  const fromMessages = Object.entries(row.field_sources).map(([field, source]) => ({ field, value: info[field] ?? '', source }));
  const answers: ReadableAnswer[] = Object.entries(info).map(([field, value]) => ({ question: humanKey(field), lines: value.trim() === '' ? [] : [value] }));
  return {
    channel: 'chat',
    id,
    kind: 'AI guide chat',
    name: row.preview.name,
    email: row.preview.email,
    organization: text(info['affiliation']),
    state: CHAT_STATE[row.state] ?? row.state,
    started_at: iso(row.started_at),
    submitted_at: iso(row.completed_at),
    message: null,
    answers,
    files: documentFiles(docs, () => null),
    visitor: visitorOf(row.location_data, client, null),
    provenance: provenanceOf(
      events,
      new Map(docs.map((d) => [d.document_id, d.filename])),
      held,
      fromMessages.filter((m) => m.value !== ''),
    ),
    transcript: messages.map((m) => ({ role: m.role, content: m.content, at: m.at })),
    timeline: responseTimeline(events, review.history),
    review,
    reviewable: true,
  };
}

/** One response as its page shows it; null when no such response exists. */
export function loadResponseDetail(db: Kysely<Database>, store: EventStore, channel: ResponseChannel, id: string): Promise<ResponseDetail | null> {
  switch (channel) {
    case 'work-with-us':
      return workWithUs(db, store, id);
    case 'questionnaire':
      return questionnaire(db, store, id);
    case 'chat':
      return chat(db, store, id);
  }
}

/** Whether the file belongs to the response: an application's attachment, or a document uploaded to the session. */
export async function responseFileExists(db: Kysely<Database>, channel: ResponseChannel, id: string, fileId: string): Promise<boolean> {
  const row =
    channel === 'work-with-us'
      ? await db
          .selectFrom('stored_files')
          .select('file_id')
          .where('file_id', '=', fileId)
          .where('owner_kind', '=', 'work-with-us')
          .where('owner_id', '=', id)
          .executeTakeFirst()
      : await db
          .selectFrom('document_operations')
          .select('document_id as file_id')
          .where('document_id', '=', fileId)
          .where('owner_kind', '=', channel)
          .where('owner_session_id', '=', id)
          .executeTakeFirst();
  return row !== undefined;
}

/** One response's page and its files, as the query object the detail controller takes. */
@Injectable()
export class ResponseDetailQuery {
  constructor(
    @Inject(DB) private readonly db: Kysely<Database>,
    private readonly store: EventStore,
  ) {}

  detail(channel: ResponseChannel, id: string): Promise<ResponseDetail | null> {
    return loadResponseDetail(this.db, this.store, channel, id);
  }

  fileExists(channel: ResponseChannel, id: string, fileId: string): Promise<boolean> {
    return responseFileExists(this.db, channel, id, fileId);
  }
}
