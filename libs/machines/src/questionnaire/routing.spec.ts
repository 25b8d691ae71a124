import { QUESTIONNAIRE_V3 } from '@intake/contracts';
import { findQuestion, nextStepId, progressPercent } from './routing.js';

const config = QUESTIONNAIRE_V3;
const q = (id: string) => findQuestion(config, id)!;

describe('questionnaire routing (visitor spec §4), option by option', () => {
  const table: [string, unknown, string][] = [
    ['Q1', 'yes_upload', 'Q1_UPLOAD'],
    ['Q1', 'no_questions', 'Q2'],
    ['Q1_UPLOAD', [], 'Q6'],
    ['Q2', 'researcher', 'Q3'],
    ['Q2', 'startup', 'Q3'],
    ['Q2', 'innovator', 'Q3'],
    ['Q2', 'investor', 'Q22'],
    ['Q3', 'title', 'Q4'],
    ['Q4', 'pitch', 'Q5'],
    ...['concept', 'prototype', 'live', 'established'].map((v): [string, unknown, string] => ['Q5', v, 'Q6']),
    ['Q6', 'problem', 'Q7'],
    ['Q7', 'people', 'Q8'],
    ['Q8', 'funding', 'Q9'],
    ['Q8', 'technical', 'Q12'],
    ['Q8', 'regulatory', 'Q14'],
    ['Q8', 'collaboration', 'Q16'],
    ...['grant', 'equity', 'unsure'].map((v): [string, unknown, string] => ['Q9', v, 'Q10']),
    ['Q10', '$1M', 'Q11'],
    ['Q11', '', 'Q18'],
    ['Q12', ['data_analytics'], 'Q13'],
    ['Q13', 'a model', 'Q18'],
    ...['trial_protocol', 'irb_process', 'fda_pathway', 'compliance'].map((v): [string, unknown, string] => ['Q14', v, 'Q15']),
    ...['not_started', 'in_progress', 'submitted'].map((v): [string, unknown, string] => ['Q15', v, 'Q18']),
    ['Q16', ['clinical', 'design'], 'Q17'],
    ['Q17', 'a clinician', 'Q18'],
    ...['immediately', '1_2_months', '2_6_months', 'flexible'].map((v): [string, unknown, string] => ['Q18', v, 'Q19']),
    ...['under_50k', '50k_250k', '250k_1m', 'over_1m', 'equity', 'other'].map((v): [string, unknown, string] => ['Q19', { value: v, other_text: 'x' }, 'Q20']),
    ['Q20', '', 'Q21'],
    ['Q21', [], 'Q22'],
    ['Q22', {}, 'end'],
  ];
  it.each(table)('%s answered %j goes to %s', (id, answer, next) => {
    expect(nextStepId(q(id), answer)).toBe(next);
  });

  it('has exactly the option values of the spec table', () => {
    const values = (id: string) => q(id).options!.map((o) => o.value);
    expect(values('Q1')).toEqual(['yes_upload', 'no_questions']);
    expect(values('Q2')).toEqual(['researcher', 'startup', 'innovator', 'investor']);
    expect(values('Q5')).toEqual(['concept', 'prototype', 'live', 'established']);
    expect(values('Q8')).toEqual(['funding', 'technical', 'regulatory', 'collaboration']);
    expect(values('Q9')).toEqual(['grant', 'equity', 'unsure']);
    expect(values('Q12')).toEqual(['data_analytics', 'software_dev', 'biostatistics', 'ux_design']);
    expect(values('Q14')).toEqual(['trial_protocol', 'irb_process', 'fda_pathway', 'compliance']);
    expect(values('Q15')).toEqual(['not_started', 'in_progress', 'submitted']);
    expect(values('Q16')).toEqual(['clinical', 'data_science', 'regulatory', 'business', 'design']);
    expect(values('Q18')).toEqual(['immediately', '1_2_months', '2_6_months', 'flexible']);
    expect(values('Q19')).toEqual(['under_50k', '50k_250k', '250k_1m', 'over_1m', 'equity', 'other']);
  });

  it('names every answer field of the spec table, with its limits', () => {
    expect(config.version).toBe('3.0');
    expect(config.title).toBe('Innovation Questionnaire');
    expect(config.questions.map((x) => [x.id, x.field, x.required])).toEqual([
      ['Q1', 'document_availability', true],
      ['Q1_UPLOAD', 'uploaded_document', true],
      ['Q2', 'user_type', true],
      ['Q3', 'project_title', true],
      ['Q4', 'elevator_pitch', true],
      ['Q5', 'project_stage', true],
      ['Q6', 'problem_statement', true],
      ['Q7', 'target_population', true],
      ['Q8', 'main_goal', true],
      ['Q9', 'funding_type', true],
      ['Q10', 'funding_amount', true],
      ['Q11', 'funding_deadline', false],
      ['Q12', 'technical_help_needed', true],
      ['Q13', 'ideal_deliverable', true],
      ['Q14', 'regulatory_challenge', true],
      ['Q15', 'regulatory_process_stage', true],
      ['Q16', 'missing_expertise', true],
      ['Q17', 'team_needs', true],
      ['Q18', 'timeline', true],
      ['Q19', 'budget', true],
      ['Q20', 'additional_info', false],
      ['Q21', 'supporting_documents', false],
      ['Q22', 'contact_info', true],
    ]);
    expect([q('Q3').max_length, q('Q4').max_length, q('Q6').max_length, q('Q7').max_length, q('Q13').max_length, q('Q20').max_length]).toEqual([
      100, 300, 500, 300, 300, 500,
    ]);
    expect(q('Q12').max_selections).toBe(2);
    expect(q('Q1_UPLOAD')).toMatchObject({ type: 'file_upload', allowed_types: ['pdf', 'docx', 'pptx', 'txt'], max_size_mb: 100 });
    expect(q('Q21')).toMatchObject({ type: 'file_upload_multiple', allowed_types: ['pdf', 'docx', 'pptx', 'txt'], max_size_mb: 25, max_files: 5 });
    expect(config.theme).toEqual({
      required_indicator: '*',
      progress_display: 'percentage',
      auto_advance: false,
      allow_back_navigation: true,
      save_progress: true,
      auto_save_interval: 30,
    });
  });

  it('reports progress as the position of the current question among all 23', () => {
    expect(progressPercent(config, 'Q1')).toBe(4);
    expect(progressPercent(config, 'Q8')).toBe(39);
    expect(progressPercent(config, 'Q22')).toBe(100);
  });
});
