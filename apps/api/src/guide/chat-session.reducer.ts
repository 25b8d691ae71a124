import {
  ChatEvents,
  DOCUMENT_PROPOSAL_CONFIDENT,
  DocumentEvents,
  NOT_SPECIFIED,
  PersonalDataEvents,
  type ChatClientMetadata,
  type ChatSessionStreamEvent,
  type ChatMode,
  type ConversationEntry,
  type ExtractedField,
  type FieldSource,
  type LocationData,
  type PersonaFlow,
  type TurnEngine,
  toLegacyName,
  unhandledEvent,
} from '@intake/contracts';
import type { SessionMachineState } from '@intake/machines';
import { ERASED_TEXT, type StoredOf } from '@intake/event-store';
import type { Reducer } from '../platform/event-sourcing/load-decide-append.js';

export interface CollectedValue {
  value: string;
  source: FieldSource;
  at: string;
}

export interface SessionDocument {
  document_id: string;
  operation_id: string;
  filename: string;
  content_type: string;
  size: number;
  attached_at: string;
  analysis_summary: string | null;
  fields: Record<string, string>;
}

/** A chat session folded from its stream: the guide's own events and the documents context's. */
export interface ChatSessionState {
  /** Events folded so far, whoever wrote them: the stream version an append expects. */
  version: number;
  exists: boolean;
  /**
   * The session's personal data was erased (guide.personal-data.ts): the erasure appended its
   * marker to the stream, or, for an erasure recorded before markers existed, the start event's
   * greeting (never empty when written) reads as the placeholder. Such a session takes no more turns.
   */
  erased: boolean;
  sessionId: string;
  mode: ChatMode;
  persona: PersonaFlow | null;
  autoConfirm: boolean;
  startedAt: string;
  updatedAt: string;
  client: ChatClientMetadata;
  /** Where the session was started from (absent on sessions started before it was recorded). */
  location: LocationData | null;
  machine: SessionMachineState;
  collected: Record<string, CollectedValue>;
  history: ConversationEntry[];
  /** Messages sent before consent: kept, and read only once the visitor confirms. */
  pending: string[];
  turns: number;
  askCounts: Record<string, number>;
  lastAsked: string | null;
  lastEngine: TurnEngine;
  engineFallbacks: number;
  completedAt: string | null;
  completionEmail: { email_id: string; to: string; goal: string } | null;
  exportedAt: string | null;
  closedAt: string | null;
  documents: SessionDocument[];
  tracked: Record<string, unknown>;
  /** Content fields a document filled since the last turn: the guide proposed them, a yes confirms them. */
  proposal: string[];
  /** Messages that fitted no field (remarks, questions back), kept for the team. */
  notes: string[];
}

/** The document fields the chat proposes to the visitor (visitor spec §8: "Is this right for …?"). */
const PROPOSED = new Set(['problem', 'solution', 'needs', 'stage']);

export const NO_ENGINE: TurnEngine = { kind: 'offline', model: null, fallback: null };

export const EMPTY_SESSION: ChatSessionState = {
  version: 0,
  exists: false,
  erased: false,
  sessionId: '',
  mode: 'guide',
  persona: null,
  autoConfirm: false,
  startedAt: '',
  updatedAt: '',
  client: {},
  location: null,
  machine: 'consent',
  collected: {},
  history: [],
  pending: [],
  turns: 0,
  askCounts: {},
  lastAsked: null,
  lastEngine: NO_ENGINE,
  engineFallbacks: 0,
  completedAt: null,
  completionEmail: null,
  exportedAt: null,
  closedAt: null,
  documents: [],
  tracked: {},
  proposal: [],
  notes: [],
};

