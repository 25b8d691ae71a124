import { answerCountDeltas, answerTally, factsFromCounts, type CountedRow } from './response-answer-counts.js';
import { choiceToken } from './response-answers.index.js';

const row = (over: Partial<CountedRow> = {}): CountedRow => ({
  channel: 'questionnaire',
  choice_tokens: [choiceToken('project_stage', 'prototype'), choiceToken('needs', 'funding'), choiceToken('needs', 'mentoring')],
  answered: ['project_stage', 'needs', 'funding_amount', 'project_title'],
  numbers: { funding_amount: 40000 },
  ...over,
});

describe('response answer counters', () => {
  it('counts responses, fields answered, options chosen and numbers given, per channel', () => {
    const tally = answerTally();
    tally.add([row(), row({ numbers: { funding_amount: 250000 } }), row({ channel: 'work-with-us', choice_tokens: [], answered: ['name'], numbers: {} })]);
    const { responses, facts } = factsFromCounts(tally.counts().filter((c) => c.channel === 'questionnaire'));
    expect(responses).toBe(2);
    expect(facts.answered.get('needs')).toBe(2);
    expect([...facts.choices.get('needs')!]).toEqual([
      ['funding', 2],
      ['mentoring', 2],
    ]);
    expect([...facts.numbers.get('funding_amount')!].sort((a, b) => a - b)).toEqual([40000, 250000]);
    expect(factsFromCounts(tally.counts().filter((c) => c.channel === 'work-with-us')).responses).toBe(1);
  });

  it('gives what a changed row moves, and nothing for what stayed', () => {
    // An erasure: the free-text amount leaves; the picked options stay.
    const erased = row({ answered: ['project_stage', 'needs', 'project_title'], numbers: {} });
    expect(answerCountDeltas([row()], [erased])).toEqual([
      { channel: 'questionnaire', kind: 'answered', field: 'funding_amount', value: '', n: -1 },
      { channel: 'questionnaire', kind: 'number', field: 'funding_amount', value: '40000', n: -1 },
    ]);
    expect(answerCountDeltas([row()], [row()])).toEqual([]);
    expect(answerCountDeltas([], [row()])).toContainEqual({ channel: 'questionnaire', kind: 'response', field: '', value: '', n: 1 });
  });

  it('keeps an option value with spaces and a slash whole', () => {
    const odd = row({ choice_tokens: [choiceToken('preferred_roles', 'Engineer / Designer')] });
    const { facts } = factsFromCounts(answerCountDeltas([], [odd]));
    expect(facts.choices.get('preferred_roles')?.get('Engineer / Designer')).toBe(1);
  });
});
