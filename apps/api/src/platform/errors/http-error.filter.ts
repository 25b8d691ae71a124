import { Catch, HttpException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { ConcurrencyError } from '@intake/event-store';
import type { ErrorBody } from '@intake/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { DomainError, TooManyRequestsError, ValidationError } from './domain-errors.js';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './database-unavailable.js';

export const DATABASE_UNAVAILABLE_DETAIL = 'The service is briefly unavailable (its database cannot be reached). Nothing was saved; please try again shortly.';

/** Fastify's own client errors (broken JSON, body too large, wrong content type) by code. */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; detail: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, detail: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, detail: 'The request body is empty; a JSON object was expected.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, detail: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, detail: 'Unsupported content type.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, detail: 'The Content-Length header does not match the body.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 406, detail: 'The request is not multipart/form-data.' },
};

export function toErrorBody(err: unknown): { status: number; body: ErrorBody; unexpected: boolean } {
  if (err instanceof ValidationError) {
    return { status: err.status, body: { detail: err.detail, status: err.status, errors: err.errors }, unexpected: false };
  }
  if (err instanceof DomainError) return { status: err.status, body: { detail: err.detail, status: err.status }, unexpected: false };
  if (err instanceof ConcurrencyError) {
    return { status: 409, body: { detail: 'This record was changed by someone else; please retry.', status: 409 }, unexpected: false };
  }
  if (err instanceof HttpException) {
    const status = err.getStatus();
    const res = err.getResponse();
    const message = typeof res === 'string' ? res : ((res as { message?: unknown }).message ?? err.message);
    const detail = Array.isArray(message) ? message.join('; ') : String(message);
    return { status, body: { detail, status }, unexpected: status >= 500 };
  }
  if (isDatabaseUnavailable(err)) {
    return { status: 503, body: { detail: DATABASE_UNAVAILABLE_DETAIL, status: 503 }, unexpected: false };
  }
  const code = (err as { code?: string }).code;
  const known = code ? FASTIFY_CLIENT_ERRORS[code] : undefined;
  if (known) return { status: known.status, body: { detail: known.detail, status: known.status }, unexpected: false };
  const statusCode = (err as { statusCode?: number }).statusCode;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    return { status: statusCode, body: { detail: (err as Error).message || 'Bad request.', status: statusCode }, unexpected: false };
  }
  return { status: 500, body: { detail: 'Something went wrong on our side. Please try again later.', status: 500 }, unexpected: true };
}

@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  constructor(
    private readonly logger: Logger,
    /** Serves the web app for unknown page paths; true when it answered. */
    private readonly spaFallback: (req: FastifyRequest, reply: FastifyReply) => boolean = () => false,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const { status, body, unexpected } = toErrorBody(exception);
    if (status === 404 && exception instanceof HttpException && this.spaFallback(http.getRequest<FastifyRequest>(), reply)) return;
    const databaseAway = status === 503 && isDatabaseUnavailable(exception);
    if (unexpected) this.logger.error({ err: exception }, 'unhandled error');
    else if (databaseAway) this.logger.warn({ err: exception }, 'database unavailable; answered 503');
    if (reply.sent) return;
    if (exception instanceof TooManyRequestsError) void reply.header('retry-after', String(exception.retryAfterSeconds));
    if (databaseAway) void reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    void reply.status(status).header('content-type', 'application/json; charset=utf-8').send(body);
  }
}