/** Sets each field; `overwrite` says whether an existing answer gives way. */
export function mergeFields(
  collected: Record<string, CollectedValue>,
  fields: readonly ExtractedField[],
  at: string,
  overwrite: (field: string, existing: CollectedValue) => boolean,
): { collected: Record<string, CollectedValue>; set: ExtractedField[] } {
  const next = { ...collected };
  const set: ExtractedField[] = [];
  for (const f of fields) {
    const existing = next[f.field];
    if (existing && existing.value !== NOT_SPECIFIED && !overwrite(f.field, existing)) continue;
    if (existing && existing.value === f.value) continue;
    next[f.field] = { value: f.value, source: f.source, at };
    set.push(f);
  }
  return { collected: next, set };
}

const VALUES = new WeakMap<Record<string, CollectedValue>, Readonly<Record<string, string>>>();

/**
 * The collected values by field. A turn asks for them a dozen times on the same (never mutated)
 * record, so each record's values are made once and shared, frozen.
 */
export function valuesOf(collected: Record<string, CollectedValue>): Readonly<Record<string, string>> {
  let values = VALUES.get(collected);
  if (!values) {
    values = Object.freeze(Object.fromEntries(Object.entries(collected).map(([k, v]) => [k, v.value])));
    VALUES.set(collected, values);
  }
  return values;
}

/** Where each collected value came from, by the admin (legacy) field names. */
export function fieldSourcesOf(collected: Record<string, CollectedValue>): Record<string, FieldSource & { at: string }> {
  return Object.fromEntries(Object.entries(collected).map(([f, v]) => [toLegacyName(f), { ...v.source, at: v.at }]));
}

export const chatReducer: Reducer<ChatSessionState, ChatSessionStreamEvent> = {
  initial: EMPTY_SESSION,
  evolve(state, event) {
    return { ...evolveSession(state, event), version: state.version + 1 };
  },
};

