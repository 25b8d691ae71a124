import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import {
  SENTENCE_LABELS,
  STAGE_LABELS,
  evaluateSentenceModel,
  loadModel,
  packWeights,
  parseLabelledSentences,
  splitHeldOut,
  stageTrainingSet,
  trainSentenceModel,
  splitSentences,
  withChattyVariants,
  type LabelledSentence,
} from '@intake/guide-engine';
import { loadFreshConversations } from './bench/guide-corpus/blind-corpus.js';
import { UsageError, runCli } from './cli/run-cli.js';
import { conversationSentences, toTsv } from './train/conversation-sentences.js';

const CONVERSATION_SENTENCES_HEADER = [
  'Visitor sentences of the development conversations (tools/guide-dev-corpus), labelled by their gold:',
  'a sentence holding the gold phrases of one field only (problem, solution or need) is an example of that',
  'field. Written by `npm run train -- guide`; do not edit by hand. Never the blind corpus.',
];

const USAGE = `Usage: npm run train -- guide

Trains the guide's three models and writes their weights beside their code (JSON holding the
features and their weights packed in base64; the formatter leaves it as written):
- the sentence classifier, from libs/guide-engine/training/sentences.tsv and
  conversation-sentences.tsv, into libs/guide-engine/src/understanding/sentence-classifier.weights.json
  (chat messages). conversation-sentences.tsv is written first, from the development conversations
  of tools/guide-dev-corpus: each visitor sentence that holds the gold phrases of one field only,
  under that field's label. The blind corpus is never read;
- the document sentence classifier, from sentences.tsv and document-sentences.tsv (sentences of
  uploaded documents in other languages), into
  libs/guide-engine/src/understanding/document-sentence-classifier.weights.json;
- the stage classifier, from libs/guide-engine/training/stages.tsv (each stage) and the sentences
  of sentences.tsv that tell no stage (its "none"), into
  libs/guide-engine/src/understanding/stage-classifier.weights.json.
Every fifth sentence of each label is held out; each model is trained on the rest, and its
accuracy on the held-out sentences is printed. The same files give the same weights.

Exit codes: 0 trained; 1 failure; 2 usage error.`;

const root = (p: string) => fileURLToPath(new URL(`../../${p}`, import.meta.url));
const training = (file: string) => readFileSync(root(`libs/guide-engine/training/${file}`), 'utf8');

const MODELS = {
  sentences: () =>
    trainOne(
      'sentence classifier',
      [...parseLabelledSentences(training('sentences.tsv')), ...parseLabelledSentences(training('conversation-sentences.tsv'))],
      'sentence-classifier.weights.json',
      SENTENCE_LABELS,
    ),
  documents: () =>
    trainOne(
      'document sentence classifier',
      [...parseLabelledSentences(training('sentences.tsv')), ...parseLabelledSentences(training('document-sentences.tsv'))],
      'document-sentence-classifier.weights.json',
      SENTENCE_LABELS,
    ),
  stages: () =>
    trainOne('stage classifier', stageTrainingSet(training('stages.tsv'), training('sentences.tsv')), 'stage-classifier.weights.json', STAGE_LABELS),
} as const;

/**
 * Each model is trained in a worker thread of its own: wink-nlp's lexicon grows with the words it
 * reads, so a model trained after another in one thread reads some unseen words otherwise than
 * one trained alone (as its spec trains it) and its weights differ in the second decimal.
 */
const inWorker = (model: keyof typeof MODELS) =>
  new Promise<string[]>((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: { model } });
    worker.once('message', resolve);
    worker.once('error', reject);
  });

if (!isMainThread) parentPort!.postMessage(MODELS[(workerData as { model: keyof typeof MODELS }).model]());
else
  runCli(USAGE, async () => {
    const [name, ...extra] = process.argv.slice(2);
    if (name === '--help' || name === '-h') {
      process.stdout.write(`${USAGE}\n`);
      return;
    }
    if (name !== 'guide' || extra.length) throw new UsageError(name ? `Unknown model ${name}; the one model is guide.` : 'Name the model: guide.');
    const conversations = loadFreshConversations();
    const labelled = conversationSentences(conversations, splitSentences, parseLabelledSentences(training('sentences.tsv')));
    writeFileSync(root('libs/guide-engine/training/conversation-sentences.tsv'), toTsv(CONVERSATION_SENTENCES_HEADER, labelled));
    const lines = [
      `conversation sentences: ${labelled.length} from ${conversations.length} development conversations, written to libs/guide-engine/training/conversation-sentences.tsv`,
      '',
      ...(await inWorker('sentences')),
      '',
      ...(await inWorker('documents')),
      '',
      ...(await inWorker('stages')),
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  });

/** Trains one model from its labelled file, writes its weights, and says how it reads the held-out sentences. */
function trainOne<L extends string>(name: string, all: LabelledSentence<L>[], weightsFile: string, labels: readonly L[]): string[] {
  const { train, heldOut } = splitHeldOut(all);
  const started = performance.now();
  const model = trainSentenceModel(withChattyVariants(train), {}, labels);
  const ms = performance.now() - started;
  const out = root(`libs/guide-engine/src/understanding/${weightsFile}`);
  writeFileSync(out, `${JSON.stringify(packWeights(model))}\n`);
  const ev = evaluateSentenceModel(loadModel(model), heldOut);
  return [
    `${name}: ${all.length} sentences (${train.length} trained on, each also lower-cased; ${heldOut.length} held out)`,
    `trained in ${Math.round(ms)} ms; ${Object.keys(model.weights).length} features; written to ${out}`,
    '',
    `held-out accuracy ${ev.accuracy.toFixed(3)}`,
    ...labels.map((l) => {
      const t = ev.perLabel[l] ?? { n: 0, right: 0 };
      return `  ${l.padEnd(22)} ${t.right}/${t.n}`;
    }),
    '',
    'held-out sentences read wrong:',
    ...ev.wrong.map((w) => `  ${w.label} → ${w.got}: ${w.text}`),
  ];
}
