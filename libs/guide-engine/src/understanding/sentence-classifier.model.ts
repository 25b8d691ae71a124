import { sentenceFeatures, type FeatureToken } from './sentence-features.js';

/** What one sentence of a visitor is doing. */
export const SENTENCE_LABELS = [
  'problem',
  'solution',
  'audience',
  'need',
  'stage',
  'contact',
  'team',
  'greeting_or_filler',
  'question_to_us',
  'correction',
  'instruction_to_system',
  'other',
] as const;
export type SentenceLabel = (typeof SENTENCE_LABELS)[number];

/** The labels that state a fact about the project (not the visitor, not the conversation). */
export const CONTENT_LABELS: ReadonlySet<SentenceLabel> = new Set(['problem', 'solution', 'audience', 'need', 'stage', 'team']);

/**
 * Multinomial logistic regression over sparse features: a bias and one weight row per feature.
 * The sentence model reads what a sentence does; the stage model (stage-classifier.ts) how far
 * along a project is. Both are trained by one trainer over the same features.
 */
export interface SentenceModel<L extends string = SentenceLabel> {
  labels: readonly L[];
  bias: number[];
  weights: Record<string, number[]>;
}

export interface SentenceClass<L extends string = SentenceLabel> {
  label: L;
  confidence: number;
  scores: Record<L, number>;
  /**
   * The label the sentence's words alone speak for (their own weights, without its length, its
   * first words or its punctuation); null when the model knows none of them. A short answer the
   * model calls a greeting only by its shortness ("asthma", "clubfoot") is no greeting by its words.
   */
  wordsSay: L | null;
}

/** Softmax probabilities of each label for a sentence's tokens. */
export function scoreTokens<L extends string>(model: SentenceModel<L>, tokens: readonly FeatureToken[]): SentenceClass<L> {
  const z = model.bias.slice();
  const words = z.map(() => 0);
  let known = false;
  for (const f of sentenceFeatures(tokens)) {
    const row = model.weights[f];
    if (!row) continue;
    for (let k = 0; k < z.length; k++) z[k]! += row[k]!;
    if (f.startsWith('w:')) {
      known = true;
      for (let k = 0; k < z.length; k++) words[k]! += row[k]!;
    }
  }
  const max = Math.max(...z);
  const exp = z.map((v) => Math.exp(v - max));
  const sum = exp.reduce((a, b) => a + b, 0);
  const scores = {} as Record<L, number>;
  let best = 0;
  model.labels.forEach((label, k) => {
    scores[label] = exp[k]! / sum;
    if (exp[k]! > exp[best]!) best = k;
  });
  const wordsBest = words.indexOf(Math.max(...words));
  return { label: model.labels[best]!, confidence: exp[best]! / sum, scores, wordsSay: known ? model.labels[wordsBest]! : null };
}
