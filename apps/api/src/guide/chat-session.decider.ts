import type { NewOf } from '@intake/event-store';
import {
  ChatEvents,
  CONTACT_FIELDS,
  GUIDE_TEXT,
  isDeliverableEmail,
  isPersonaPreset,
  NOT_SPECIFIED,
  type ChatClientMetadata,
  type ChatCompletedData,
  type ChatCompletionEmailRequestedData,
  type ChatContactProvidedData,
  type ChatMetadataTrackedData,
  type ChatMode,
  type ChatSessionClosedData,
  type ChatSessionExportedData,
  type ChatSessionStartedData,
  type ChatStage,
  type ChatTurnTakenData,
  type EmailJob,
  type ExtractedField,
  type LocationData,
  type PersonaFlow,
  type TurnEngine,
  type ChatEvent,
} from '@intake/contracts';
import {
  PERSONA_KIND,
  contentFieldOf,
  explanationFor,
  findVisitorKind,
  instructedAddresses,
  isInferredStage,
  mayTellTheSolution,
  namesTheProblem,
  type MessageIntent,
  type VisitorKind,
} from '@intake/guide-engine';
import { contactFieldToAsk, isConfirm, isNo, isYes, nextContentField, stageOf, stepSession, type SessionMachineState } from '@intake/machines';
import { ConflictError, DomainError, NotFoundError, ValidationError } from '../platform/errors/domain-errors.js';
import { mergeFields, valuesOf, type ChatSessionState, type CollectedValue } from './chat-session.reducer.js';
import { composeReply, CONFIRMATION_THANKS } from './chat-reply.wording.js';

/** After this many unanswered questions for one field, the guide records it as not specified. */
export const MAX_ASKS_PER_FIELD = 3;

export interface StartInput {
  sessionId: string;
  mode: ChatMode;
  persona: PersonaFlow | null;
  autoConfirm: boolean;
  client: ChatClientMetadata;
  /** The starting request's place (IpLocationService), null when its address places nobody. */
  location: LocationData | null;
  now: Date;
}

export function decideStart(state: ChatSessionState, input: StartInput): NewOf<ChatEvent>[] {
  if (state.exists) return [];
  const data: ChatSessionStartedData = {
    session_id: input.sessionId,
    mode: input.mode,
    persona_flow: input.persona,
    auto_confirm: input.autoConfirm,
    greeting: GUIDE_TEXT.consentGreeting,
    client: input.client,
    started_at: input.now.toISOString(),
    location_data: input.location,
  };
  return [{ type: ChatEvents.SessionStarted, data }];
}

/**
 * 410: the session's personal data was erased. Its log holds placeholders only, so continuing it
 * would build on nothing the visitor said; they can start a new session.
 */
export class ChatSessionErasedError extends DomainError {
  readonly status = 410;
  constructor() {
    super('This chat session was erased at your request or under our retention policy. Please start a new session.');
  }
}

export function requireSession(state: ChatSessionState): void {
  if (!state.exists) throw new NotFoundError('Chat session not found.');
  if (state.erased) throw new ChatSessionErasedError();
}

/**
 * Whether a legacy chat request may write under the session id it names. The legacy client holds
 * nothing but that id (visitor spec §7), and makes it itself when it has none (§4 Chat step 1), so
 * an id no chat has started yet opens a session under it (documents may have written first), and an
 * open legacy session goes on. A guide session's id and a closed session's id are never written to:
 * the request gets a new session under a new id, which the answer's `session_id` carries. An erased
 * session is named so the visitor hears it was erased (410).
 */
export function legacyContinues(state: ChatSessionState): boolean {
  return !state.exists || state.erased || (state.mode === 'legacy' && state.closedAt === null);
}

export function visitorKindOf(state: Pick<ChatSessionState, 'persona'>, values: Record<string, string>): VisitorKind {
  if (state.persona) return PERSONA_KIND[state.persona];
  return values.background ? (findVisitorKind(values.background)?.kind ?? 'general') : 'general';
}

