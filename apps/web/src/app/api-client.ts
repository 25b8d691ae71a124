import { InvalidResponseError, REQUEST_RETRY_ATTEMPTS, REQUEST_TIMEOUT_MS, UPLOAD_RACE_TIMEOUT_MS } from '@intake/machines';

export { InvalidResponseError, REQUEST_TIMEOUT_MS, UPLOAD_RACE_TIMEOUT_MS };

/**
 * What a call's answer must be: a response schema of @intake/contracts (zod's safeParse), or a
 * check written like one where a page must not load zod (the chat, see chat-answers.ts).
 */
export interface ResponseCheck<T> {
  safeParse(body: unknown): { success: true; data: T } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** For the calls whose answer nobody reads (a logout, a beacon-like report): anything passes. */
export const UNREAD_ANSWER: ResponseCheck<unknown> = { safeParse: (body) => ({ success: true, data: body }) };

/** The answer as its check reads it, or an InvalidResponseError that keeps the body. */
export function checkedAnswer<T>(path: string, check: ResponseCheck<T>, body: unknown): T {
  const parsed = check.safeParse(body);
  if (parsed.success) return parsed.data;
  throw new InvalidResponseError(
    path,
    parsed.error.issues.map((issue) => `${issue.path.map(String).join('.')}: ${issue.message}`),
    body,
  );
}

/** A reply outside 2xx. `detail` is what the server wants the visitor to read. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly detail: string | undefined,
    readonly body: unknown,
  ) {
    super(detail ?? `Request failed with status ${status}`);
  }
}

export class RequestTimeoutError extends Error {
  override readonly name = 'RequestTimeoutError';

  constructor() {
    super('Request timed out');
  }
}

/** An upload that lost its race against the upload timer (visitor spec §7). */
export class UploadTimeoutError extends Error {
  override readonly name = 'UploadTimeoutError';

  constructor() {
    super('Upload timed out');
  }
}

let apiBase = '';
let pendingBase: Promise<unknown> | null = null;

/**
 * Where calls go. Empty means this page's own origin, which is how the product ships (the API
 * serves the built app); the backend probe may point it elsewhere at start-up.
 */
export function setApiBase(base: string): void {
  apiBase = base.replace(/\/+$/, '');
}

/**
 * Calls made while the start-up probe runs wait for it, so that none of them goes to a backend
 * the probe is about to reject. A failed probe releases them to whatever base is set.
 */
export function holdRequestsUntil(selection: Promise<unknown>): void {
  const held: Promise<unknown> = selection.then(
    () => undefined,
    () => undefined,
  );
  pendingBase = held;
  void held.then(() => {
    if (pendingBase === held) pendingBase = null;
  });
}

export function apiUrl(path: string): string {
  return `${apiBase}${path}`;
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as a JSON body. */
  json?: unknown;
  /** Sent as is (multipart uploads); the browser sets the content type. */
  body?: FormData | Blob | string;
  headers?: Record<string, string>;
  /** Defaults to 45 s; null leaves timing to the caller's signal (uploads race their own timer). */
  timeoutMs?: number | null;
  signal?: AbortSignal;
}

/** Gateways that had no backend to hand the request to: the next try may find one. */
const RETRYABLE_STATUS = new Set([502, 503, 504]);
const RETRY_DELAY_MS = 250;

/**
 * Visitor spec §9 "retry attempts setting 3": a GET that met a network failure or a 502/503/504
 * is tried again, 3 tries in all, 250 ms and then 500 ms apart. Nothing else is: a POST repeated
 * could repeat its effect, and a time-out has already waited 45 s.
 */
function worthRetrying(error: unknown): boolean {
  if (error instanceof ApiError) return RETRYABLE_STATUS.has(error.status);
  // fetch rejects with a TypeError when the request never got an answer (connection refused,
  // reset); by name, since it may come from another realm than this module's TypeError.
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'TypeError';
}

/**
 * fetch with the product's rules: JSON both ways, a time-out, retries of reads (above), and
 * errors that carry the status and the server's `detail`. Resolves with the body of a 2xx reply
 * (undefined for 204) once `response` accepts it; an answer it refuses is an InvalidResponseError.
 */
export async function apiRequest<T>(path: string, response: ResponseCheck<T>, options: ApiRequestOptions = {}): Promise<T> {
  if (pendingBase) await pendingBase;
  const retries = (options.method ?? 'GET') === 'GET' ? REQUEST_RETRY_ATTEMPTS : 1;
  for (let attempt = 1; ; attempt++) {
    try {
      return checkedAnswer(path, response, await requestOnce(path, options));
    } catch (error) {
      if (attempt >= retries || options.signal?.aborted || !worthRetrying(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * attempt));
      if (options.signal?.aborted) throw error;
    }
  }
}

async function requestOnce(path: string, options: ApiRequestOptions): Promise<unknown> {
  const controller = new AbortController();
  const timeoutMs = options.timeoutMs === undefined ? REQUEST_TIMEOUT_MS : options.timeoutMs;
  let timedOut = false;
  const timer =
    timeoutMs === null
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeoutMs);
  const forwardAbort = () => controller.abort(options.signal?.reason);
  if (options.signal?.aborted) forwardAbort();
  else options.signal?.addEventListener('abort', forwardAbort, { once: true });

  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body = options.body;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }

  try {
    const response = await fetch(apiUrl(path), {
      method: options.method ?? 'GET',
      headers,
      body: body ?? null,
      signal: controller.signal,
      credentials: 'same-origin',
    });
    const text = await response.text();
    const parsed = parseJson(text);
    if (!response.ok) {
      throw new ApiError(response.status, detailOf(parsed.ok ? parsed.value : undefined), parsed.ok ? parsed.value : text);
    }
    if (text === '') return undefined;
    // A 2xx page of HTML means the request never reached the API (e.g. an SPA fallback).
    if (!parsed.ok) throw new ApiError(response.status, 'The server sent an unexpected response', text);
    return parsed.value;
  } catch (error) {
    if (timedOut) throw new RequestTimeoutError();
    throw error;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text === '') return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function detailOf(body: unknown): string | undefined {
  if (body === null || typeof body !== 'object') return undefined;
  const { detail } = body as { detail?: unknown };
  if (typeof detail === 'string' && detail.trim() !== '') return detail;
  // Validation errors from some frameworks arrive as a list of {msg}.
  if (Array.isArray(detail)) {
    const messages = detail
      .map((item: unknown) => (item && typeof item === 'object' ? (item as { msg?: unknown }).msg : item))
      .filter((m): m is string => typeof m === 'string' && m !== '');
    return messages.length > 0 ? messages.join('; ') : undefined;
  }
  return undefined;
}

/**
 * Runs an upload against the 60 s upload timer: when the timer wins, the upload's signal aborts and
 * the result is an UploadTimeoutError. `upload` should pass the signal to apiRequest with
 * `timeoutMs: null`, since the 45 s request time-out is meant for ordinary calls.
 */
export async function raceUploadTimer<T>(upload: (signal: AbortSignal) => Promise<T>, timeoutMs: number = UPLOAD_RACE_TIMEOUT_MS): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort(new UploadTimeoutError());
      reject(new UploadTimeoutError());
    }, timeoutMs);
  });
  try {
    return await Promise.race([upload(controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
