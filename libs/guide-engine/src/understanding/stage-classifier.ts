import { readFileSync } from 'node:fs';
import { PROJECT_STAGES, type ProjectStage } from '@intake/contracts';
import { scoreTokens, type SentenceClass, type SentenceModel } from './sentence-classifier.model.js';
import type { FeatureToken } from './sentence-features.js';

/** The stage model's labels: the spec's four stages. */
export const STAGE_LABELS: readonly ProjectStage[] = PROJECT_STAGES;

/**
 * How far along a project is, from a sentence that tells it ("40 families have used it since
 * September", "only sketches so far"): the stage words people use are too many for rules, so a
 * model trained on labelled sentences (libs/guide-engine/training/stages.tsv, `npm run train --
 * guide`) reads them. It is asked only about sentences the sentence model reads as telling the
 * stage; the weights ship beside this file and load on first use.
 */
const WEIGHTS_URL = new URL('./stage-classifier.weights.json', import.meta.url);

let model: SentenceModel<ProjectStage> | null = null;
export function stageModel(): SentenceModel<ProjectStage> {
  model ??= JSON.parse(readFileSync(WEIGHTS_URL, 'utf8')) as SentenceModel<ProjectStage>;
  return model;
}

export const classifyStageTokens = (tokens: readonly FeatureToken[]): SentenceClass<ProjectStage> => scoreTokens(stageModel(), tokens);

/** A sentence the sentence model read, with its tokens. */
export interface StageCandidate {
  tokens: readonly FeatureToken[];
  /** The sentence model's probability that the sentence tells the stage. */
  stageScore: number;
}

/** How sure the sentence model must be that a sentence tells the stage, and the stage model of which. */
const TELLS_STAGE = 0.2;
const SURE_OF_STAGE = 0.5;
const ESTABLISHED_SURE = 0.9;

/** The stage the surest stage-telling sentence names, or null when none tells it surely. */
export function stageFromModel(candidates: readonly StageCandidate[]): ProjectStage | null {
  let best: SentenceClass<ProjectStage> | null = null;
  for (const c of candidates) {
    if (c.stageScore < TELLS_STAGE) continue;
    const read = classifyStageTokens(c.tokens);
    if (read.confidence >= SURE_OF_STAGE && (!best || read.confidence > best.confidence)) best = read;
  }
  // Thousands of users since a year ago is in use, not yet established: the model, taught on
  // sentences that call wide use established, says so only when it is sure.
  if (best?.label === 'established' && best.confidence < ESTABLISHED_SURE && best.scores.live >= best.scores.prototype) return 'live';
  return best?.label ?? null;
}