/** What the extraction step needs to read: the message, or after 'Confirm' the held-back ones. */
export function textToExtract(state: ChatSessionState, message: string): string | null {
  if (state.machine === 'complete') return null;
  if (state.machine === 'consent') {
    // A persona card's preset says who the visitor is (the session's persona), not what they need.
    const own = state.pending.filter((m) => !isPersonaPreset(m));
    return isConfirm(message) && own.length > 0 ? own.join('\n') : null;
  }
  return message;
}

/**
 * The question a message answers, as the engine reads it: the one the guide last asked, or for the
 * messages held back before 'Confirm', the landing page's "Describe your healthcare innovation
 * idea…": a thing named there ("allergy picture cards for school dinners") is the idea, while a
 * problem or a request told there still reads as one.
 */
export function questionAnswered(state: ChatSessionState): string | null {
  return state.machine === 'consent' ? 'solution' : state.lastAsked;
}

export type ReplyKind = ChatTurnTakenData['reply_kind'];

export interface TurnPlan {
  stageBefore: ChatStage;
  machineAfter: SessionMachineState;
  fields: ExtractedField[];
  collected: Record<string, CollectedValue>;
  replyKind: ReplyKind;
  /** The field the reply asks for. */
  askedField: string | null;
  askCount: number;
  visitorKind: VisitorKind;
  intent: MessageIntent;
  /** Said before the engine's words: a thanks for a confirmation, an explanation for a question back. */
  preface: string | null;
  /** The message kept as a note: it fitted no field. */
  note: string | null;
  /** Document fields this message confirmed. */
  confirmedFields: string[];
}

const ANSWER: MessageIntent = { kind: 'answer' };

const CONTACT = new Set<string>(CONTACT_FIELDS);

/**
 * The pure part of a turn: which extracted values stick, where the session machine goes, and
 * what kind of reply that calls for. Corrections win for contact details and for the answer to
 * the question just asked; otherwise a field keeps its first answer.
 */
