import type { QuestionnaireValidation, ValidationPatternName } from '@intake/contracts';
import { fileExtension } from '../work-with-us/attachment-rules.js';

/** What the configuration's generic validators can check on one value. */
export interface FieldRules {
  required?: boolean;
  /** The allowed option values. */
  options?: readonly string[];
  min_selections?: number;
  max_selections?: number;
  min_length?: number;
  max_length?: number;
  max_size_mb?: number;
  /** Lowercase extensions. */
  allowed_types?: readonly string[];
  pattern?: ValidationPatternName;
}

export interface FileLike {
  name: string;
  size: number;
}

const fill = (template: string, n: number | string) => template.replace('{n}', String(n)).replace('{list}', String(n));

const isFile = (v: unknown): v is FileLike =>
  v !== null && typeof v === 'object' && typeof (v as FileLike).name === 'string' && typeof (v as FileLike).size === 'number';

export function matchesPattern(validation: QuestionnaireValidation, pattern: ValidationPatternName, value: string): boolean {
  return new RegExp(validation.patterns[pattern]).test(value);
}

/**
 * The static configuration's generic validator (visitor spec §5): one value against a set of
 * rules, answering with the first broken rule's message, or null. A value is a string, a list of
 * selected values, or a list of files.
 */
export function validateField(value: unknown, rules: FieldRules, validation: QuestionnaireValidation): string | null {
  const m = validation.messages;
  const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
  if (empty) return rules.required ? m.required : null;

  if (Array.isArray(value)) {
    if (value.every(isFile)) {
      for (const file of value) {
        if (rules.max_size_mb !== undefined && file.size > rules.max_size_mb * 1024 * 1024) return fill(m.file_size, rules.max_size_mb);
        if (rules.allowed_types && !rules.allowed_types.includes(fileExtension(file.name))) return fill(m.file_type, rules.allowed_types.join(', '));
      }
      return null;
    }
    if (rules.options && !value.every((v) => typeof v === 'string' && rules.options!.includes(v))) return m.invalid_option;
    if (new Set(value).size !== value.length) return m.invalid_option;
    if (rules.min_selections !== undefined && value.length < rules.min_selections) return fill(m.min_selections, rules.min_selections);
    if (rules.max_selections !== undefined && value.length > rules.max_selections) return fill(m.max_selections, rules.max_selections);
    return null;
  }

  if (typeof value !== 'string') return rules.options ? m.invalid_option : m.required;
  if (rules.options && !rules.options.includes(value)) return m.invalid_option;
  if (rules.min_length !== undefined && value.trim().length < rules.min_length) return fill(m.min_length, rules.min_length);
  if (rules.max_length !== undefined && value.length > rules.max_length) return fill(m.max_length, rules.max_length);
  if (rules.pattern && !matchesPattern(validation, rules.pattern, value.trim())) return m.pattern[rules.pattern];
  return null;
}
