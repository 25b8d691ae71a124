/**
 * The vocabulary of what the guide collects. One canonical name per fact, whichever mode, engine
 * or document it came from; the legacy and admin payloads use their own names (LEGACY_FIELD_NAMES).
 */
export const GUIDE_REQUIRED_FIELDS = ['problem', 'solution', 'needs'] as const;

/** Contact details: asked for last, required to send the summary. */
export const CONTACT_FIELDS = ['full_name', 'email', 'affiliation'] as const;

/** Everything the engines may extract; `contact` is a document's raw contact line. */
export const CANONICAL_FIELDS = [
  'problem',
  'solution',
  'needs',
  'stage',
  'title',
  'team',
  'funding',
  'goal',
  'full_name',
  'email',
  'affiliation',
  'background',
  'target_population',
  'category',
  'urgency',
  'commitment_level',
  'additional_info',
  'contact',
] as const;
export type CanonicalField = (typeof CANONICAL_FIELDS)[number];

/** Visitor spec §9: 12 fields in legacy mode, named as the legacy client and the admin area read them. */
export const LEGACY_FIELDS = [
  'full_name',
  'email',
  'affiliation',
  'background',
  'problem_statement',
  'solution_description',
  'target_population',
  'category',
  'project_stage',
  'support_needed',
  'urgency',
  'commitment_level',
] as const;
export type LegacyField = (typeof LEGACY_FIELDS)[number];

/** Canonical name → the name the legacy client and the admin area use (admin spec §3). */
export const LEGACY_FIELD_NAMES: Partial<Record<CanonicalField, string>> = {
  problem: 'problem_statement',
  solution: 'solution_description',
  needs: 'support_needed',
  stage: 'project_stage',
  title: 'project_title',
  goal: 'main_goal',
};

export const toLegacyName = (field: string): string => LEGACY_FIELD_NAMES[field as CanonicalField] ?? field;

const CANONICAL_BY_LEGACY: Record<string, CanonicalField> = Object.fromEntries(
  Object.entries(LEGACY_FIELD_NAMES).map(([canonical, legacy]) => [legacy, canonical as CanonicalField]),
);

export const toCanonicalName = (field: string): string => CANONICAL_BY_LEGACY[field] ?? field;

/** The canonical fields each mode counts towards progress. */
export const MODE_FIELDS = {
  guide: GUIDE_REQUIRED_FIELDS as readonly CanonicalField[],
  legacy: LEGACY_FIELDS.map((f) => toCanonicalName(f) as CanonicalField) as readonly CanonicalField[],
} as const;

export type ChatMode = keyof typeof MODE_FIELDS;

/** Visitor goals, each with its completion email template (visitor spec §3). */
export const VISITOR_GOALS = ['funding', 'technical', 'regulatory', 'collaboration'] as const;
export type VisitorGoal = (typeof VISITOR_GOALS)[number];

/** Project stages, as the questionnaire names them (visitor spec §3, Q5). */
export const PROJECT_STAGES = ['concept', 'prototype', 'live', 'established'] as const;
export type ProjectStage = (typeof PROJECT_STAGES)[number];

/** A value recorded when the visitor declines to answer, so the guide stops asking. */
export const NOT_SPECIFIED = 'Not specified';
