import { SELF_DESCRIPTION_OPTIONS, type SelfDescription } from '@intake/contracts';
import type { FieldErrors, RequiredWorkWithUsField, WorkWithUsFields } from './work-with-us.types.js';

export const SELF_DESCRIPTION_REQUIRED = 'Please select how you would describe yourself';

export function isSelfDescription(value: string): value is SelfDescription {
  return (SELF_DESCRIPTION_OPTIONS as readonly string[]).includes(value);
}

// Name and email are judged as the server's schema (`workWithUsSubmitRequestSchema`) judges them,
// with its words, so the visitor sees the same either way and the client never sends what the
// server would refuse. Written out rather than read from the schema: zod with the contracts' schemas
// is 24 kB gzip, and the form page would load it for two string checks (issue 32).
// form-validation.spec.ts compares both on generated inputs.
const NAME_MAX = 200;
const EMAIL_MAX = 320;
/** zod 4's `z.email()` pattern. */
const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const EMAIL_INVALID = 'Please enter a valid email address';

const tooLong = (max: number) => `Too big: expected string to have <=${max} characters`;

/** Lengths as zod counts them: in code points (a surrogate pair is one; a lone surrogate counts itself). */
function codePointLength(text: string): number {
  let count = text.length;
  for (let i = 0; i < text.length - 1; i++) {
    if ((text.charCodeAt(i) & 0xfc00) === 0xd800 && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      count--;
      i++;
    }
  }
  return count;
}

function nameProblem(value: string): string | null {
  const name = value.trim();
  if (name.length < 1) return 'Name is required';
  return codePointLength(name) > NAME_MAX ? tooLong(NAME_MAX) : null;
}

function emailProblem(value: string): string | null {
  const email = value.trim();
  if (email.length < 1) return 'Email is required';
  if (codePointLength(email) > EMAIL_MAX) return tooLong(EMAIL_MAX);
  return EMAIL_PATTERN.test(email) ? null : EMAIL_INVALID;
}

export function fieldProblem(field: RequiredWorkWithUsField, fields: WorkWithUsFields): string | null {
  switch (field) {
    case 'name':
      return nameProblem(fields.name);
    case 'email':
      return emailProblem(fields.email);
    case 'selfDescription':
      return isSelfDescription(fields.selfDescription) ? null : SELF_DESCRIPTION_REQUIRED;
  }
}

export function validateFields(fields: WorkWithUsFields): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of ['name', 'email', 'selfDescription'] as const) {
    const problem = fieldProblem(field, fields);
    if (problem) errors[field] = problem;
  }
  return errors;
}
