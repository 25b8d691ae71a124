/**
 * Errors the application raises on purpose. The HTTP filter maps each to a status and a body
 * with `detail`; anything else is a 500 with a generic detail (and is logged).
 */
export abstract class DomainError extends Error {
  abstract readonly status: number;
  constructor(readonly detail: string) {
    super(detail);
    this.name = new.target.name;
  }
}

export class ValidationError extends DomainError {
  readonly status = 422;
  constructor(
    detail: string,
    readonly errors: { path: string; message: string }[] = [],
  ) {
    super(detail);
  }
}

export class BadRequestError extends DomainError {
  readonly status = 400;
}

export class UnauthorizedError extends DomainError {
  readonly status = 401;
}

/** Known, but not allowed this (an API key on a route it may not call, or without the scope). */
export class ForbiddenError extends DomainError {
  readonly status = 403;
}

export class NotFoundError extends DomainError {
  readonly status = 404;
}

export class ConflictError extends DomainError {
  readonly status = 409;
}

export class PayloadTooLargeError extends DomainError {
  readonly status = 413;
}

export class UnsupportedMediaTypeError extends DomainError {
  readonly status = 415;
}

/** Too many attempts; the client may try again after `retryAfterSeconds` (sent as Retry-After). */
export class TooManyRequestsError extends DomainError {
  readonly status = 429;
  constructor(
    detail: string,
    readonly retryAfterSeconds: number,
  ) {
    super(detail);
  }
}

/** The request is sound but cannot be served safely now; the detail says when to retry. */
export class ServiceUnavailableError extends DomainError {
  readonly status = 503;
}
