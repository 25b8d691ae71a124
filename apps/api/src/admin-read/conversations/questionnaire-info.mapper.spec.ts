import { QUESTIONNAIRE_V3 } from '@intake/contracts';
import { answerText, questionnaireInfo } from './questionnaire-info.mapper.js';

const question = (field: string) => QUESTIONNAIRE_V3.questions.find((q) => q.field === field)!;

describe('questionnaire answers under the §3 info names', () => {
  it('reads choices as their labels, several as a list, a select-or-text as its own words when other', () => {
    expect(answerText(question('user_type'), 'researcher')).toBe('Researcher or academic');
    expect(answerText(question('missing_expertise'), ['clinical', 'design'])).toBe('Clinical, Design');
    expect(answerText(question('budget'), { value: '50k_250k', other_text: '' })).toBe('$50k-$250k');
    expect(answerText(question('budget'), { value: 'other', other_text: ' Seed round ' })).toBe('Seed round');
    expect(answerText(question('budget'), { value: 'other', other_text: '' })).toBe('Other');
    expect(answerText(question('elevator_pitch'), '  A patch.  ')).toBe('A patch.');
    expect(answerText(question('elevator_pitch'), '   ')).toBeNull();
    expect(answerText(question('supporting_documents'), [{ document_id: 'd', filename: 'a.pdf', size: 1, content_type: 'application/pdf' }])).toBeNull();
    expect(answerText(undefined, 'unknown_value')).toBe('unknown_value');
  });

  it('maps the funding branch', () => {
    const info = questionnaireInfo(
      {
        user_type: 'researcher',
        elevator_pitch: 'A patch that flags fluid build-up at home.',
        main_goal: 'funding',
        funding_type: 'grant',
        funding_amount: '$250,000 over 18 months',
        funding_deadline: '30 September',
        timeline: 'flexible',
        budget: { value: 'under_50k', other_text: '' },
      },
      '3.0',
    );
    expect(info).toEqual({
      background: 'Researcher or academic',
      solution_description: 'A patch that flags fluid build-up at home.',
      support_needed: 'Funding: Grant; $250,000 over 18 months',
      urgency: 'Flexible (deadline: 30 September)',
      commitment_level: 'Under $50k',
    });
  });

  it('maps the regulatory and collaboration branches, and leaves out what was not asked', () => {
    expect(
      questionnaireInfo(
        { main_goal: 'regulatory', regulatory_challenge: 'irb_process', regulatory_process_stage: 'in_progress', timeline: 'immediately' },
        '3.0',
      ),
    ).toEqual({
      support_needed: 'Regulatory guidance: The IRB process; In progress',
      urgency: 'Immediately',
    });
    expect(questionnaireInfo({ main_goal: 'collaboration', missing_expertise: ['business'], team_needs: 'A clinical champion.' }, '3.0')).toEqual({
      support_needed: 'Collaborators or expertise: Business; A clinical champion.',
    });
    // The investor route goes from Q2 to the contact form.
    expect(questionnaireInfo({ user_type: 'investor' }, '3.0')).toEqual({ background: 'Investor or funder' });
    expect(questionnaireInfo({}, '3.0')).toEqual({});
  });

  it('never overwrites an answer stored under a §3 name, and reads values as they are for an unknown version', () => {
    expect(questionnaireInfo({ urgency: 'asked directly', timeline: 'flexible' }, '3.0')).toEqual({});
    expect(questionnaireInfo({ user_type: 'researcher', main_goal: 'funding' }, '9.9')).toEqual({ background: 'researcher', support_needed: 'funding' });
  });
});
