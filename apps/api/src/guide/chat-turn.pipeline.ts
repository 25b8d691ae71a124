import { CHAT_LIMITS, type TurnEngine } from '@intake/contracts';
import { chunkText, composeOfflineReply, type ExtractOutcome, type GuideEngine, type HistoryEntry } from '@intake/guide-engine';
import { composeReply } from './chat-reply.wording.js';
import { questionAnswered, textToExtract, type TurnPlan } from './chat-session.decider.js';
import { NO_ENGINE, valuesOf, type ChatSessionState } from './chat-session.reducer.js';

/**
 * One chat turn, read top to bottom (the handler runs exactly these, in this order):
 *
 * 1. understand: the engine reads the message: what it is (answer, question back, correction, ...)
 *    and the fields it holds, the visitor's own statements only (`understandTurn`);
 * 2. decide: which fields stick, where the session machine goes, what to ask next (`planTurn`, pure);
 * 3. word: the reply: a fixed wording, or the engine's words for an open question (`wordReply`);
 * 4. append: the turn's events against the stream as it is then (`decideTurn`, pure).
 *
 * The offline and the LLM engine plug into steps 1 and 3 through the `GuideEngine` port; steps 2
 * and 4 are the same whatever the engine.
 */

export interface TurnIo {
  signal?: AbortSignal;
  onChunk?: (text: string) => void;
}

/** The last turns the engine sees, oldest first. */
export const historyOf = (state: ChatSessionState): HistoryEntry[] =>
  state.history.slice(-CHAT_LIMITS.promptHistoryTurns).map((h) => ({ role: h.role, content: h.content }));

/** Step 1. Nothing is read before consent; after 'Confirm' the held-back messages are. */
export async function understandTurn(engine: GuideEngine, state: ChatSessionState, message: string, io: TurnIo = {}): Promise<ExtractOutcome> {
  const text = textToExtract(state, message);
  if (!text) return { intent: { kind: 'answer' }, fields: [], engine: NO_ENGINE };
  return engine.extract(
    { message: text, mode: state.mode, collected: valuesOf(state.collected), askedField: questionAnswered(state), history: historyOf(state) },
    { signal: io.signal },
  );
}

const withPreface = (plan: TurnPlan, text: string) => (plan.preface ? `${plan.preface} ${text}` : text);

/** The offline engine's words for an 'engine' plan: what a re-decided turn falls back to. */
export function offlineWording(state: ChatSessionState) {
  return (plan: TurnPlan): string =>
    withPreface(
      plan,
      composeOfflineReply({
        mode: state.mode,
        visitorKind: plan.visitorKind,
        persona: state.persona,
        message: '',
        captured: plan.fields.map((f) => ({ field: f.field, value: f.value })),
        nextField: plan.askedField ?? 'problem',
        askCount: plan.askCount,
        collected: valuesOf(plan.collected),
        history: [],
      }),
    );
}

export interface Worded {
  text: string;
  /** The engine that wrote it; null for a fixed wording. */
  engine: TurnEngine | null;
}

/** Step 3. An open question is worded by the engine (streamed as it comes); everything else has fixed words. */
export async function wordReply(
  engine: GuideEngine,
  state: ChatSessionState,
  message: string,
  plan: TurnPlan,
  contactAddress: string,
  io: TurnIo = {},
): Promise<Worded> {
  if (plan.replyKind === 'engine' && plan.askedField) {
    const out = await engine.reply(
      {
        mode: state.mode,
        visitorKind: plan.visitorKind,
        persona: state.persona,
        message,
        captured: plan.fields.map((f) => ({ field: f.field, value: f.value })),
        nextField: plan.askedField,
        askCount: plan.askCount,
        collected: valuesOf(plan.collected),
        history: historyOf(state),
      },
      io,
    );
    return { text: withPreface(plan, out.text), engine: out.engine };
  }
  // The engine's own wording carries the preface already (offlineWording).
  const fixed = composeReply(plan, state, () => offlineWording(state)(plan), contactAddress);
  const text = plan.replyKind === 'engine' ? fixed : withPreface(plan, fixed);
  if (io.onChunk) for (const chunk of chunkText(text)) io.onChunk(chunk);
  return { text, engine: null };
}

/** A fallback in either half of the turn is what the state reports. */
export function turnEngine(extraction: TurnEngine, reply: TurnEngine | null): TurnEngine {
  if (extraction.fallback) return extraction;
  return reply ?? extraction;
}
