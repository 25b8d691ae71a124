import { BadRequestError } from '../errors/domain-errors.js';

export const MAX_LIMIT = 1000;

/** `min` 0 where a call answers more than its list (the list can then be left out). */
export function parseLimit(raw: string | undefined, fallback: number, max: number = MAX_LIMIT, min: 0 | 1 = 1): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min)
    throw new BadRequestError(min === 0 ? 'limit must be a whole number, 0 or more.' : 'limit must be a positive whole number.');
  return Math.min(n, max);
}

/** Past any list we hold; a larger offset (1e20 overflows PostgreSQL's bigint) pages past the end all the same. */
export const MAX_OFFSET = 1_000_000_000;

export function parseOffset(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 0;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new BadRequestError('offset must be zero or a positive whole number.');
  return Math.min(n, MAX_OFFSET);
}
