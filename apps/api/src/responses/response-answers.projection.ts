import { defineRowProjection, ERASED_TEXT, handlesOf, idsFromStreamIds } from '@intake/event-store';
import {
  QuestionnaireEvents,
  questionnaireStreamId,
  unhandledEvent,
  WorkWithUsEvents,
  workWithUsStreamId,
  type EventOfType,
  type QuestionnaireEvent,
  type WorkWithUsEvent,
} from '@intake/contracts';
import { answerColumns, indexQuestionnaireAnswers, indexWorkWithUsAnswers, type IndexedAnswers } from './response-answers.index.js';
import type { ResponseAnswersTable } from './response-insight.tables.js';
import { responseKey } from './response-review-stream.js';

type Row = ResponseAnswersTable & Record<string, unknown>;
type Handled = EventOfType<QuestionnaireEvent, typeof QuestionnaireEvents.Submitted> | EventOfType<WorkWithUsEvent, typeof WorkWithUsEvents.Submitted>;

/** An erased answer's text is gone; its picked options stay (the erasure keeps them too). */
function withoutErased(answers: IndexedAnswers): IndexedAnswers {
  const texts = Object.fromEntries(Object.entries(answers.texts).filter(([, t]) => t !== ERASED_TEXT));
  return { ...answers, texts };
}

/**
 * One row per submitted questionnaire and Work With Us application, its answers indexed for the
 * summary and the answer filter (issue 35). Follows erasures: the row is written again from the
 * redacted event, without its free text.
 */
export const responseAnswersProjection = defineRowProjection<Row, Handled>({
  name: 'response-answers',
  table: 'response_answers',
  keyColumn: 'response_key',
  jsonColumns: ['texts', 'numbers'],
  handles: handlesOf<Handled>()([QuestionnaireEvents.Submitted, WorkWithUsEvents.Submitted]),
  key: (e) => (e.type === QuestionnaireEvents.Submitted ? responseKey('questionnaire', e.data.session_id) : responseKey('work-with-us', e.data.submission_id)),
  startsRow: () => true,
  evolve(row, e) {
    switch (e.type) {
      case QuestionnaireEvents.Submitted: {
        const d = e.data;
        const answers = answerColumns(withoutErased(indexQuestionnaireAnswers(d.config_version, d.form_data)));
        return {
          response_key: responseKey('questionnaire', d.session_id),
          channel: 'questionnaire',
          response_id: d.session_id,
          submitted_at: new Date(d.submitted_at),
          ...answers,
        };
      }
      case WorkWithUsEvents.Submitted: {
        const d = e.data;
        const answers = answerColumns(withoutErased(indexWorkWithUsAnswers(d)));
        return {
          response_key: responseKey('work-with-us', d.submission_id),
          channel: 'work-with-us',
          response_id: d.submission_id,
          submitted_at: new Date(d.submitted_at),
          ...answers,
        };
      }
      default:
        return unhandledEvent(e, row);
    }
  },
  erasure: {
    column: 'response_key',
    values: (streamIds) => [
      ...idsFromStreamIds(streamIds, questionnaireStreamId('')).map((id) => responseKey('questionnaire', id)),
      ...idsFromStreamIds(streamIds, workWithUsStreamId('')).map((id) => responseKey('work-with-us', id)),
    ],
  },
});