function evolveSession(state: ChatSessionState, event: StoredOf<ChatSessionStreamEvent>): ChatSessionState {
  const at = event.createdAt instanceof Date ? event.createdAt.toISOString() : String(event.createdAt);
  switch (event.type) {
    case PersonalDataEvents.StreamErased:
      return { ...state, erased: true };
    case ChatEvents.SessionStarted: {
      const d = event.data;
      return {
        ...state,
        exists: true,
        erased: d.greeting === ERASED_TEXT,
        sessionId: d.session_id,
        mode: d.mode,
        persona: d.persona_flow,
        autoConfirm: d.auto_confirm,
        startedAt: d.started_at,
        updatedAt: d.started_at,
        client: d.client,
        location: d.location_data ?? null,
        history: [{ role: 'assistant', content: d.greeting, timestamp: d.started_at }, ...state.history],
      };
    }
    case ChatEvents.TurnTaken: {
      const d = event.data;
      // Turns re-apply their own values, so replays equal what the decider saw.
      const merged = mergeFields(state.collected, d.fields, d.message.at, () => true);
      const heldBack = d.stage_before === 'consent' && d.stage_after === 'consent';
      return {
        ...state,
        machine: d.stage_after === 'collecting' && d.reply_kind === 'revise' ? 'revising' : d.stage_after,
        collected: merged.collected,
        history: [
          ...state.history,
          { role: 'user', content: d.message.content, timestamp: d.message.at },
          { role: 'assistant', content: d.reply.content, timestamp: d.reply.at },
        ],
        pending: heldBack ? [...state.pending, d.message.content] : [],
        turns: d.turn,
        proposal: d.reply_kind === 'explain' ? state.proposal : [],
        notes: d.note ? [...state.notes, d.note] : state.notes,
        // A question back is answered and the same question asked again: that is not another try;
        // nor is a message at the contact step that told more about the project (its stage, its
        // needs): the visitor is still talking, not keeping their address back.
        askCounts:
          d.asked_field && d.reply_kind !== 'explain' && !(d.asked_field === 'email' && state.machine === 'contact' && d.fields.length > 0)
            ? { ...state.askCounts, [d.asked_field]: (state.askCounts[d.asked_field] ?? 0) + 1 }
            : state.askCounts,
        lastAsked: d.asked_field,
        lastEngine: d.engine,
        engineFallbacks: state.engineFallbacks + (d.engine.fallback ? 1 : 0),
        updatedAt: d.reply.at,
      };
    }
    case ChatEvents.ContactProvided: {
      const d = event.data;
      const merged = mergeFields(state.collected, d.fields, d.at, () => true);
      const summary = [d.full_name, `<${d.email}>`, d.affiliation ? `(${d.affiliation})` : ''].filter(Boolean).join(' ');
      return {
        ...state,
        machine: d.stage_after,
        collected: merged.collected,
        history: [
          ...state.history,
          { role: 'user', content: `Contact details: ${summary}`, timestamp: d.at },
          ...(d.reply ? [{ role: 'assistant' as const, content: d.reply.content, timestamp: d.reply.at }] : []),
        ],
        lastAsked: null,
        updatedAt: d.at,
      };
    }
    case ChatEvents.Completed: {
      const d = event.data;
      return { ...state, machine: 'complete', completedAt: state.completedAt ?? d.completed_at, updatedAt: d.completed_at };
    }
    case ChatEvents.CompletionEmailRequested: {
      const d = event.data;
      return { ...state, completionEmail: { email_id: d.email_id, to: d.email.to[0] ?? '', goal: d.goal } };
    }
    case ChatEvents.MetadataTracked: {
      const d = event.data;
      return { ...state, tracked: { ...state.tracked, ...d.metadata } };
    }
    case ChatEvents.SessionExported: {
      const d = event.data;
      return { ...state, exportedAt: state.exportedAt ?? d.at };
    }
    case ChatEvents.SessionClosed: {
      const d = event.data;
      return { ...state, closedAt: state.closedAt ?? d.at, updatedAt: d.at };
    }
    case DocumentEvents.Attached: {
      const d = event.data;
      if (state.documents.some((doc) => doc.document_id === d.document_id)) return state;
      const doc: SessionDocument = {
        document_id: d.document_id,
        operation_id: d.operation_id,
        filename: d.filename,
        content_type: d.content_type,
        size: d.size,
        attached_at: at,
        analysis_summary: null,
        fields: {},
      };
      return { ...state, documents: [...state.documents, doc], updatedAt: at };
    }
    case DocumentEvents.FieldsExtracted: {
      const d = event.data;
      // What the visitor typed wins over what a document says; a document fills the gaps, but
      // never the address the summary is sent to: a document's address is whoever the document
      // names (an author, a metadata block, a "please use him for all correspondence" line), and
      // the completion email goes only to one the visitor gave as their own in the chat (issue 34).
      const merged = mergeFields(
        state.collected,
        d.fields.filter((f) => f.field !== 'email'),
        at,
        () => false,
      );
      const fields = Object.fromEntries(d.fields.map((f) => [f.field, f.value]));
      const known = state.documents.some((doc) => doc.document_id === d.document_id);
      const documents = known
        ? state.documents.map((doc) => (doc.document_id === d.document_id ? { ...doc, analysis_summary: d.analysis_summary, fields } : doc))
        : [
            ...state.documents,
            {
              document_id: d.document_id,
              operation_id: '',
              filename: '',
              content_type: '',
              size: 0,
              attached_at: at,
              analysis_summary: d.analysis_summary,
              fields,
            },
          ];
      // What the chat proposes for the visitor's yes: the document's confident proposals (h17-docs'
      // DocumentProposal; older events have only `fields`) that filled a gap the visitor had left.
      const confident = d.proposals ? new Set(d.proposals.filter((p) => p.confidence >= DOCUMENT_PROPOSAL_CONFIDENT).map((p) => p.field)) : null;
      const proposed = merged.set.map((f) => f.field).filter((f) => PROPOSED.has(f) && (!confident || confident.has(f)));
      const proposal = [...new Set([...state.proposal, ...proposed])];
      return { ...state, collected: merged.collected, documents, proposal, updatedAt: at };
    }
    default:
      return unhandledEvent(event, state);
  }
}
