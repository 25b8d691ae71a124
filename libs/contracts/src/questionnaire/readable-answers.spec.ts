import { QUESTIONNAIRE_V3 } from './questionnaire-v3.config.js';
import { readableAnswers } from './readable-answers.js';

const question = (field: string) => QUESTIONNAIRE_V3.questions.find((q) => q.field === field)!;

describe('readableAnswers', () => {
  it('shows question texts and option labels in the configuration order, not raw values', () => {
    const stage = question('project_stage');
    const chosen = stage.options![1]!;
    const answers = readableAnswers(QUESTIONNAIRE_V3, {
      elevator_pitch: 'A patch that flags fluid build-up at home.',
      project_stage: chosen.value,
      contact_info: { name: 'Ada Lovelace', email: 'ada@example.org', privacy_consent: true },
      budget: { value: 'other', other_text: 'Seed round' },
      legacy_key: 42,
    });
    const byQuestion = new Map(answers.map((a) => [a.question, a.lines]));
    expect(byQuestion.get(stage.question)).toEqual([chosen.label]);
    expect(byQuestion.get(question('elevator_pitch').question)).toEqual(['A patch that flags fluid build-up at home.']);
    expect(byQuestion.get(question('contact_info').question)).toEqual(['Name: Ada Lovelace', 'Email: ada@example.org', 'Privacy consent: yes']);
    const budget = question('budget');
    const other = budget.options?.find((o) => o.value === 'other')?.label ?? 'other';
    expect(byQuestion.get(budget.question)).toEqual([`${other}: Seed round`]);
    expect(answers.at(-1)).toEqual({ question: 'Legacy key', lines: ['42'] });
    // Configuration order: the pitch comes before the stage.
    expect(answers.findIndex((a) => a.question === question('elevator_pitch').question)).toBeLessThan(answers.findIndex((a) => a.question === stage.question));
  });

  it('maps multiple choices to their labels and leaves empty answers without lines', () => {
    const multi = QUESTIONNAIRE_V3.questions.find((q) => q.type === 'multiple_choice' && (q.options?.length ?? 0) >= 2)!;
    const [a, b] = multi.options!;
    const answers = readableAnswers(QUESTIONNAIRE_V3, { [multi.field]: [a!.value, b!.value], additional_info: '' });
    expect(answers.find((x) => x.question === multi.question)!.lines).toEqual([a!.label, b!.label]);
    expect(answers.find((x) => x.question === question('additional_info').question)!.lines).toEqual([]);
  });
});
