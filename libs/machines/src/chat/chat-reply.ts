import { AGREE_TO_PROCEED_PHRASE, CHAT_BEHAVIOUR_MESSAGES, CHAT_LIMITS, VALID_EMAIL_PHRASE, toLegacyName, type ChatStage } from '@intake/contracts';

/** What the chat takes from any reply (guide message, legacy chat, stream completion, contact). */
export interface ChatReply {
  sessionId: string | null;
  response: string | null;
  percent: number | null;
  completedFields: number | null;
  totalFields: number | null;
  stage: ChatStage | null;
  shouldWrapUp: boolean;
  /** True, false, or not said; only an explicit false blocks completion at 100%. */
  isComplete: boolean | null;
  conversationCompleted: boolean;
  engineFallback: boolean;
  /** The collected values by the legacy/admin names (full_name, email, project_title, …); null if the reply has none. */
  collected: Record<string, string> | null;
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const STAGES: readonly string[] = ['consent', 'collecting', 'contact', 'wrapping_up', 'complete'];

/**
 * extracted_info (admin names), else extracted_data or questionnaire_data (the names of the
 * session's mode: a guide session's `title` is the legacy `project_title`), string values only.
 */
function collectedOf(r: Record<string, unknown>): Record<string, string> | null {
  const source = [r.extracted_info, r.extracted_data, r.questionnaire_data].find((v) => v && typeof v === 'object' && !Array.isArray(v));
  if (!source) return null;
  return Object.fromEntries(
    Object.entries(source as Record<string, unknown>).flatMap(([k, v]) => (typeof v === 'string' && v.trim() !== '' ? [[toLegacyName(k), v]] : [])),
  );
}

/**
 * Reads the "chat response fields" of visitor spec §3 leniently: the client may talk to a backend
 * that sends only some of them, so each figure has its fallbacks.
 */
export function readChatReply(raw: unknown): ChatReply {
  const r = obj(raw);
  const state = obj(r.state);
  const progress = obj(r.progress);
  const qs = obj(r.questionnaire_status);
  const guideProgress = obj(state.progress);
  const guideFlags = ['problem', 'solution', 'needs'].map((k) => guideProgress[k]).filter((v) => typeof v === 'boolean') as boolean[];
  const percent =
    num(progress.progress_percentage) ??
    num(r.completion_percentage) ??
    num(qs.progress_percent) ??
    num(state.progress_percentage) ??
    (typeof r.progress === 'number' ? num(r.progress) : null) ??
    (guideFlags.length > 0 ? Math.round((guideFlags.filter(Boolean).length / 3) * 100) : null);
  const stage = typeof state.conv_stage === 'string' && STAGES.includes(state.conv_stage) ? (state.conv_stage as ChatStage) : null;
  const isComplete = typeof r.is_complete === 'boolean' ? r.is_complete : typeof qs.is_complete === 'boolean' ? qs.is_complete : null;
  return {
    sessionId: typeof r.session_id === 'string' ? r.session_id : null,
    response: typeof r.response === 'string' ? r.response : null,
    percent: percent === null ? null : Math.max(0, Math.min(100, percent)),
    completedFields: num(progress.completed_fields) ?? num(qs.completed_fields),
    totalFields: num(progress.total_fields) ?? num(qs.total_fields),
    stage,
    shouldWrapUp: state.should_wrap_up === true,
    isComplete,
    conversationCompleted: qs.conversation_completed === true || r.conversation_completed === true,
    engineFallback: obj(state.engine).fallback != null,
    collected: collectedOf(r),
  };
}

/** Visitor spec §4 step 4: is_complete or conversation_completed, or ≥ 100% and not explicitly incomplete. */
export function completesConversation(reply: ChatReply): boolean {
  if (reply.isComplete === true || reply.conversationCompleted || reply.stage === 'complete') return true;
  return reply.percent !== null && reply.percent >= 100 && reply.isComplete !== false;
}

/** Why a send failed, as the client's HTTP layer classifies it. */
export interface ChatFailure {
  kind: 'not-found' | 'timeout' | 'server' | 'client' | 'stream' | 'network';
  status?: number;
  /** The technical message (§8 "Chat API messages"), for the log. */
  message: string;
}

/** Visitor spec §8 "Chat behaviour": what the bot says after a failed send. */
export function failureReply(failure: ChatFailure, random: () => number): { text: string; isError: boolean } {
  switch (failure.kind) {
    case 'not-found':
      return { text: CHAT_BEHAVIOUR_MESSAGES.serviceUnavailable, isError: true };
    case 'timeout':
      return { text: CHAT_BEHAVIOUR_MESSAGES.timeout, isError: true };
    case 'server':
      return { text: CHAT_BEHAVIOUR_MESSAGES.serverError, isError: true };
    case 'client':
      return { text: CHAT_BEHAVIOUR_MESSAGES.badRequest, isError: true };
    case 'stream':
      return { text: CHAT_BEHAVIOUR_MESSAGES.streamingError, isError: true };
    case 'network': {
      const replies = CHAT_BEHAVIOUR_MESSAGES.fallbackReplies;
      return { text: replies[Math.min(replies.length - 1, Math.floor(random() * replies.length))]!, isError: false };
    }
  }
}

/** Visitor spec §2: Yes/No quick buttons when the bot asks 'do you agree to proceed?'. */
export const asksToProceed = (text: string | undefined) => (text ?? '').toLowerCase().includes(AGREE_TO_PROCEED_PHRASE);

/** Visitor spec §2: the email entry box when the bot asks for a valid email. */
export const asksForEmail = (text: string | undefined) => (text ?? '').toLowerCase().includes(VALID_EMAIL_PHRASE);

/** Progress bar: 'Nearly complete!' and green from 90%. */
export const isNearlyComplete = (percent: number) => percent >= CHAT_LIMITS.nearlyCompletePercent;
