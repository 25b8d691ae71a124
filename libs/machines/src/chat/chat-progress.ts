import { MODE_FIELDS, NOT_SPECIFIED, toLegacyName, type ChatMode } from '@intake/contracts';

/** The order the guide asks in; legacy mode asks its longer list, then contact details. */
const ASK_ORDER: Record<ChatMode, readonly string[]> = {
  guide: ['problem', 'solution', 'needs'],
  legacy: ['problem', 'solution', 'target_population', 'stage', 'category', 'needs', 'urgency', 'commitment_level', 'background'],
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const hasValue = (collected: Readonly<Record<string, string>>, field: string) => {
  const v = collected[field];
  return typeof v === 'string' && v.trim() !== '';
};

export const hasEmail = (collected: Readonly<Record<string, string>>) => EMAIL.test(collected.email ?? '');

/** The next content field to ask for, or null when every one has an answer (or was declined). */
export function nextContentField(mode: ChatMode, collected: Readonly<Record<string, string>>): string | null {
  return ASK_ORDER[mode].find((f) => !hasValue(collected, f)) ?? null;
}

export const contentDone = (mode: ChatMode, collected: Readonly<Record<string, string>>) => nextContentField(mode, collected) === null;

export interface ProgressFigures {
  completed: string[];
  missing: string[];
  total: number;
  percent: number;
}

/** Visitor spec §3 Progress: 3 fields in guide mode, 12 in legacy mode; a declined field counts as covered. */
export function progressOf(mode: ChatMode, collected: Readonly<Record<string, string>>): ProgressFigures {
  const fields = MODE_FIELDS[mode];
  const completed = fields.filter((f) => hasValue(collected, f) && (f !== 'email' || hasEmail(collected)));
  const missing = fields.filter((f) => !completed.includes(f));
  return { completed, missing, total: fields.length, percent: Math.round((completed.length / fields.length) * 100) };
}

/** How a field is named to the client in each mode. */
export const clientFieldName = (mode: ChatMode, field: string) => (mode === 'legacy' ? toLegacyName(field) : field);

export const isDeclined = (value: string | undefined) => value === NOT_SPECIFIED;

/**
 * How far a guide conversation is towards done, honestly: its three content fields, then the
 * email, then the visitor's Yes to the summary, a fifth each. The bar so reads 60% with the
 * content told, 80% at the summary, and 100% (and 'Nearly complete!', from 90%) only once the
 * visitor agreed; until 2026-11-25 it read 100% while the email and the Yes were still needed.
 * The spec's counts (completed_fields of total_fields, 3 in guide mode) are unchanged.
 */
export function guideJourneyPercent(collected: Readonly<Record<string, string>>, complete: boolean): number {
  if (complete) return 100;
  const content = MODE_FIELDS.guide.filter((f) => hasValue(collected, f)).length;
  return Math.round(((content + (hasEmail(collected) ? 1 : 0)) / (MODE_FIELDS.guide.length + 2)) * 100);
}
