import { CURRENT_QUESTIONNAIRE_VERSION, questionnaireConfigFor } from '@intake/contracts';
import { chatFunnel, questionnaireFunnel, workWithUsFunnel, workWithUsStepOf } from './channel-funnels.js';
import { spanSlices, topRows } from './visitor-traffic.query.js';

describe('channel funnels', () => {
  it('Work With Us: a form left at a step reached every step before it; submissions reached all', () => {
    const f = workWithUsFunnel(
      40,
      new Map([
        ['name', 5],
        ['email', 3],
        ['submit', 1],
      ]),
      4,
    );
    expect(f.steps.map((s) => [s.key, s.count, s.stopped])).toEqual([
      ['page', 40, null],
      ['name', 13, 5],
      ['email', 8, 3],
      ['selfDescription', 5, 0],
      ['submit', 5, 1],
      ['submitted', 4, null],
    ]);
  });

  it.each([
    ['work_with_us:email', 'email'],
    ['work_with_us:selfDescription', 'selfDescription'],
    ['work_with_us_form:2', 'email'],
    ['work_with_us_form:self_description', 'selfDescription'],
    ['WorkWithUs:4', 'submit'],
    ['work-with-us form:0', 'name'],
    ['work_with_us:9', 'submit'],
    ['work_with_us_form:', 'name'],
    ['work_with_us:phone', 'name'],
    ['questionnaire:Q3', null],
    ['contact:2', null],
  ])('Work With Us: a form left counted as %j is at step %j (issue 35: other clients name it otherwise)', (counter, step) => {
    expect(workWithUsStepOf(counter)).toBe(step);
  });

  it('questionnaire: every question of the configuration, with those that stopped there', () => {
    const config = questionnaireConfigFor(CURRENT_QUESTIONNAIRE_VERSION)!;
    const f = questionnaireFunnel(
      config,
      10,
      2,
      new Map([['Q1', 9]]),
      new Map([
        ['', 1],
        ['Q1', 7],
      ]),
    );
    expect(f.steps).toHaveLength(config.questions.length + 2);
    expect(f.steps[0]).toMatchObject({ key: 'started', count: 10, stopped: 1 });
    expect(f.steps[1]).toMatchObject({ key: 'Q1', count: 9, stopped: 7 });
    expect(f.steps.at(-1)).toMatchObject({ key: 'submitted', count: 2, stopped: null });
  });

  it('chat: conversations by the furthest stage reached', () => {
    const f = chatFunnel(
      new Map([
        ['consent', 4],
        ['collecting', 3],
        ['complete', 2],
      ]),
    );
    expect(f.steps.map((s) => [s.key, s.count, s.stopped])).toEqual([
      ['consent', 9, 4],
      ['collecting', 5, 3],
      ['contact', 2, 0],
      ['wrapping_up', 2, 0],
      ['complete', 2, null],
    ]);
  });
});

describe('traffic reads', () => {
  it('covers a period with edge hours and whole UTC days between', () => {
    const slices = spanSlices(new Date('2026-03-01T05:00:00Z'), new Date('2026-03-04T07:00:00Z'));
    expect(slices.map((s) => [s.grain, s.from.toISOString(), s.to.toISOString()])).toEqual([
      ['h', '2026-03-01T05:00:00.000Z', '2026-03-02T00:00:00.000Z'],
      ['d', '2026-03-02T00:00:00.000Z', '2026-03-04T00:00:00.000Z'],
      ['h', '2026-03-04T00:00:00.000Z', '2026-03-04T07:00:00.000Z'],
    ]);
    expect(spanSlices(new Date('2026-03-01T00:00:00Z'), new Date('2026-03-03T00:00:00Z')).map((s) => s.grain)).toEqual(['d']);
    expect(spanSlices(new Date('2026-03-01T05:00:00Z'), new Date('2026-03-01T09:00:00Z')).map((s) => s.grain)).toEqual(['h']);
  });

  it('ranks the top values and pairs each with the previous period', () => {
    const now = new Map([
      ['/b', 3],
      ['/a', 3],
      ['/c', 9],
    ]);
    expect(topRows(now, new Map([['/a', 1]]), 2)).toEqual([
      { value: '/c', count: 9, previous: 0 },
      { value: '/a', count: 3, previous: 1 },
    ]);
    expect(topRows(now, null, 1)).toEqual([{ value: '/c', count: 9, previous: null }]);
  });
});
