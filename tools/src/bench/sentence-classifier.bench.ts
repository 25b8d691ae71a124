import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { classifySentence, parseLabelledSentences, sentenceModel } from '@intake/guide-engine';
import type { Benchmark } from './benchmark.types.js';
import { fmtDec } from './report.js';

const TARGET_MS_PER_MESSAGE = 2;

/**
 * The guide's sentence classifier on its own: the first call (weights read and parsed, tokenizer
 * made), then messages of three to six sentences from the training file, classified sentence by
 * sentence as the guide does.
 */
export const sentenceClassifierBenchmark: Benchmark = {
  name: 'classifier',
  summary: `the guide's sentence classifier: first-call cost (weights loaded) and ms per message of 3-6 sentences (target ≤ ${TARGET_MS_PER_MESSAGE} ms)`,
  options: '',
  async run() {
    const tsv = readFileSync(fileURLToPath(new URL('../../../libs/guide-engine/training/sentences.tsv', import.meta.url)), 'utf8');
    const sentences = parseLabelledSentences(tsv).map((s) => s.text);
    const t0 = performance.now();
    sentenceModel();
    const load = performance.now() - t0;
    const t1 = performance.now();
    classifySentence('hello');
    const firstCall = performance.now() - t1;
    const messages: string[][] = [];
    for (let i = 0, n = 3; i + n <= sentences.length; i += n, n = 3 + (i % 4)) messages.push(sentences.slice(i, i + n));
    let sink = 0;
    const rounds = 20;
    const started = performance.now();
    for (let r = 0; r < rounds; r++) for (const m of messages) for (const s of m) sink += classifySentence(s).confidence;
    const perMessage = (performance.now() - started) / (rounds * messages.length);
    process.stdout.write(
      [
        `weights read and parsed: ${fmtDec(load)} ms; first sentence (wink-nlp tokenizer made on its model): ${fmtDec(firstCall)} ms`,
        `${messages.length} messages × ${rounds}: ${fmtDec(perMessage)} ms per message, ${fmtDec(perMessage / (sentences.length / messages.length))} ms per sentence (target ≤ ${TARGET_MS_PER_MESSAGE} ms per message)`,
        ...(sink > 0 ? [] : ['no scores']),
      ].join('\n') + '\n',
    );
  },
};