export function planTurn(state: ChatSessionState, message: string, extracted: readonly ExtractedField[], now: Date, intent: MessageIntent = ANSWER): TurnPlan {
  requireSession(state);
  const at = now.toISOString();
  const stageBefore = stageOf(state.machine);
  const base = { intent, preface: null, note: null, confirmedFields: [] as string[] };
  const keep = (kind: ReplyKind, machineAfter: SessionMachineState = state.machine): TurnPlan => ({
    stageBefore,
    machineAfter,
    fields: [],
    collected: state.collected,
    replyKind: kind,
    askedField: null,
    askCount: 0,
    visitorKind: visitorKindOf(state, valuesOf(state.collected)),
    ...base,
  });
  if (state.machine === 'complete') return keep('already_complete');
  if (state.machine === 'consent' && !isConfirm(message)) return keep('consent_reminder');
  const consenting = state.machine === 'consent';
  const proposal = state.proposal;

  // A question back: an explanation and the same question again; nothing is recorded or moved.
  // The same question asked again word for word has had its answer: it counts as a try, so the
  // guide moves on after its asks instead of explaining for ever.
  if (!consenting && intent.kind === 'question' && !state.notes.includes(message)) {
    const asked = state.machine === 'wrapping_up' ? null : state.lastAsked;
    const explained = { ...keep('explain'), askedField: asked, askCount: asked ? Math.max(0, (state.askCounts[asked] ?? 1) - 1) : 0, intent, note: message };
    // A message in another language keeps none of its words, only how far the project has come (a category), if not yet known.
    const stage = intent.topic === 'language' && !state.collected.stage ? extracted.filter((f) => f.field === 'stage') : [];
    if (stage.length === 0) return explained;
    const { collected, set } = mergeFields(state.collected, stage, at, () => false);
    return { ...explained, fields: set, collected };
  }
  // "No" to what a document proposed: ask what it should say; the answer then replaces it.
  if (!consenting && intent.kind === 'refusal' && proposal.length > 0 && state.machine !== 'wrapping_up') {
    return { ...keep('correct_field'), askedField: proposal[0]!, askCount: 0, intent };
  }

  const revising = state.machine === 'revising';
  // Only answers, corrections, contact details and declines carry fields; after 'Confirm' the held-back pitch is read as answers.
  const carries = consenting || intent.kind === 'answer' || intent.kind === 'correction' || intent.kind === 'contact' || intent.kind === 'decline';
  const fields = carries ? [...extracted] : [];
  const confirmedFields = intent.kind === 'confirmation' && state.machine !== 'wrapping_up' ? proposal.filter((f) => state.collected[f]) : [];
  const note =
    !carries && intent.kind !== 'confirmation' && intent.kind !== 'refusal'
      ? message
      : carries && fields.length === 0 && !consenting && state.machine !== 'wrapping_up'
        ? message
        : null;
  // At the wrap-up, words that are neither yes, no nor a recognised detail are an addition.
  if (state.machine === 'wrapping_up' && fields.length === 0 && intent.kind === 'answer' && !isYes(message) && !isNo(message)) {
    const before = state.collected.additional_info?.value;
    fields.push({
      field: 'additional_info',
      value: before ? `${before}\n${message}` : message,
      source: ownWords(message),
    });
  }
  const correcting = intent.kind === 'correction' || intent.kind === 'contact';
  // A stage the guide only inferred ("Sixty families have come through this year") gives way to one the visitor states.
  const statesStage = fields.some((f) => f.field === 'stage' && !isInferredStage(f.source.excerpt));
  const inferredBefore = isInferredStage(state.collected.stage?.source.excerpt);
  // An organisation is replaced where the guide asked for it or the visitor corrects it; one named
  // in passing later ("Hospital de Ter refers patients to us") leaves the one they gave as theirs.
  // (At the summary the visitor reviews everything: "I moved to Tidewater Clinic in May" there replaces.)
  const contactAsked = state.machine === 'contact' || state.machine === 'wrapping_up' || CONTACT.has(state.lastAsked ?? '');
  const replaces = (field: string) =>
    (CONTACT.has(field) && (field !== 'affiliation' || contactAsked || correcting)) ||
    field === state.lastAsked ||
    field === 'additional_info' ||
    revising ||
    correcting ||
    (field === 'stage' && statesStage && inferredBefore);
  const moved = movedAside(state.collected, fields, replaces);
  const told = toldAgain(state.collected, moved.fields, (field) => replaces(field) || moved.replaced.has(field));
  let { collected, set } = mergeFields(state.collected, told.fields, at, (field) => replaces(field) || told.extended.has(field) || moved.replaced.has(field));

  // A question asked three times without an answer is recorded as declined, so the guide moves on.
  const asked = state.lastAsked;
  if (asked && !collected[asked] && (state.askCounts[asked] ?? 0) >= MAX_ASKS_PER_FIELD) {
    const declined: ExtractedField = {
      field: asked,
      value: NOT_SPECIFIED,
      source: ownWords(`No answer after ${MAX_ASKS_PER_FIELD} questions`),
    };
    ({ collected, set } = { collected: { ...collected, [asked]: { value: NOT_SPECIFIED, source: declined.source, at } }, set: [...set, declined] });
    // An address asked for three times in vain settles the contact step whole: the question of who
    // they are is for a visitor who said they keep their address, not one more after three.
    if (asked === 'email') ({ collected, set } = notGiven(collected, set, WHO, declined.source.excerpt ?? '', at));
  }

  // The question of who they are that follows a declined address is asked once: what an answer
  // leaves out is recorded as not given, and the step is settled.
  if (state.machine === 'contact' && (state.lastAsked === 'full_name' || state.lastAsked === 'affiliation'))
    ({ collected, set } = notGiven(collected, set, WHO, message, at));

  const values = valuesOf(collected);
  const position = {
    state: state.machine,
    context: { mode: state.mode, persona: state.persona, autoConfirm: state.autoConfirm, collected: valuesOf(state.collected) },
  };
  // At the wrap-up the machine hears the understood yes or no; a correction there shows the summary
  // again, and so does a change already applied ("Wait, the email is wrong - it's …, not an a.
  // Otherwise yes."): asking what to change would be asking again.
  const heard =
    state.machine !== 'wrapping_up'
      ? message
      : set.length > 0 && (intent.kind === 'correction' || intent.kind === 'answer' || intent.kind === 'contact')
        ? ''
        : intent.kind === 'confirmation'
          ? 'yes'
          : intent.kind === 'refusal' || (intent.kind === 'correction' && set.length === 0)
            ? 'no'
            : intent.kind === 'answer' && (isYes(message) || isNo(message))
              ? message
              : '';
  const after = stepSession(position, { type: 'VISITOR.MESSAGE', text: heard, collected: values });
  const visitorKind = visitorKindOf(state, values);
  const emailNow = set.some((f) => f.field === 'email');

  let replyKind: ReplyKind;
  if (after.state === 'complete') replyKind = 'completion';
  else if (after.state === 'revising') replyKind = 'revise';
  else if (state.machine === 'contact' && emailNow && state.persona && state.autoConfirm) replyKind = 'consultation';
  else if (after.state === 'wrapping_up') replyKind = 'wrap_up';
  // At the contact step a message that changed something (a correction) is acknowledged, not told it held no address.
  else if (after.state === 'contact') replyKind = state.machine === 'contact' && set.length === 0 ? 'contact_reminder' : 'contact_request';
  else replyKind = 'engine';

  const askedField = after.state === 'collecting' ? nextContentField(state.mode, values) : after.state === 'contact' ? contactFieldToAsk(values) : null;
  // A yes with a question beside it ("Yes. Who will actually read it?") has the question answered first.
  const answered = intent.kind === 'confirmation' && intent.question ? explanationFor(intent.question) : null;
  const preface = [answered, confirmedFields.length > 0 ? CONFIRMATION_THANKS : null].filter((p) => p !== null).join(' ') || null;
  return {
    stageBefore,
    machineAfter: after.state,
    fields: set,
    collected,
    replyKind,
    askedField,
    askCount: askedField ? (state.askCounts[askedField] ?? 0) : 0,
    visitorKind,
    intent,
    preface,
    note,
    confirmedFields,
  };
}

