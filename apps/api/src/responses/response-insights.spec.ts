import { QUESTIONNAIRE_V3, summaryQuestions } from '@intake/contracts';
import { indexQuestionnaireAnswers, indexWorkWithUsAnswers, numberFromAnswer } from './response-answers.index.js';
import { parseResponseFilter } from './response-filter.js';
import { numberSpread, summarise } from './response-summary.js';
import { decideAddTag, decideRemoveTag, tagsAfter } from './response-tags.decider.js';

const input = { channel: 'questionnaire' as const, responseId: 's-1', by: 'admin', at: new Date('2026-11-01T10:00:00Z') };

describe('answers indexed for the summary and the filter', () => {
  it('keeps choices by option value, free text as written, numbers when an answer is one, files as a count, not the contact form', () => {
    const indexed = indexQuestionnaireAnswers(QUESTIONNAIRE_V3.version, {
      document_availability: 'no_questions',
      project_stage: 'prototype',
      elevator_pitch: '  A ward board.  ',
      funding_amount: '$250,000',
      support_areas: ['clinical', 'data'],
      uploaded_document: [{ document_id: 'd', filename: 'a.pdf', size: 1, content_type: 'application/pdf' }],
      contact_info: { name: 'Ada', email: 'ada@example.org', affiliation: 'U', timezone: 'UTC', privacy_consent: true, newsletter_consent: false },
      legacy_key: 'kept',
    });
    expect(indexed.choices).toMatchObject({ document_availability: ['no_questions'], project_stage: ['prototype'] });
    expect(indexed.texts).toMatchObject({ elevator_pitch: 'A ward board.', funding_amount: '$250,000', legacy_key: 'kept' });
    expect(indexed.numbers).toEqual({ funding_amount: 250_000, uploaded_document: 1 });
    expect(JSON.stringify(indexed)).not.toContain('ada@example.org');
  });

  it('reads amounts as people write them, and nothing else as a number', () => {
    expect([numberFromAnswer('40k'), numberFromAnswer('€ 1 200.50'), numberFromAnswer('1.5m'), numberFromAnswer('12')]).toEqual([
      40_000, 1200.5, 1_500_000, 12,
    ]);
    expect([numberFromAnswer('$250,000 over 18 months'), numberFromAnswer('soon'), numberFromAnswer('')]).toEqual([null, null, null]);
  });

  it('indexes a Work With Us application by its role and work type', () => {
    const indexed = indexWorkWithUsAnswers({ preferred_roles: 'Engineer / Designer', work_type: 'general', compensation: '60000', additional_notes: '' });
    expect(indexed).toEqual({
      choices: { preferred_roles: ['Engineer / Designer'], work_type: ['general'] },
      texts: { compensation: '60000' },
      numbers: { compensation: 60_000 },
    });
  });
});

