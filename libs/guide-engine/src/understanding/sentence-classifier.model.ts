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
 * along a project is. Both are trained by one trainer over the same features. This is the model
 * as trained; it ships packed (WeightsFile) and is scored loaded (LoadedModel).
 */
export interface SentenceModel<L extends string = SentenceLabel> {
  labels: readonly L[];
  bias: number[];
  /** Weights in hundredths of a unit at most (the trainer rounds them to two decimals). */
  weights: Record<string, number[]>;
}

/**
 * The weights as they ship: the features one per line, and their rows as little-endian 16-bit
 * integers in hundredths, base64. A JSON object of 75,000 arrays took about 90 ms to parse and
 * some megabytes of heap; this takes about a third of that time and 2 bytes a weight.
 */
export interface WeightsFile<L extends string = SentenceLabel> {
  labels: readonly L[];
  bias: number[];
  features: string;
  weights: string;
}

/** A model ready to score: each feature's row at `index.get(feature) * labels.length` in `rows`. */
export interface LoadedModel<L extends string = SentenceLabel> {
  labels: readonly L[];
  bias: readonly number[];
  index: ReadonlyMap<string, number>;
  rows: Int16Array;
}

const HUNDREDTHS = 100;
const INT16_LIMIT = 32_767;

export function packWeights<L extends string>(model: SentenceModel<L>): WeightsFile<L> {
  const features = Object.keys(model.weights);
  const bytes = Buffer.alloc(features.length * model.labels.length * 2);
  let at = 0;
  for (const f of features)
    for (const w of model.weights[f]!) {
      const v = Math.round(w * HUNDREDTHS);
      if (Math.abs(v) > INT16_LIMIT) throw new RangeError(`weight ${w} of ${f} does not fit the packed weights`);
      at = bytes.writeInt16LE(v, at);
    }
  return { labels: model.labels, bias: model.bias, features: features.join('\n'), weights: bytes.toString('base64') };
}

export function loadWeights<L extends string>(file: WeightsFile<L>): LoadedModel<L> {
  const features = file.features === '' ? [] : file.features.split('\n');
  const index = new Map<string, number>();
  for (let i = 0; i < features.length; i++) index.set(features[i]!, i * file.labels.length);
  const bytes = Buffer.from(file.weights, 'base64');
  const rows = new Int16Array(bytes.length / 2);
  for (let i = 0; i < rows.length; i++) rows[i] = bytes.readInt16LE(i * 2);
  return { labels: file.labels, bias: file.bias, index, rows };
}

export const loadModel = <L extends string>(model: SentenceModel<L>): LoadedModel<L> => loadWeights(packWeights(model));

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
export function scoreTokens<L extends string>(model: LoadedModel<L>, tokens: readonly FeatureToken[]): SentenceClass<L> {
  const z = model.bias.slice();
  const words = z.map(() => 0);
  let known = false;
  for (const f of sentenceFeatures(tokens)) {
    const at = model.index.get(f);
    if (at === undefined) continue;
    const word = f.startsWith('w:');
    known ||= word;
    for (let k = 0; k < z.length; k++) {
      // The same number the two-decimal weight was (n / 100 rounds as "0.nn" parses).
      const w = model.rows[at + k]! / HUNDREDTHS;
      z[k]! += w;
      if (word) words[k]! += w;
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
