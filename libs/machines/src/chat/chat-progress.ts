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

/** The visitor would rather not give an address ("Not specified" recorded at the contact step). */
export const declinedEmail = (collected: Readonly<Record<string, string>>) => collected.email === NOT_SPECIFIED;

/**
 * What the contact step asks for: the email; once the visitor declined it, who they are, asked
 * once so the team still knows who wrote: their name and organisation, or only the organisation
 * when the name is known. Any answer settles the step (the decider records "Not specified" for
 * what was not given).
 */
export const contactFieldToAsk = (collected: Readonly<Record<string, string>>): 'email' | 'full_name' | 'affiliation' =>
  !declinedEmail(collected) ? 'email' : hasValue(collected, 'full_name') ? 'affiliation' : 'full_name';

/** The contact step is done: an address, or a declined one and the question of who they are answered. */
export const contactSettled = (collected: Readonly<Record<string, string>>) =>
  hasEmail(collected) || (declinedEmail(collected) && hasValue(collected, 'full_name') && hasValue(collected, 'affiliation'));

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

/** What each step of a guide conversation is worth on the bar (they sum to 100). */
const GUIDE_STEP_PERCENT = { content: 30, email: 5, agreed: 5 } as const;

/**
 * How far a guide conversation is towards done, weighed by what the visitor has to tell: each of
 * the three content fields is most of the work (30% each), the email and the Yes to the summary
 * one short entry each (5% each). So the bar reads 90% and 'Nearly complete!' (visitor spec §2,
 * from 90%) once only the email and the Yes are left, 95% at the summary, and 100% only once the
 * visitor agreed. Until 2026-11-25 it read 100% while the email and the Yes were still needed;
 * then five equal fifths (0/20/40/60/80), under which the spec's ≥ 90% state never came (issue 35).
 * The spec's counts (completed_fields of total_fields, 3 in guide mode) are unchanged.
 */
export function guideJourneyPercent(collected: Readonly<Record<string, string>>, complete: boolean): number {
  if (complete) return 100;
  const content = MODE_FIELDS.guide.filter((f) => hasValue(collected, f)).length;
  return content * GUIDE_STEP_PERCENT.content + (hasEmail(collected) ? GUIDE_STEP_PERCENT.email : 0);
}