/** A value the guide recorded from the conversation itself (not from a document or an engine's reading). */
const ownWords = (excerpt: string): ExtractedField['source'] => ({
  kind: 'message',
  engine: 'offline',
  model: null,
  document_id: null,
  page: null,
  excerpt: excerpt.slice(0, 160),
});

/** Who the visitor is: asked once when they keep their address. */
const WHO = ['full_name', 'affiliation'] as const;

/** Each of `fields` the visitor left out, recorded as not given, so the guide moves on. */
function notGiven(
  collected: Record<string, CollectedValue>,
  set: ExtractedField[],
  fields: readonly string[],
  excerpt: string,
  at: string,
): { collected: Record<string, CollectedValue>; set: ExtractedField[] } {
  const source = ownWords(excerpt);
  const missing = fields.filter((f) => !collected[f]);
  return {
    collected: { ...collected, ...Object.fromEntries(missing.map((f) => [f, { value: NOT_SPECIFIED, source, at }])) },
    set: [...set, ...missing.map((field) => ({ field, value: NOT_SPECIFIED, source }))],
  };
}

export interface TurnOutcome {
  /** The state the plan was made on; a decision on that same state reuses the plan. */
  basis: ChatSessionState;
  message: string;
  plan: TurnPlan;
  reply: string;
  engine: TurnEngine;
  now: Date;
  /** The consortium's mailbox, for a visitor who keeps their own address. */
  contactAddress?: string;
}

