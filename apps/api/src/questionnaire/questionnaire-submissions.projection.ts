import { defineRowProjection, idsFromStreamIds, handlesOf } from '@intake/event-store';
import { QuestionnaireEvents, questionnaireStreamId, type EventOfType, type QuestionnaireEvent } from '@intake/contracts';
import type { QuestionnaireSubmissionsTable } from './questionnaire.tables.js';

type Row = QuestionnaireSubmissionsTable & Record<string, unknown>;

/** One row per submitted questionnaire, as the admin "Form Submissions" tab lists them. */
export const questionnaireSubmissionsProjection = defineRowProjection<Row, EventOfType<QuestionnaireEvent, typeof QuestionnaireEvents.Submitted>>({
  name: 'questionnaire-submissions',
  table: 'questionnaire_submissions',
  keyColumn: 'submission_id',
  jsonColumns: ['location_data', 'form_data', 'uploaded_files'],
  handles: handlesOf<EventOfType<QuestionnaireEvent, typeof QuestionnaireEvents.Submitted>>()([QuestionnaireEvents.Submitted]),
  key: (e) => e.data.submission_id,
  erasure: { column: 'session_id', values: (streamIds) => idsFromStreamIds(streamIds, questionnaireStreamId('')) },
  evolve(_row, e) {
    const d = e.data;
    return {
      submission_id: d.submission_id,
      session_id: d.session_id,
      name: d.name,
      email: d.email,
      organization: d.affiliation,
      location_data: d.location_data,
      form_data: d.form_data,
      uploaded_files: d.uploaded_files,
      questionnaire_version: d.config_version,
      newsletter_consent: d.newsletter_consent,
      submitted_at: new Date(d.submitted_at),
    };
  },
});
