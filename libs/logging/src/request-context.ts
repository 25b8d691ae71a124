import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** What a request carries through everything it causes: log lines, appended events, queued jobs. */
export interface RequestContext {
  requestId: string;
}

export const requestContext = new AsyncLocalStorage<RequestContext>();

/** The id of the request being served, if any (processors and jobs run outside requests). */
export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}

// A caller's id is kept only if it is short and plain: it is echoed in a header and written to
// logs and events, so anything else (header injection, personal data, megabytes) is replaced.
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The incoming `x-request-id` when it is sane, otherwise a new one. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && SANE_REQUEST_ID.test(value) ? value : randomUUID();
}