export type RenderCompletionEmail = (
  state: ChatSessionState,
  overrides: { to?: string; name?: string; projectTitle?: string },
) => {
  email: EmailJob;
  goal: ChatCompletionEmailRequestedData['goal'];
};

/** Content a visitor may tell over several messages, and the longest value that makes. */
const TOLD_OVER_TURNS = new Set(['problem', 'solution', 'needs']);
const MAX_TOLD_VALUE = 600;

/**
 * A problem, solution or need told again in a later message, unasked and not as a correction
 * ("Hi, I'm a nurse on a stroke ward." first, the problem itself a message later), adds to what
 * was recorded instead of being lost: the first words a visitor types are often only the way in.
 */
function toldAgain(
  collected: ChatSessionState['collected'],
  fields: readonly ExtractedField[],
  replaces: (field: string) => boolean,
): { fields: ExtractedField[]; extended: Set<string> } {
  const extended = new Set<string>();
  const out = fields.map((f) => {
    const before = collected[f.field]?.value;
    if (!TOLD_OVER_TURNS.has(f.field) || !before || before === NOT_SPECIFIED || replaces(f.field)) return f;
    if (before.toLowerCase().includes(f.value.toLowerCase()) || before.length + f.value.length + 1 > MAX_TOLD_VALUE) return f;
    extended.add(f.field);
    return { ...f, value: `${before} ${f.value}` };
  });
  return { fields: out, extended };
}

/**
 * An answer taken for the question asked that was really another field: asked for the problem, "What
 * I made is a mock-up in Figma of a can't-wait card app" was recorded as the problem, and then "The
 * problem is finding a toilet fast" came. When a message brings a problem, solution or need whose
 * field already holds words the model reads, surely, as another field still empty, and the new words
 * read as the field they came for, the earlier words move to the field they tell and the new ones take
 * their place: nothing is lost, and the guide does not ask again for what it was told.
 */
function movedAside(
  collected: ChatSessionState['collected'],
  fields: readonly ExtractedField[],
  replaces: (field: string) => boolean,
): { fields: ExtractedField[]; replaced: Set<string> } {
  const replaced = new Set<string>();
  const incoming = new Set(fields.map((f) => f.field));
  const out = [...fields];
  for (const f of fields) {
    const before = collected[f.field];
    if (!TOLD_OVER_TURNS.has(f.field) || !before || before.value === NOT_SPECIFIED || replaces(f.field)) continue;
    const told = toldInstead(f, before.value);
    if (!told || told === f.field || collected[told] || incoming.has(told)) continue;
    out.push({ field: told, value: before.value, source: before.source });
    incoming.add(told);
    replaced.add(f.field);
  }
  return { fields: out, replaced };
}

/**
 * The field the words held for `f.field` tell instead, when the new words belong there surely: read
 * by the model, or because the visitor names the problem outright ("For 11 years our church group
 * has driven dialysis patients …" taken for the problem, then "The problem is the buses don't go
 * near the dialysis centre": what was taken, if it may tell what they do, is their solution).
 */
function toldInstead(f: ExtractedField, before: string): string | null {
  if (f.field === 'problem' && namesTheProblem(f.value) && !namesTheProblem(before) && mayTellTheSolution(before)) return 'solution';
  return contentFieldOf(f.value) === f.field ? contentFieldOf(before) : null;
}

const namedInInstructions = (state: ChatSessionState, address: string): boolean =>
  instructedAddresses(state.history.filter((h) => h.role === 'user').map((h) => h.content)).has(address.toLowerCase());

