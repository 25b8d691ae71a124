import { SENTENCE_LABELS, scoreTokens, type LoadedModel, type SentenceLabel, type SentenceModel } from './sentence-classifier.model.js';
import { sentenceFeatures, tokenise } from './sentence-features.js';
import { STAGE_LABELS, type StageModelLabel } from './stage-classifier.js';

export interface LabelledSentence<L extends string = SentenceLabel> {
  label: L;
  text: string;
}

/** Reads a training file: `label<TAB>sentence` a line; `#` comments and blank lines skipped. */
export function parseLabelledSentences<L extends string = SentenceLabel>(
  tsv: string,
  labels: readonly L[] = SENTENCE_LABELS as unknown as readonly L[],
): LabelledSentence<L>[] {
  const out: LabelledSentence<L>[] = [];
  tsv.split('\n').forEach((line, i) => {
    if (!line.trim() || line.startsWith('#')) return;
    const tab = line.indexOf('\t');
    const label = line.slice(0, tab) as L;
    if (tab < 0 || !labels.includes(label))
      throw new Error(`line ${i + 1}: expected "<label>\\t<sentence>" with a known label, got ${JSON.stringify(line.slice(0, 60))}`);
    out.push({ label, text: line.slice(tab + 1).trim() });
  });
  return out;
}

/** Every fifth sentence of each label, in file order, is held out: the split is the same on every run. */
export function splitHeldOut<L extends string>(all: readonly LabelledSentence<L>[]): { train: LabelledSentence<L>[]; heldOut: LabelledSentence<L>[] } {
  const seen = new Map<string, number>();
  const train: LabelledSentence<L>[] = [];
  const heldOut: LabelledSentence<L>[] = [];
  for (const s of all) {
    const n = seen.get(s.label) ?? 0;
    seen.set(s.label, n + 1);
    (n % 5 === 4 ? heldOut : train).push(s);
  }
  return { train, heldOut };
}

/**
 * Each sentence also as a visitor typing fast would send it: lower case, no closing full stop.
 * The written sentences are mostly tidy; chat often is not.
 */
export function withChattyVariants<L extends string>(sentences: readonly LabelledSentence<L>[]): LabelledSentence<L>[] {
  return sentences.flatMap((s) => {
    const chatty = s.text.toLowerCase().replace(/[.!]+$/, '');
    return chatty === s.text ? [s] : [s, { label: s.label, text: chatty }];
  });
}

/** A small seeded generator (mulberry32), so the example order, and so the weights, never vary. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface TrainOptions {
  epochs?: number;
  learningRate?: number;
  l2?: number;
  /** Features seen in fewer training sentences are dropped: they would only memorise one sentence. */
  minCount?: number;
}

/**
 * Multinomial logistic regression trained by AdaGrad over the sentences in a seeded order.
 * The same sentences and options give the same weights, to the digit.
 */
export function trainSentenceModel<L extends string = SentenceLabel>(
  sentences: readonly LabelledSentence<L>[],
  options: TrainOptions = {},
  labels: readonly L[] = SENTENCE_LABELS as unknown as readonly L[],
): SentenceModel<L> {
  const { epochs = 50, learningRate = 0.05, l2 = 1e-4, minCount = 2 } = options;
  const K = labels.length;
  const rows = sentences.map((s) => ({ y: labels.indexOf(s.label), features: sentenceFeatures(tokenise(s.text)) }));
  const counts = new Map<string, number>();
  for (const r of rows) for (const f of r.features) counts.set(f, (counts.get(f) ?? 0) + 1);
  const kept = [...counts]
    .filter(([, c]) => c >= minCount)
    .map(([f]) => f)
    .sort();
  const index = new Map(kept.map((f, i) => [f, i]));
  const W = new Float64Array(kept.length * K);
  const G = new Float64Array(kept.length * K).fill(1e-8);
  const bias = new Float64Array(K);
  const biasG = new Float64Array(K).fill(1e-8);
  const xs = rows.map((r) => ({ y: r.y, ids: r.features.map((f) => index.get(f)).filter((i): i is number => i !== undefined) }));
  const random = seeded(34);
  const order = xs.map((_, i) => i);
  const z = new Float64Array(K);
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const at of order) {
      const { y, ids } = xs[at]!;
      for (let k = 0; k < K; k++) {
        let v = bias[k]!;
        for (const id of ids) v += W[id * K + k]!;
        z[k] = v;
      }
      const max = Math.max(...z);
      let sum = 0;
      for (let k = 0; k < K; k++) sum += z[k] = Math.exp(z[k]! - max);
      for (let k = 0; k < K; k++) {
        const g = z[k]! / sum - (k === y ? 1 : 0);
        biasG[k]! += g * g;
        bias[k]! -= (learningRate * g) / Math.sqrt(biasG[k]!);
        for (const id of ids) {
          const w = id * K + k;
          const gw = g + l2 * W[w]!;
          G[w]! += gw * gw;
          W[w]! -= (learningRate * gw) / Math.sqrt(G[w]!);
        }
      }
    }
  }
  // Two decimals: the held-out accuracy is the same as at full precision, and the file is a third smaller.
  const round = (v: number) => Math.round(v * 100) / 100 + 0;
  const weights: Record<string, number[]> = {};
  kept.forEach((f, i) => {
    const row = Array.from(W.subarray(i * K, i * K + K), round);
    if (row.some((v) => v !== 0)) weights[f] = row;
  });
  return { labels: [...labels], bias: Array.from(bias, round), weights };
}

export interface Evaluation<L extends string = SentenceLabel> {
  accuracy: number;
  perLabel: Record<string, { n: number; right: number }>;
  wrong: { text: string; label: L; got: L }[];
}

export function evaluateSentenceModel<L extends string>(model: LoadedModel<L>, sentences: readonly LabelledSentence<L>[]): Evaluation<L> {
  const perLabel: Evaluation<L>['perLabel'] = {};
  const wrong: Evaluation<L>['wrong'] = [];
  let right = 0;
  for (const s of sentences) {
    const got = scoreTokens(model, tokenise(s.text)).label;
    const tally = (perLabel[s.label] ??= { n: 0, right: 0 });
    tally.n++;
    if (got === s.label) {
      right++;
      tally.right++;
    } else wrong.push({ text: s.text, label: s.label, got });
  }
  return { accuracy: sentences.length ? right / sentences.length : 0, perLabel, wrong };
}

/** Sentences of the sentence model's file that tell no stage: they teach the stage model its "none". */
const TELLS_NO_STAGE: ReadonlySet<SentenceLabel> = new Set<SentenceLabel>([
  'problem',
  'need',
  'audience',
  'greeting_or_filler',
  'question_to_us',
  'contact',
  'instruction_to_system',
  'other',
]);

/**
 * The stage model's training set: the stage sentences under their stage, and the sentence model's
 * sentences of the kinds that tell no stage under "none", so the model says whether a sentence
 * tells a stage at all, not only which.
 */
export function stageTrainingSet(stagesTsv: string, sentencesTsv: string): LabelledSentence<StageModelLabel>[] {
  const stages = parseLabelledSentences(stagesTsv, STAGE_LABELS);
  // One in three, so that "none" weighs about as much as the stages together.
  const others = parseLabelledSentences(sentencesTsv).filter((s, i) => TELLS_NO_STAGE.has(s.label) && i % 3 === 0);
  return [...stages, ...others.map((s) => ({ label: 'none' as const, text: s.text }))];
}
