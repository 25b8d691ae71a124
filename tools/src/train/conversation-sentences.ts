import type { LabelledSentence } from '@intake/guide-engine';
import type { BlindConversation } from '../bench/guide-corpus/blind-corpus.js';

/** The label a gold field's phrases give the sentence that holds them. */
const LABEL_OF_FIELD: Record<string, LabelledSentence['label']> = {
  problem_statement: 'problem',
  solution_description: 'solution',
  support_needed: 'need',
  full_name: 'contact',
  email: 'contact',
  affiliation: 'contact',
};

/** Longer "sentences" are unsplit pastes: they teach the model a mixture, not a kind. */
const MAX_SENTENCE = 400;

/**
 * Visitor sentences labelled by the gold of the development conversations they come from: a
 * sentence that holds gold phrases of one field only (problem, solution or need) is an example of
 * that label, in the visitor's own words. Sentences with phrases of two fields (the visitor's
 * contact counts as one), or of none, teach nothing certain and are left out, and so are contact
 * lines: names and organisations are read by rules, and thousands of "I'm …" lines taught the model
 * that "I'm thinking of a pack of picture cards" is a contact. Only what the visitor typed of their
 * own accord (the script) is read. A sentence already in `known` (the written training sentences)
 * is not repeated, so no sentence is both trained on and held out.
 */
export function conversationSentences(
  conversations: readonly BlindConversation[],
  split: (text: string) => string[],
  known: readonly LabelledSentence[] = [],
): LabelledSentence[] {
  const seen = new Set(known.map((s) => s.text.toLowerCase()));
  const out: LabelledSentence[] = [];
  for (const c of conversations) {
    const phrases = Object.entries(c.gold).flatMap(([field, gold]) =>
      LABEL_OF_FIELD[field] && gold ? gold.map((p) => ({ label: LABEL_OF_FIELD[field]!, phrase: p.toLowerCase() })) : [],
    );
    // (The engine's splitter gives each sentence trimmed, its white space one space: no tab reaches the file.)
    for (const sentence of c.script.flatMap(split)) {
      const lower = sentence.toLowerCase();
      const labels = new Set(phrases.filter((p) => lower.includes(p.phrase)).map((p) => p.label));
      if (labels.size !== 1 || labels.has('contact') || sentence.length > MAX_SENTENCE || seen.has(lower)) continue;
      seen.add(lower);
      out.push({ label: [...labels][0]!, text: sentence });
    }
  }
  return out;
}

export const toTsv = (header: readonly string[], sentences: readonly LabelledSentence[]): string =>
  `${[...header.map((h) => `# ${h}`), ...sentences.map((s) => `${s.label}\t${s.text}`)].join('\n')}\n`;
