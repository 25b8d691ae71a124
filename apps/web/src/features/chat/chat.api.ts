import { CHAT_ERRORS, GUIDE_TEXT, type ChatStreamEvent, type PersonaFlow } from '@intake/contracts';
import type { ChatFailure, FinishInput, InitSessionInput, InitSessionOutput } from '@intake/machines';
import { referrerPage } from '../../app/analytics/page-paths';
import { newSessionId } from '../../app/analytics/session-id';
import { answerShape } from '../../app/answer-shape';
import { ApiError, apiRequest, apiUrl, InvalidResponseError, RequestTimeoutError, REQUEST_TIMEOUT_MS, type ResponseCheck } from '../../app/api-client';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
export const isValidSessionId = (id: string | null | undefined): id is string => typeof id === 'string' && UUID.test(id);

/** An HTTP or transport problem as the chat machine classifies it (visitor spec §8). */
export class ChatCallError extends Error implements ChatFailure {
  override readonly name = 'ChatCallError';
  constructor(
    readonly kind: ChatFailure['kind'],
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export function classifyStatus(status: number, text: string): ChatCallError {
  const message = CHAT_ERRORS.http(status, text);
  if (status === 404) return new ChatCallError('not-found', message, status);
  if (status >= 500) return new ChatCallError('server', message, status);
  return new ChatCallError('client', message, status);
}

/** Any error of a chat call, as a ChatFailure-shaped error. */
export function toChatCallError(error: unknown): ChatCallError {
  if (error instanceof ChatCallError) return error;
  if (error instanceof RequestTimeoutError) return new ChatCallError('timeout', CHAT_ERRORS.requestTimedOut);
  // A 2xx answer off its contract: the spec's "body is not readable", handled as a broken stream is.
  if (error instanceof InvalidResponseError) return new ChatCallError('stream', CHAT_ERRORS.bodyNotReadable);
  if (error instanceof ApiError) return classifyStatus(error.status, error.detail ?? (typeof error.body === 'string' ? error.body : 'Request failed'));
  return new ChatCallError('network', error instanceof Error ? error.message : String(error));
}

/**
 * The chat's answers, checked without zod (the chat page loads none, docs/public-site.md): the
 * top-level fields each call reads, as its contract schema (guide.schema.ts) has them. A session id
 * may be missing here: the init below says 'No Guide session available' for that, as the spec does.
 */
const ANSWERS = {
  /** createGuideSessionResponseSchema */
  guideSession: answerShape<{ session_id?: string; message?: string; state?: unknown }>({ session_id: 'string?', message: 'string?' }),
  /** POST /api/session/restart: success, session_id (visitor spec §7) */
  restarted: answerShape<{ session_id?: string; message?: string }>({ session_id: 'string?', message: 'string?' }),
  /** GET /api/session/{id}: the session record (SessionRecord) */
  session: answerShape<RestoredSession>({ conversation_history: 'array' }),
  /** guideMessageResponseSchema: what the chat machine reads of a reply */
  reply: answerShape<unknown>({ response: 'string', session_id: 'string?' }),
  /** POST /api/guide/submissions/{id}/contact, the completion e-mail and the cleanup: success */
  success: answerShape<unknown>({ success: 'boolean' }),
  /** POST /api/export: the session record */
  exported: answerShape<unknown>({ conversation_history: 'array?' }),
} satisfies Record<string, ResponseCheck<unknown>>;

/** One JSON call of the chat; replaceable so the session logic can be checked without a server. */
export type ChatCall = <T>(path: string, check: ResponseCheck<T>, json?: unknown, signal?: AbortSignal, method?: 'GET' | 'POST') => Promise<T>;

async function call<T>(path: string, check: ResponseCheck<T>, json?: unknown, signal?: AbortSignal, method: 'GET' | 'POST' = 'POST'): Promise<T> {
  try {
    return await apiRequest(path, check, { method, json, signal });
  } catch (error) {
    throw toChatCallError(error);
  }
}

/** What the browser says about itself (visitor spec §3 session record metadata). */
export function clientMetadata(): Record<string, string> {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  return {
    user_agent: nav?.userAgent ?? '',
    platform: (nav as Navigator & { userAgentData?: { platform?: string } })?.userAgentData?.platform ?? nav?.platform ?? '',
    screen_resolution: typeof screen === 'undefined' ? '' : `${screen.width}x${screen.height}`,
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    language: nav?.language ?? '',
    referrer: typeof document === 'undefined' ? '' : document.referrer,
  };
}

interface RestoredSession {
  conversation_history: { role: 'user' | 'assistant'; content: string; timestamp: string }[];
  [key: string]: unknown;
}

async function restore(sessionId: string, signal: AbortSignal | undefined, send: ChatCall): Promise<InitSessionOutput | null> {
  try {
    const record = await send(`/api/session/${sessionId}`, ANSWERS.session, undefined, signal, 'GET');
    return {
      sessionId,
      messages: record.conversation_history.map((h) => ({ content: h.content, isUser: h.role === 'user', timestamp: h.timestamp })),
      reply: record,
    };
  } catch (error) {
    if (error instanceof ChatCallError && error.kind === 'not-found') return null;
    throw error;
  }
}

/**
 * Visitor spec §4 step 1: a stored session id is reused when it is a valid UUID the server still
 * knows; otherwise a new session. Guide sessions come from POST /api/guide/sessions; legacy ones
 * from POST /api/session/restart (§7: returns success, session_id), which also closes the session
 * being replaced. The server then knows a legacy session before its first message, so a document
 * can be uploaded into it at once. Only a backend without the restart call (404) leaves the legacy
 * client to name its own session, which such a server opens with the first message.
 */
export async function initChatSession(input: InitSessionInput, signal?: AbortSignal, send: ChatCall = call): Promise<InitSessionOutput> {
  if (isValidSessionId(input.storedSessionId)) {
    const restored = await restore(input.storedSessionId, signal, send);
    if (restored) return restored;
  }
  const greeting = { content: GUIDE_TEXT.consentGreeting, isUser: false, timestamp: new Date().toISOString() };
  const options = { persona_flow: input.persona, auto_confirm_consent: input.autoConfirm, metadata: clientMetadata() };
  if (input.mode === 'guide') {
    const created = await send('/api/guide/sessions', ANSWERS.guideSession, options, signal);
    if (!isValidSessionId(created.session_id)) throw new ChatCallError('network', CHAT_ERRORS.noGuideSession);
    return { sessionId: created.session_id, messages: [{ ...greeting, content: created.message ?? greeting.content }], reply: created };
  }
  try {
    const restarted = await send(
      '/api/session/restart',
      ANSWERS.restarted,
      { ...(input.previousSessionId ? { session_id: input.previousSessionId } : {}), ...options },
      signal,
    );
    if (!isValidSessionId(restarted.session_id)) throw new ChatCallError('network', CHAT_ERRORS.noGuideSession);
    return { sessionId: restarted.session_id, messages: [{ ...greeting, content: restarted.message ?? greeting.content }], reply: null };
  } catch (error) {
    if (error instanceof ChatCallError && error.kind === 'not-found') return { sessionId: newSessionId(), messages: [greeting], reply: null };
    throw error;
  }
}

export function sendGuideMessage(sessionId: string, message: string, signal?: AbortSignal): Promise<unknown> {
  return call(`/api/guide/submissions/${sessionId}/message`, ANSWERS.reply, { message }, signal);
}

export interface LegacyOptions {
  persona: PersonaFlow | null;
  autoConfirm: boolean;
}

/** Visitor spec §3 "Chat request"; `referral_page` is the page the visitor came from (origin and path), or null. */
export function chatRequest(sessionId: string, message: string, options: LegacyOptions, meta: Record<string, string> = clientMetadata()) {
  return {
    message,
    session_id: sessionId,
    conversation_type: 'ai_chat',
    user_timezone: meta.timezone,
    referral_page: referrerPage(meta.referrer),
    user_agent: meta.user_agent,
    device_info: { screen_resolution: meta.screen_resolution, platform: meta.platform, language: meta.language },
    persona_flow: options.persona,
    auto_confirm_consent: options.autoConfirm,
  };
}

/**
 * Splits server-sent-event text into events: `data: ` lines carry one JSON object each. Returns
 * the events and the unfinished tail to prepend to the next piece.
 */
export function parseSse(buffer: string): { events: ChatStreamEvent[]; rest: string } {
  const lines = buffer.split(/\r?\n/);
  const rest = lines.pop() ?? '';
  const events: ChatStreamEvent[] = [];
  for (const line of lines) {
    if (!line.startsWith('data:')) continue;
    const payload = line.slice(5).trim();
    if (payload === '' || payload === '[DONE]') continue;
    try {
      events.push(JSON.parse(payload) as ChatStreamEvent);
    } catch {
      // A line that is not JSON is not ours; the stream goes on.
    }
  }
  return { events, rest };
}

export interface StreamHandlers {
  onChunk(content: string): void;
}

/** POST /api/chat/stream: resolves with the `complete` event's reply; an `error` event rejects. */
export async function streamLegacyMessage(
  sessionId: string,
  message: string,
  options: LegacyOptions,
  handlers: StreamHandlers,
  signal?: AbortSignal,
): Promise<unknown> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const forward = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', forward, { once: true });
  try {
    const response = await fetch(apiUrl('/api/chat/stream'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify(chatRequest(sessionId, message, options)),
      signal: controller.signal,
      credentials: 'same-origin',
    });
    if (!response.ok) {
      const text = await response.text().catch(() => '');
      let detail = response.statusText || text;
      try {
        detail = (JSON.parse(text) as { detail?: string }).detail ?? detail;
      } catch {
        // Not JSON: the status text stands.
      }
      throw classifyStatus(response.status, detail);
    }
    if (!response.body) throw new ChatCallError('stream', CHAT_ERRORS.bodyNotReadable);
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { done, value } = await reader.read();
      buffer += decoder.decode(value, { stream: !done });
      const parsed = parseSse(done ? `${buffer}\n` : buffer);
      buffer = parsed.rest;
      for (const event of parsed.events) {
        if (event.type === 'chunk') handlers.onChunk(event.content);
        else if (event.type === 'complete') return event;
        else if (event.type === 'error') throw new ChatCallError(event.status === 404 ? 'not-found' : 'stream', event.message, event.status);
      }
      if (done) throw new ChatCallError('stream', 'The stream ended without a reply');
    }
  } catch (error) {
    if (timedOut) throw new ChatCallError('timeout', CHAT_ERRORS.requestTimedOut);
    throw toChatCallError(error);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forward);
  }
}

