import type { z } from 'zod';
import { BadRequestError, ValidationError } from '../errors/domain-errors.js';

/** Validates a request body with its shared zod schema; the detail names every bad field. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  if (body === undefined || body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new BadRequestError('A JSON object body is required.');
  }
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const errors = result.error.issues.map((i) => ({ path: i.path.join('.') || '(body)', message: i.message }));
  const detail = errors.map((e) => `${e.path}: ${e.message}`).join('; ');
  throw new ValidationError(detail, errors);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
export const isUuid = (s: string) => UUID.test(s);
