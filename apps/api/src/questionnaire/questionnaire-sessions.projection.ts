import { defineRowProjection, idsFromStreamIds, handlesOf } from '@intake/event-store';
import { QuestionnaireEvents, type QuestionnaireEvent, questionnaireStreamId, unhandledEvent } from '@intake/contracts';
import type { QuestionnaireSessionsTable } from './questionnaire.tables.js';

type Row = QuestionnaireSessionsTable & Record<string, unknown>;

/** One row per session, submitted or not: the last step reached and the time spent, for drop-off. */
export const questionnaireSessionsProjection = defineRowProjection<Row, QuestionnaireEvent>({
  name: 'questionnaire-sessions',
  table: 'questionnaire_sessions',
  keyColumn: 'session_id',
  jsonColumns: ['steps_reached'],
  handles: handlesOf<QuestionnaireEvent>()([
    QuestionnaireEvents.Started,
    QuestionnaireEvents.AnswerRecorded,
    QuestionnaireEvents.StepReached,
    QuestionnaireEvents.Submitted,
  ]),
  key: (e) => e.data.session_id,
  erasure: { column: 'session_id', values: (streamIds) => idsFromStreamIds(streamIds, questionnaireStreamId('')) },
  evolve(row, e) {
    switch (e.type) {
      case QuestionnaireEvents.Started: {
        const d = e.data;
        const at = new Date(d.started_at);
        return {
          session_id: d.session_id,
          config_version: d.config_version,
          status: 'in_progress',
          device_type: d.client.device_type,
          last_question_id: null,
          last_position: 0,
          progress_percent: 0,
          steps_reached: [],
          time_spent_ms: 0,
          submission_id: null,
          started_at: at,
          updated_at: at,
          submitted_at: null,
        };
      }
      case QuestionnaireEvents.AnswerRecorded:
        return row ? { ...row, updated_at: new Date(e.data.recorded_at) } : row;
      case QuestionnaireEvents.StepReached: {
        if (!row) return row;
        const d = e.data;
        return {
          ...row,
          last_question_id: d.question_id,
          last_position: d.position,
          progress_percent: d.progress_percent,
          steps_reached: row.steps_reached.includes(d.question_id) ? row.steps_reached : [...row.steps_reached, d.question_id],
          // A reload restarts the browser's clock, so the longest report is the best estimate.
          time_spent_ms: Math.max(Number(row.time_spent_ms), d.time_spent_ms),
          updated_at: new Date(d.reached_at),
        };
      }
      case QuestionnaireEvents.Submitted: {
        if (!row) return row;
        const d = e.data;
        const at = new Date(d.submitted_at);
        return { ...row, status: 'submitted', progress_percent: 100, submission_id: d.submission_id, submitted_at: at, updated_at: at };
      }
      default:
        return unhandledEvent(e, row);
    }
  },
});
