import type { ResponseCheck } from './api-client';

/** The kind of one top-level field of an answer; a trailing `?` lets it be missing (or null). */
type Kind = 'string' | 'number' | 'boolean' | 'true' | 'array' | 'object';
type FieldKind = Kind | `${Kind}?`;

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

function hasKind(value: unknown, kind: Kind): boolean {
  switch (kind) {
    case 'true':
      return value === true;
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isRecord(value);
    default:
      return typeof value === kind;
  }
}

/**
 * A check of the top-level fields of an answer, reporting like zod, for the pages that must not
 * load zod (the chat: its budget, docs/public-site.md). Each use names the contract schema it
 * mirrors, and answer-shape.spec.ts holds the two to the same verdicts.
 */
export function answerShape<T>(fields: Record<string, FieldKind>): ResponseCheck<T> {
  return {
    safeParse(body) {
      if (!isRecord(body)) return { success: false, error: { issues: [{ path: [], message: 'expected an object' }] } };
      const issues = Object.entries(fields).flatMap(([key, kind]) => {
        const optional = kind.endsWith('?');
        const value = body[key];
        if (optional && (value === undefined || value === null)) return [];
        return hasKind(value, kind.replace('?', '') as Kind) ? [] : [{ path: [key], message: `expected ${kind.replace('?', '')}` }];
      });
      // The fields named are checked; the caller's type says which of them it reads.
      return issues.length > 0 ? { success: false, error: { issues } } : { success: true, data: body as T };
    },
  };
}

/** `{ success: true }`: the answer of the calls that only confirm (a note added, an export recorded). */
export const SUCCESS_ANSWER = answerShape<{ success: true }>({ success: 'true' });
