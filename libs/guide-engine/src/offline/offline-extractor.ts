import { NOT_SPECIFIED, PROJECT_STAGES, type ExtractedField, type FieldSource } from '@intake/contracts';
import {
  clip,
  findAffiliation,
  findCategory,
  findCommitment,
  findEmail,
  findFunding,
  findGoal,
  findName,
  findStage,
  findTargetPopulation,
  findTeam,
  findTitle,
  findUrgency,
  findVisitorKind,
  isDecline,
  isQuestion,
  looksLikeBareName,
  looksLikeFullName,
  looksLikeOrganisation,
  scoreSentence,
  sentences,
  wordCount,
  type ContentField,
} from './text-rules.js';

export interface OfflineExtractContext {
  /** The field the guide just asked for; a plain answer becomes its value. */
  askedField: string | null;
  /** Where the text came from; every field records it. */
  source: Omit<FieldSource, 'excerpt'>;
}

const CONTENT_FIELDS: ContentField[] = ['problem', 'solution', 'needs'];
const MAX_VALUE = 600;

/**
 * Rule-based extraction from free text. Each content field takes the sentences that weigh most
 * for it; the smaller facts (stage, contact, goal, ...) have their own patterns. A message that
 * matched nothing but answers the question just asked is taken as that answer.
 */
export function extractOffline(text: string, context: OfflineExtractContext): ExtractedField[] {
  const found = new Map<string, { value: string; excerpt: string }>();
  const put = (field: string, value: string | null, excerpt?: string) => {
    if (value === null || value.trim() === '' || found.has(field)) return;
    found.set(field, { value: clip(value.trim(), MAX_VALUE), excerpt: clip((excerpt ?? value).trim(), 160) });
  };
  const trimmed = text.trim();
  const asked = context.askedField;

  if (asked && isDecline(trimmed)) {
    put(asked, NOT_SPECIFIED, trimmed);
    return toFields(found, context.source);
  }

  // Content fields: each sentence counts for the field it weighs most for.
  const buckets: Record<ContentField, string[]> = { problem: [], solution: [], needs: [] };
  for (const sentence of sentences(trimmed)) {
    if (isQuestion(sentence) && wordCount(sentence) < 12) continue;
    const score = scoreSentence(sentence);
    const best = CONTENT_FIELDS.reduce((a, b) => (score[b] > score[a] ? b : a));
    if (score[best] >= 2) buckets[best].push(sentence);
  }
  for (const field of CONTENT_FIELDS) if (buckets[field].length > 0) put(field, buckets[field].join(' '));

  const email = findEmail(trimmed);
  put('email', email);
  put('full_name', findName(trimmed));
  put('affiliation', findAffiliation(trimmed));
  if (asked === 'email' && email) contactAroundEmail(withoutText(trimmed, email), put);
  const kind = findVisitorKind(trimmed);
  if (kind) put('background', clip(kind.sentence, 300), kind.sentence);
  put('stage', findStage(trimmed));
  put('title', findTitle(trimmed));
  put('team', findTeam(trimmed));
  put('funding', findFunding(trimmed));
  const needsText = found.get('needs')?.value ?? (asked === 'needs' || asked === 'goal' ? trimmed : '');
  put('goal', needsText ? findGoal(needsText) : null);
  put('target_population', findTargetPopulation(trimmed));
  put('urgency', findUrgency(trimmed));
  put('commitment_level', findCommitment(trimmed));
  const category = findCategory([found.get('solution')?.value, asked === 'category' ? trimmed : ''].filter(Boolean).join(' '));
  put('category', category);

  // The plain-answer rule is for answers in the visitor's own words; a message whose sentences
  // already went to other content fields answered something else.
  const contentFound = CONTENT_FIELDS.some((f) => found.has(f));
  if (asked && !found.has(asked) && !(contentFound && (CONTENT_FIELDS as string[]).includes(asked))) answerToAsked(asked, trimmed, email, put);
  return toFields(found, context.source);
}

function withoutText(text: string, part: string): string {
  return text.replace(new RegExp(part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i'), '').trim();
}

/**
 * The contact request says "your name and organisation help too": a reply such as
 * "Ada Lovelace, ada@clinic.org, Mercy Hospital" carries them around the address.
 */
function contactAroundEmail(rest: string, put: (field: string, value: string | null) => void): void {
  const parts = rest.split(/[,;\n()<>]|\s[-–|]\s/).map((p) => p.replace(/^[\s\-–|:]+|[\s\-–|:]+$/g, '')).filter(Boolean);
  put('full_name', parts.map(looksLikeFullName).find((n) => n !== null) ?? null);
  put('affiliation', parts.map(looksLikeOrganisation).find((o) => o !== null) ?? null);
}

/** The plain-answer rule: the visitor answered the question in their own words. */
function answerToAsked(
  asked: string,
  text: string,
  email: string | null,
  put: (field: string, value: string | null, excerpt?: string) => void,
): void {
  const withoutEmail = email ? withoutText(text, email) : text;
  if (withoutEmail === '' || (isQuestion(withoutEmail) && wordCount(withoutEmail) < 12)) return;
  switch (asked) {
    case 'email':
      return;
    case 'full_name':
      put('full_name', looksLikeBareName(withoutEmail.split(/[,\n]/)[0] ?? ''));
      return;
    case 'affiliation':
      if (wordCount(withoutEmail) <= 12) put('affiliation', withoutEmail.replace(/[.!]+$/, ''));
      return;
    case 'stage': {
      const stage = findStage(withoutEmail) ?? PROJECT_STAGES.find((s) => new RegExp(`\\b${s}\\b`, 'i').test(withoutEmail)) ?? null;
      put('stage', stage ?? (wordCount(withoutEmail) >= 2 ? clip(withoutEmail, 200) : null));
      return;
    }
    case 'goal':
      put('goal', findGoal(withoutEmail));
      return;
    default:
      // One-word replies ("yes", "ok") are not answers to an open question.
      if (wordCount(withoutEmail) >= 3) put(asked, withoutEmail);
  }
}

function toFields(found: Map<string, { value: string; excerpt: string }>, source: Omit<FieldSource, 'excerpt'>): ExtractedField[] {
  return [...found].map(([field, { value, excerpt }]) => ({ field, value, source: { ...source, excerpt } }));
}
