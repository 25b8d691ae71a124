import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SENTENCE_LABELS, evaluateSentenceModel, parseLabelledSentences, splitHeldOut, trainSentenceModel, withChattyVariants } from '@intake/guide-engine';
import { UsageError, runCli } from './cli/run-cli.js';

const USAGE = `Usage: npm run train -- guide

Trains the guide's sentence classifier from libs/guide-engine/training/sentences.tsv and writes
libs/guide-engine/src/understanding/sentence-classifier.weights.json (compact JSON; the formatter leaves it as written).
Every fifth sentence of each label is held out; the model is trained on the rest, and its
accuracy on the held-out sentences is printed. The same file gives the same weights.

Exit codes: 0 trained; 1 failure; 2 usage error.`;

const root = (p: string) => fileURLToPath(new URL(`../../${p}`, import.meta.url));

runCli(USAGE, async () => {
  const [name, ...extra] = process.argv.slice(2);
  if (name === '--help' || name === '-h') {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if (name !== 'guide' || extra.length) throw new UsageError(name ? `Unknown model ${name}; the one model is guide.` : 'Name the model: guide.');
  const all = parseLabelledSentences(readFileSync(root('libs/guide-engine/training/sentences.tsv'), 'utf8'));
  const { train, heldOut } = splitHeldOut(all);
  const started = performance.now();
  const model = trainSentenceModel(withChattyVariants(train));
  const ms = performance.now() - started;
  const out = root('libs/guide-engine/src/understanding/sentence-classifier.weights.json');
  writeFileSync(out, `${JSON.stringify(model)}\n`);
  const ev = evaluateSentenceModel(model, heldOut);
  const lines = [
    `sentences: ${all.length} (${train.length} trained on, each also lower-cased; ${heldOut.length} held out)`,
    `trained in ${Math.round(ms)} ms; ${Object.keys(model.weights).length} features; written to ${out}`,
    '',
    `held-out accuracy ${ev.accuracy.toFixed(3)}`,
    ...SENTENCE_LABELS.map((l) => {
      const t = ev.perLabel[l] ?? { n: 0, right: 0 };
      return `  ${l.padEnd(22)} ${t.right}/${t.n}`;
    }),
    '',
    'held-out sentences read wrong:',
    ...ev.wrong.map((w) => `  ${w.label} → ${w.got}: ${w.text}`),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
});
