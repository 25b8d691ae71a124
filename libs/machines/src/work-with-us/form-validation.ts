import { SELF_DESCRIPTION_OPTIONS, type SelfDescription, workWithUsSubmitRequestSchema } from '@intake/contracts';
import type { FieldErrors, RequiredWorkWithUsField, WorkWithUsFields } from './work-with-us.types.js';

export const SELF_DESCRIPTION_REQUIRED = 'Please select how you would describe yourself';

export function isSelfDescription(value: string): value is SelfDescription {
  return (SELF_DESCRIPTION_OPTIONS as readonly string[]).includes(value);
}

// Name and email go through the very schema the server applies, so the visitor sees the same
// words either way and the client never sends what the server would refuse.
const { name: nameSchema, email: emailSchema } = workWithUsSubmitRequestSchema.shape;

export function fieldProblem(field: RequiredWorkWithUsField, fields: WorkWithUsFields): string | null {
  switch (field) {
    case 'name': {
      const result = nameSchema.safeParse(fields.name);
      return result.success ? null : (result.error.issues[0]?.message ?? 'Invalid name');
    }
    case 'email': {
      const result = emailSchema.safeParse(fields.email);
      return result.success ? null : (result.error.issues[0]?.message ?? 'Invalid email');
    }
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