function completionEvents(
  state: ChatSessionState,
  now: Date,
  via: ChatCompletedData['via'],
  render: RenderCompletionEmail,
  overrides: Parameters<RenderCompletionEmail>[1] = {},
): NewOf<ChatEvent>[] {
  const events: NewOf<ChatEvent>[] = [];
  if (!state.completedAt) {
    const data: ChatCompletedData = { session_id: state.sessionId, completed_at: now.toISOString(), via };
    events.push({ type: ChatEvents.Completed, data });
  }
  const to = overrides.to ?? state.collected.email?.value;
  // A visitor who gave no address ("Not specified") gets no email; nor does an address any of
  // their messages named in an instruction or a request to send elsewhere (issue 34: safe by
  // construction, whichever way the address reached the record).
  if (!state.completionEmail && to && isDeliverableEmail(to) && !namedInInstructions(state, to)) {
    const { email, goal } = render(state, { ...overrides, to });
    const data: ChatCompletionEmailRequestedData = { session_id: state.sessionId, email_id: email.email_id, goal, email };
    events.push({ type: ChatEvents.CompletionEmailRequested, data });
  }
  return events;
}

/**
 * The turn's events against the stream as it is now. Another writer (a document) may have added
 * fields since the reply was worded: the plan is made again, and if it changed its kind the
 * deterministic wording replaces the prepared one.
 */
export function decideTurn(
  state: ChatSessionState,
  outcome: TurnOutcome,
  extracted: readonly ExtractedField[],
  render: RenderCompletionEmail,
  offlineEngineText: (plan: TurnPlan) => string,
): NewOf<ChatEvent>[] {
  const plan = state === outcome.basis ? outcome.plan : planTurn(state, outcome.message, extracted, outcome.now, outcome.plan.intent);
  const same = plan.replyKind === outcome.plan.replyKind && plan.askedField === outcome.plan.askedField;
  const reply = same ? outcome.reply : composeReply(plan, state, () => offlineEngineText(plan), outcome.contactAddress);
  const at = outcome.now.toISOString();
  const data: ChatTurnTakenData = {
    session_id: state.sessionId,
    turn: state.turns + 1,
    message: { content: outcome.message, at },
    reply: { content: reply, at },
    stage_before: plan.stageBefore,
    stage_after: stageOf(plan.machineAfter),
    fields: plan.fields,
    asked_field: plan.askedField,
    reply_kind: plan.replyKind,
    engine: outcome.engine,
    intent: plan.intent.kind,
    note: plan.note,
    confirmed_fields: plan.confirmedFields,
  };
  const events: NewOf<ChatEvent>[] = [{ type: ChatEvents.TurnTaken, data }];
  if (plan.machineAfter === 'complete' && state.machine !== 'complete') {
    const after = { ...state, collected: plan.collected };
    events.push(...completionEvents(after, outcome.now, 'conversation', render));
  }
  return events;
}

export interface ContactInput {
  full_name: string;
  email: string;
  affiliation: string;
  now: Date;
}

const CONTACT_SOURCE = { kind: 'message' as const, engine: 'offline' as const, model: null, document_id: null, page: null, excerpt: 'contact form' };

/** POST /api/guide/submissions/{id}/contact: the details go in whatever the stage; the machine moves if it can. */
export function decideContact(state: ChatSessionState, input: ContactInput, offlineEngineText: (plan: TurnPlan) => string): NewOf<ChatEvent>[] {
  requireSession(state);
  const fields: ExtractedField[] = [
    { field: 'email', value: input.email.toLowerCase(), source: CONTACT_SOURCE },
    ...(input.full_name ? [{ field: 'full_name', value: input.full_name, source: CONTACT_SOURCE }] : []),
    ...(input.affiliation ? [{ field: 'affiliation', value: input.affiliation, source: CONTACT_SOURCE }] : []),
  ];
  const at = input.now.toISOString();
  const { collected } = mergeFields(state.collected, fields, at, () => true);
  const values = valuesOf(collected);
  const position = {
    state: state.machine,
    context: { mode: state.mode, persona: state.persona, autoConfirm: state.autoConfirm, collected: valuesOf(state.collected) },
  };
  const after = state.machine === 'consent' ? position : stepSession(position, { type: 'CONTACT.PROVIDED', collected: values });
  let reply: string | null = null;
  if (after.state !== state.machine || state.machine === 'contact') {
    const plan: TurnPlan = {
      stageBefore: stageOf(state.machine),
      machineAfter: after.state,
      fields,
      collected,
      replyKind: after.state === 'wrapping_up' ? (state.machine === 'contact' && state.persona && state.autoConfirm ? 'consultation' : 'wrap_up') : 'engine',
      askedField: after.state === 'collecting' ? nextContentField(state.mode, values) : null,
      askCount: 0,
      visitorKind: visitorKindOf(state, values),
      intent: { kind: 'contact' },
      preface: null,
      note: null,
      confirmedFields: [],
    };
    if (after.state === 'collecting' && state.machine === 'contact' && state.persona && state.autoConfirm) plan.replyKind = 'consultation';
    reply = plan.askedField || plan.replyKind !== 'engine' ? composeReply(plan, state, () => offlineEngineText(plan)) : null;
  }
  const data: ChatContactProvidedData = {
    session_id: state.sessionId,
    full_name: input.full_name,
    email: input.email.toLowerCase(),
    affiliation: input.affiliation,
    fields,
    stage_before: stageOf(state.machine),
    stage_after: stageOf(after.state),
    reply: reply ? { content: reply, at } : null,
    at,
  };
  return [{ type: ChatEvents.ContactProvided, data }];
}

