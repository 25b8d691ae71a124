import { PROJECT_STAGES, type ProjectStage } from '@intake/contracts';
import { readWeights } from './sentence-classifier.js';
import { scoreTokens, type LoadedModel, type SentenceClass } from './sentence-classifier.model.js';
import type { FeatureToken } from './sentence-features.js';

/** The stage model's labels: the spec's four stages, and none for a sentence that tells no stage. */
export const STAGE_LABELS = [...PROJECT_STAGES, 'none'] as const;
export type StageModelLabel = (typeof STAGE_LABELS)[number];

/**
 * How far along a project is, from a sentence that tells it ("40 families have used it since
 * September", "only sketches so far"): the stage words people use are too many for rules, so a
 * model trained on labelled sentences (libs/guide-engine/training/stages.tsv, `npm run train --
 * guide`) reads them. It is asked only about sentences the sentence model reads as telling the
 * stage; the weights ship beside this file and load on first use.
 */
const WEIGHTS_URL = new URL('./stage-classifier.weights.json', import.meta.url);

let model: LoadedModel<StageModelLabel> | null = null;
export function stageModel(): LoadedModel<StageModelLabel> {
  model ??= readWeights<StageModelLabel>(WEIGHTS_URL);
  return model;
}

export const classifyStageTokens = (tokens: readonly FeatureToken[]): SentenceClass<StageModelLabel> => scoreTokens(stageModel(), tokens);

/** A sentence the sentence model read, with its tokens. */
export interface StageCandidate {
  tokens: readonly FeatureToken[];
  /** The sentence, kept as the excerpt of a stage inferred from it. */
  text?: string;
  /** The sentence model's probability that the sentence tells the stage. */
  stageScore: number;
}

/**
 * How sure the models must be. A sentence the sentence model reads as telling the stage needs the
 * stage model's reading of which stage; any other sentence ("Sixty families have come through this
 * year", read as the solution) is taken only when the stage model is sure it tells one at all.
 */
const TELLS_STAGE = 0.2;
const SURE_OF_STAGE = 0.5;
const TELLS_NONE_BELOW = 0.2;
const SURE_UNASKED = 0.6;
const ESTABLISHED_SURE = 0.9;

/** Which of the four stages a sentence tells, and how surely among them (its chance of telling none set apart). */
function stageOf(tokens: readonly FeatureToken[]): { label: ProjectStage; confidence: number; scores: Record<ProjectStage, number>; none: number } {
  const read = classifyStageTokens(tokens);
  const none = read.scores.none;
  const scores = Object.fromEntries(PROJECT_STAGES.map((s) => [s, read.scores[s] / Math.max(1e-9, 1 - none)])) as Record<ProjectStage, number>;
  const label = PROJECT_STAGES.reduce((a, b) => (scores[b] > scores[a] ? b : a));
  return { label, confidence: scores[label], scores, none };
}

/** The stage the surest stage-telling sentence names, or null when none tells it surely. */
export function stageFromModel(candidates: readonly StageCandidate[]): ProjectStage | null {
  return stageReading(candidates)?.stage ?? null;
}

/**
 * The stage, and the sentence that tells it when the model inferred it from a sentence no one would
 * call a statement of the stage ("Sixty families have come through this year"): a guess a later
 * statement ("we have a working prototype") replaces.
 */
export function stageReading(candidates: readonly StageCandidate[]): { stage: ProjectStage; inferredFrom: StageCandidate | null } | null {
  const surest = (sure: (c: StageCandidate, read: ReturnType<typeof stageOf>) => boolean) => {
    let found: (ReturnType<typeof stageOf> & { candidate: StageCandidate }) | null = null;
    for (const c of candidates) {
      const read = stageOf(c.tokens);
      if (sure(c, read) && (!found || read.confidence > found.confidence)) found = { ...read, candidate: c };
    }
    return found;
  };
  // The sentences read as telling the stage first; only when none of them is sure, any other.
  const stated = surest((c, read) => c.stageScore >= TELLS_STAGE && read.confidence >= SURE_OF_STAGE);
  const inferred = stated ? null : surest((c, read) => c.stageScore < TELLS_STAGE && read.none < TELLS_NONE_BELOW && read.confidence >= SURE_UNASKED);
  const best = stated ?? inferred;
  if (!best) return null;
  // Thousands of users since a year ago is in use, not yet established: the model, taught on
  // sentences that call wide use established, says so only when it is sure.
  const stage = best.label === 'established' && best.confidence < ESTABLISHED_SURE && best.scores.live >= best.scores.prototype ? 'live' : best.label;
  return { stage, inferredFrom: inferred?.candidate ?? null };
}

/**
 * An inferred stage keeps the sentence it was inferred from as its excerpt, so staff see why, and
 * so a later statement of the stage replaces it (a stated stage keeps its first answer).
 */
const INFERRED = 'inferred from: ';
export const inferredStageExcerpt = (sentence: string): string => `${INFERRED}${sentence}`;
export const isInferredStage = (excerpt: string | null | undefined): boolean => excerpt?.startsWith(INFERRED) ?? false;