describe('the summary', () => {
  it('gives min, quartiles, max and a histogram, whole values one bar each when few', () => {
    expect(numberSpread([])).toBeNull();
    const files = numberSpread([0, 1, 1, 3])!;
    expect(files).toMatchObject({ count: 4, min: 0, q1: 0.75, median: 1, q3: 1.5, max: 3 });
    expect(files.histogram.map((b) => [b.from, b.count])).toEqual([
      [0, 1],
      [1, 2],
      [2, 0],
      [3, 1],
    ]);
    const amounts = numberSpread([10_000, 20_000, 250_000, 1_000_000])!;
    expect(amounts.histogram).toHaveLength(8);
    expect(amounts.histogram.reduce((n, b) => n + b.count, 0)).toBe(4);
    expect(amounts.histogram.at(-1)!.count).toBe(1);
    expect(numberSpread([5, 5])!.histogram).toEqual([{ from: 5, to: 5, count: 2 }]);
  });

  it('counts options in the configuration order with shares of those who answered, then values no option names', () => {
    const questions = summaryQuestions('questionnaire');
    const [stage] = summarise(
      questions.filter((q) => q.field === 'project_stage'),
      {
        answered: new Map([['project_stage', 4]]),
        choices: new Map([
          [
            'project_stage',
            new Map([
              ['prototype', 3],
              ['live', 0],
              ['pilot-ish', 1],
            ]),
          ],
        ]),
        numbers: new Map(),
        latest: new Map(),
      },
    );
    expect(stage).toMatchObject({ kind: 'choice', answered: 4, multiple: false });
    expect(stage!.kind === 'choice' && stage!.options.map((o) => [o.value, o.label, o.count, o.share])).toEqual([
      ['concept', 'Concept or idea', 0, 0],
      ['prototype', 'Prototype or pilot', 3, 0.75],
      ['live', 'Live with first users', 0, 0],
      ['established', 'Established and scaling', 0, 0],
      ['pilot-ish', 'pilot-ish', 1, 0.25],
    ]);
  });

  it('shows a text question’s newest answers, and its spread only when every answer is a number', () => {
    const amount = summaryQuestions('questionnaire').filter((q) => q.field === 'funding_amount');
    const latest = new Map([['funding_amount', [{ response_id: 'a', text: '40k', submitted_at: '2026-11-02T00:00:00.000Z' }]]]);
    const [all] = summarise(amount, {
      answered: new Map([['funding_amount', 2]]),
      choices: new Map(),
      numbers: new Map([['funding_amount', [40_000, 10]]]),
      latest,
    });
    expect(all).toMatchObject({ kind: 'text', latest: latest.get('funding_amount'), numbers: { min: 10, max: 40_000 } });
    const [some] = summarise(amount, {
      answered: new Map([['funding_amount', 3]]),
      choices: new Map(),
      numbers: new Map([['funding_amount', [40_000, 10]]]),
      latest,
    });
    expect(some).toMatchObject({ kind: 'text', numbers: null });
  });

  it('has a question for each of the questionnaire’s but the contact form, and none for chats', () => {
    expect(summaryQuestions('questionnaire').map((q) => q.field)).toEqual(
      QUESTIONNAIRE_V3.questions.filter((q) => q.type !== 'contact_form').map((q) => q.field),
    );
    expect(summaryQuestions('chat')).toEqual([]);
  });
});

describe('the list filter', () => {
  const questions = summaryQuestions('questionnaire');

  it('takes fields by key or question id and values by option value or label', () => {
    expect(parseResponseFilter(questions, { answer: ['Q5:Prototype or pilot', 'main_goal:funding'], tag: ' Promising ' })).toEqual({
      tag: 'promising',
      answers: [
        { field: 'project_stage', value: 'prototype' },
        { field: 'main_goal', value: 'funding' },
      ],
    });
    expect(parseResponseFilter(questions, {})).toEqual({ tag: null, answers: [] });
    expect(parseResponseFilter(questions, { answer: 'project_title:Ward: Watch' }).answers).toEqual([{ field: 'project_title', value: 'Ward: Watch' }]);
  });

  it('refuses malformed conditions with a 422', () => {
    for (const bad of [
      { answer: 'stage' },
      { answer: ':x' },
      { answer: 'x:' },
      { answer: ['a:1', 'b:1', 'c:1', 'd:1', 'e:1', 'f:1'] },
      { tag: '#!' },
      { answer: { a: 1 } },
    ]) {
      expect(() => parseResponseFilter(questions, bad)).toThrow(expect.objectContaining({ status: 422 }));
    }
  });
});

describe('tags', () => {
  it('adds a tag once and removes only a tag it has', () => {
    expect(decideAddTag({ tags: ['a'] }, { ...input, tag: 'a' })).toEqual([]);
    const added = decideAddTag({ tags: ['a'] }, { ...input, tag: 'b' });
    expect(added).toEqual([
      { type: 'ResponseTagAdded', data: { channel: 'questionnaire', response_id: 's-1', tag: 'b', by: 'admin', at: '2026-11-01T10:00:00.000Z' } },
    ]);
    expect(tagsAfter({ tags: ['a'] }, added)).toEqual(['a', 'b']);
    expect(decideRemoveTag({ tags: ['a'] }, { ...input, tag: 'b' })).toEqual([]);
    expect(tagsAfter({ tags: ['a', 'b'] }, decideRemoveTag({ tags: ['a', 'b'] }, { ...input, tag: 'a' }))).toEqual(['b']);
  });
});
