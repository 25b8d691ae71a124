import { readFileSync } from 'node:fs';
import { loadWeights, scoreTokens, type LoadedModel, type SentenceClass, type SentenceLabel, type WeightsFile } from './sentence-classifier.model.js';
import { tokenise, type FeatureToken } from './sentence-features.js';

export { CONTENT_LABELS, SENTENCE_LABELS, type SentenceClass, type SentenceLabel } from './sentence-classifier.model.js';

/**
 * The trained weights ship next to this file as data (`npm run train -- guide` writes them from
 * libs/guide-engine/training/sentences.tsv). They are read on first use: about 3.5 MB, some
 * tens of milliseconds once per process (the API warms it up at start).
 */
const WEIGHTS_URL = new URL('./sentence-classifier.weights.json', import.meta.url);

export const readWeights = <L extends string = SentenceLabel>(url: URL): LoadedModel<L> => loadWeights(JSON.parse(readFileSync(url, 'utf8')) as WeightsFile<L>);

let model: LoadedModel | null = null;
export function sentenceModel(): LoadedModel {
  model ??= readWeights(WEIGHTS_URL);
  return model;
}

/**
 * The document reader's model: the same sentences and the sentences of documents in other
 * languages (training/document-sentences.tsv), which would move how chat messages are read. Read
 * on the first document, never by a chat turn.
 */
const DOCUMENT_WEIGHTS_URL = new URL('./document-sentence-classifier.weights.json', import.meta.url);
let documentModel: LoadedModel | null = null;
export function classifyDocumentText(text: string): SentenceClass {
  documentModel ??= readWeights(DOCUMENT_WEIGHTS_URL);
  return scoreTokens(documentModel, tokenise(text));
}

/** What one sentence of a visitor does (problem, need, instruction to the system, ...), with the model's probabilities. */
export function classifySentence(text: string): SentenceClass {
  return scoreTokens(sentenceModel(), tokenise(text));
}

/**
 * The same, for a sentence already cut into tokens. A turn reads each sentence in three places
 * (screening, the message's kind, the content fields) from the same tokens: it is scored once.
 */
const scored = new WeakMap<readonly FeatureToken[], SentenceClass>();
export function classifyTokens(tokens: readonly FeatureToken[]): SentenceClass {
  let out = scored.get(tokens);
  if (!out) {
    out = scoreTokens(sentenceModel(), tokens);
    scored.set(tokens, out);
  }
  return out;
}

/**
 * The share of a sentence's words the sentence model has weights for. A reading of a sentence the
 * model knows few words of ("Parakalo steilte antigrafo … proedros@…") rests on its shape alone.
 */
export function knownWordShare(tokens: readonly FeatureToken[]): number {
  const words = tokens.filter((t) => t.type === 'word');
  if (words.length === 0) return 1;
  const { index } = sentenceModel();
  return words.filter((t) => index.has(`w:${t.lower.replace(/[’‘]/g, "'")}`)).length / words.length;
}

/** The content field each content label fills. */
export const CONTENT_FIELD_OF_LABEL: Partial<Record<SentenceClass['label'], 'problem' | 'solution' | 'needs'>> = {
  problem: 'problem',
  solution: 'solution',
  need: 'needs',
};
/**
 * Whether a few words, asked for a content field, lean to it ("door mat that beeps?" asked for the
 * solution): the model gives that field's label at least this weight, however it ends.
 */
const LEANS_TO_THE_ASKED = 0.2;
export function leansToAsked(learnt: SentenceClass, asked: string | null): boolean {
  const label = Object.entries(CONTENT_FIELD_OF_LABEL).find(([, field]) => field === asked)?.[0] as SentenceClass['label'] | undefined;
  return label !== undefined && learnt.scores[label] >= LEANS_TO_THE_ASKED;
}

/** A value's content field as the model reads it, when it is this sure; otherwise null. */
const SURE_OF_FIELD = 0.45;
export function contentFieldOf(text: string): 'problem' | 'solution' | 'needs' | null {
  const { label, confidence } = classifySentence(text);
  return confidence >= SURE_OF_FIELD ? (CONTENT_FIELD_OF_LABEL[label] ?? null) : null;
}

/** "The problem is …", "The real issue was …": the visitor names the problem outright. */
const NAMES_THE_PROBLEM =
  /^\W*(?:(?:but|and|so|well)\W+)?(?:the\s+|our\s+|my\s+)?(?:real\s+|main\s+|actual\s+|big\s+)?(?:problem|issue|challenge)\s+(?:is|was|we\s+(?:see|have))\b/i;
export const namesTheProblem = (text: string): boolean => NAMES_THE_PROBLEM.test(text);

/** Some weight on what the visitor does or how far it has come: words that may tell their solution. */
const SOME_SOLUTION = 0.2;
const SURE_PROBLEM = 0.8;
export function mayTellTheSolution(text: string): boolean {
  const { scores } = classifySentence(text);
  return scores.solution + scores.stage >= SOME_SOLUTION && scores.problem < SURE_PROBLEM;
}
