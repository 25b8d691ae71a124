/** Socket errors of a database connection that is refused, reset or cut. */
// (A query written as the socket is cut fails in the stream itself: ERR_STREAM_DESTROYED, ERR_STREAM_WRITE_AFTER_END.)
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ECONNABORTED',
  'ERR_STREAM_DESTROYED',
  'ERR_STREAM_WRITE_AFTER_END',
  'ERR_SOCKET_CLOSED',
]);
/** PostgreSQL's SQLSTATEs for a server that is not there to answer: classes 08 and 57P, and 53300. */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-4]|53300)$/;
/** What pg and pg-pool say when a connection ends or cannot be had (they set no code). */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|Client has encountered a connection error|Client was closed and is not queryable|timeout exceeded when trying to connect|Connection terminated due to connection timeout|Query read timeout)/;

/** Seconds a client is told to wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 10;

/**
 * True when `err` says the database could not be reached (not that a query was wrong): such a
 * request is sound and answers 503 with Retry-After, never 500. AggregateError (a refused
 * connection to every address of a host name) is read through its parts.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  if (err instanceof AggregateError) return err.errors.length > 0 && err.errors.every(isDatabaseUnavailable);
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
  if (UNAVAILABLE_MESSAGE.test(err.message)) return true;
  // An error that wraps the connection's own (a store or a budget that adds what it was doing) says the same.
  return err.cause !== undefined && err.cause !== err && isDatabaseUnavailable(err.cause);
}