export interface CompletionEmailInput {
  email?: string;
  name?: string;
  projectTitle?: string;
  completionPercentage?: number;
  now: Date;
}

/**
 * POST /api/session/{id}/send-completion-email: idempotent. The conversation must be complete,
 * or wrapping up (the client saw 100%); the address is the one given, else the one collected.
 */
export function decideCompletionEmail(state: ChatSessionState, input: CompletionEmailInput, render: RenderCompletionEmail): NewOf<ChatEvent>[] {
  requireSession(state);
  if (state.completionEmail) return [];
  const to = input.email?.trim() ? input.email.trim().toLowerCase() : state.collected.email?.value;
  if (!to || !isDeliverableEmail(to))
    throw new ValidationError('A valid email address is needed to send the summary.', [{ path: 'user_email', message: 'Please enter a valid email address' }]);
  if (namedInInstructions(state, to))
    throw new ValidationError('The summary goes only to your own address, not to one the conversation asked us to send it to.', [
      { path: 'user_email', message: 'Please enter your own email address' },
    ]);
  if (state.machine !== 'complete') {
    const collected = { ...valuesOf(state.collected), email: to };
    const position = { state: state.machine, context: { mode: state.mode, persona: state.persona, autoConfirm: state.autoConfirm, collected } };
    const after = stepSession(position, { type: 'COMPLETE.REQUESTED' });
    if (after.state !== 'complete') throw new ConflictError('The conversation is not complete yet.');
  }
  return completionEvents(state, input.now, 'client', render, { to, name: input.name, projectTitle: input.projectTitle });
}

export function decideTrackMetadata(state: ChatSessionState, metadata: Record<string, unknown>, now: Date): NewOf<ChatEvent>[] {
  requireSession(state);
  const data: ChatMetadataTrackedData = { session_id: state.sessionId, metadata, at: now.toISOString() };
  return [{ type: ChatEvents.MetadataTracked, data }];
}

/** The first export is recorded (admins see the session was exported); later ones change nothing. */
export function decideExport(state: ChatSessionState, now: Date): NewOf<ChatEvent>[] {
  requireSession(state);
  if (state.exportedAt) return [];
  const data: ChatSessionExportedData = { session_id: state.sessionId, format: 'json', at: now.toISOString() };
  return [{ type: ChatEvents.SessionExported, data }];
}

export function decideClose(state: ChatSessionState, reason: ChatSessionClosedData['reason'], now: Date): NewOf<ChatEvent>[] {
  requireSession(state);
  if (state.closedAt) return [];
  const data: ChatSessionClosedData = { session_id: state.sessionId, reason, at: now.toISOString() };
  return [{ type: ChatEvents.SessionClosed, data }];
}
