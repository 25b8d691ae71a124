import { splitSentences } from '@intake/guide-engine';
import type { BlindConversation } from '../bench/guide-corpus/blind-corpus.js';
import { conversationSentences, toTsv } from './conversation-sentences.js';

const conversation = (script: string[], gold: BlindConversation['gold']): BlindConversation => ({
  id: 'x',
  style: 'everyday',
  language: 'en',
  script,
  answers: { name: 'Ana Reyes' },
  gold,
  must_not_email: [],
});

describe('labelled sentences from the development conversations', () => {
  const gold = {
    problem_statement: ['phones around before every prescription'],
    solution_description: ['map of step-free pharmacies'],
    support_needed: ['a developer'],
    project_stage: ['concept'],
    full_name: ['Ana Reyes'],
    email: null,
    affiliation: null,
  };

  it('labels each sentence by the one field whose gold phrases it holds, in the visitor words', () => {
    const got = conversationSentences(
      [
        conversation(
          [
            'Hi! My sister uses a wheelchair, so she phones around before every prescription.',
            'I want to make a MAP of step-free pharmacies. We need a developer.',
            'Is this confidential?',
          ],
          gold,
        ),
      ],
      splitSentences,
    );
    expect(got).toEqual([
      { label: 'problem', text: 'My sister uses a wheelchair, so she phones around before every prescription.' },
      { label: 'solution', text: 'I want to make a MAP of step-free pharmacies.' },
      { label: 'need', text: 'We need a developer.' },
    ]);
  });

  it('leaves out a sentence holding two fields, contact lines, written sentences, repeats and unsplit pastes', () => {
    const got = conversationSentences(
      [
        conversation(['She phones around before every prescription, so we need a developer.', `${'word '.repeat(90)}a developer.`], gold),
        conversation(['I am Ana Reyes.', 'We need a developer.', 'A map of step-free pharmacies.'], gold),
        conversation(['a map of step-free pharmacies.'], gold),
      ],
      splitSentences,
      [{ label: 'need', text: 'we need a developer.' }],
    );
    expect(got).toEqual([{ label: 'solution', text: 'A map of step-free pharmacies.' }]);
  });

  it('writes a training file the trainer reads: a comment header, then label, tab, sentence', () => {
    expect(toTsv(['made here'], [{ label: 'need', text: 'We need a developer.' }])).toBe('# made here\nneed\tWe need a developer.\n');
  });
});
