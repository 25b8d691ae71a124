import { SELF_DESCRIPTION_OPTIONS } from '../work-with-us/work-with-us.constants.js';
import { CURRENT_QUESTIONNAIRE_VERSION, questionnaireConfigFor } from '../questionnaire/questionnaire-configs.js';
import type { QuestionOption } from '../questionnaire/questionnaire.types.js';
import type { ResponseChannel } from './response-review.schema.js';

/** One question of a channel's summary, in the order staff read them. */
export interface SummaryQuestion {
  field: string;
  /** Other names the answer filter accepts for the field (a question id). */
  aliases: string[];
  question: string;
  kind: 'choice' | 'text' | 'number';
  multiple: boolean;
  /** The options in their order; a value not among them is still counted, under its own name. */
  options: QuestionOption[];
  /** What a number question counts ("files"). */
  unit: string;
}

/** The questions a channel's summary shows, in order; chats have no fixed questions and none is summarised. */
export function summaryQuestions(channel: ResponseChannel): SummaryQuestion[] {
  if (channel === 'questionnaire') {
    const config = questionnaireConfigFor(CURRENT_QUESTIONNAIRE_VERSION)!;
    return config.questions
      .filter((q) => q.type !== 'contact_form')
      .map((q) => {
        const files = q.type === 'file_upload' || q.type === 'file_upload_multiple';
        return {
          field: q.field,
          aliases: [q.id],
          question: q.question,
          kind: files ? 'number' : q.type === 'textarea' ? 'text' : 'choice',
          multiple: q.type === 'multiple_choice',
          options: q.options ?? [],
          unit: files ? 'files' : '',
        };
      });
  }
  if (channel === 'work-with-us') {
    const choice = (field: string, question: string, options: QuestionOption[]): SummaryQuestion => ({
      field,
      aliases: [],
      question,
      kind: 'choice',
      multiple: false,
      options,
      unit: '',
    });
    const text = (field: string, question: string): SummaryQuestion => ({ field, aliases: [], question, kind: 'text', multiple: false, options: [], unit: '' });
    return [
      choice(
        'preferred_roles',
        'How would you describe yourself?',
        SELF_DESCRIPTION_OPTIONS.map((value) => ({ value, label: value })),
      ),
      choice('work_type', 'Work type', []),
      text('compensation', 'Compensation'),
      text('additional_notes', 'What would you like us to know?'),
    ];
  }
  return [];
}