export function sendContact(sessionId: string, email: string, fullName: string, signal?: AbortSignal): Promise<unknown> {
  if (!isValidSessionId(sessionId)) return Promise.reject(new ChatCallError('network', CHAT_ERRORS.noGuideSession));
  return call(`/api/guide/submissions/${sessionId}/contact`, ANSWERS.success, { full_name: fullName, email, affiliation: '' }, signal);
}

/** Visitor spec §7: user_email, user_name, project_title, completion_percentage, session_data. */
export function completionEmailRequest(input: FinishInput) {
  return {
    user_email: input.userEmail,
    user_name: input.userName,
    project_title: input.projectTitle,
    completion_percentage: input.completionPercentage,
    session_data: input.sessionData,
  };
}

export function sendCompletionEmail(input: FinishInput, signal?: AbortSignal): Promise<unknown> {
  return call(`/api/session/${input.sessionId}/send-completion-email`, ANSWERS.success, completionEmailRequest(input), signal);
}

export function exportSession(sessionId: string, signal?: AbortSignal): Promise<unknown> {
  return call('/api/export', ANSWERS.exported, { session_id: sessionId, format: 'json' }, signal);
}

export function cleanupSession(sessionId: string, signal?: AbortSignal): Promise<unknown> {
  return call(`/api/session/cleanup/${sessionId}`, ANSWERS.success, undefined, signal);
}

/** Visitor spec §7: the guide session's metadata, sent by beacon when the page is left. */
export function beaconSessionMetadata(sessionId: string, metadata: Record<string, unknown>): boolean {
  if (!isValidSessionId(sessionId) || typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return false;
  const body = new Blob([JSON.stringify({ metadata })], { type: 'application/json' });
  return navigator.sendBeacon(apiUrl(`/api/guide/sessions/${sessionId}/track-metadata`), body);
}
