import { z } from 'zod';
import type { Event } from '../common/event.js';
import { locationDataSchema } from '../common/location.schema.js';
import type { DocumentOwnerEvent } from '../documents/documents.events.js';
import type { StreamErased } from '../privacy/personal-data.events.js';
import type { AnswerValue } from './questionnaire.types.js';

/**
 * A questionnaire session is the stream questionnaireStreamId(sessionId) = `questionnaire-<id>`:
 *   QuestionnaireStarted → (QuestionnaireAnswerRecorded | QuestionnaireStepReached)* → QuestionnaireSubmitted
 * interleaved with the documents context's DocumentAttached / DocumentFieldsExtracted (its uploads).
 */
export const QuestionnaireEvents = {
  Started: 'QuestionnaireStarted',
  AnswerRecorded: 'QuestionnaireAnswerRecorded',
  StepReached: 'QuestionnaireStepReached',
  Submitted: 'QuestionnaireSubmitted',
} as const;

/** Consent events of POST /api/forms/track-metadata, one stream per client session id. */
export const FormMetadataEvents = {
  ConsentTracked: 'FormConsentTracked',
} as const;
export const formMetadataStreamId = (sessionId: string) => `form-metadata-${sessionId}`;

export const questionnaireClientInfoSchema = z.object({
  user_agent: z.string().nullable(),
  device_type: z.enum(['mobile', 'tablet', 'desktop']),
  referrer: z.string().nullable(),
  timezone: z.string().nullable(),
  language: z.string().nullable(),
});
export type QuestionnaireClientInfo = z.infer<typeof questionnaireClientInfoSchema>;

export const questionnaireStartedDataSchema = z.object({
  session_id: z.string(),
  /** The configuration the session follows until it ends, even after a newer one ships. */
  config_version: z.string(),
  client: questionnaireClientInfoSchema,
  started_at: z.string(),
});
export type QuestionnaireStartedData = z.infer<typeof questionnaireStartedDataSchema>;

const uploadedFileRefSchema = z.object({ document_id: z.string(), filename: z.string(), size: z.number(), content_type: z.string() });

/** An answer as recorded (AnswerValue, which this schema must produce). */
const answerValueSchema: z.ZodType<AnswerValue> = z.union([
  z.string(),
  z.array(z.string()),
  z.object({ value: z.string(), other_text: z.string() }),
  z.array(uploadedFileRefSchema),
  z.object({
    name: z.string(),
    email: z.string(),
    affiliation: z.string(),
    timezone: z.string(),
    privacy_consent: z.boolean(),
    newsletter_consent: z.boolean(),
  }),
]);

export const questionnaireAnswerRecordedDataSchema = z.object({
  session_id: z.string(),
  question_id: z.string(),
  field: z.string(),
  value: answerValueSchema,
  recorded_at: z.string(),
});
export type QuestionnaireAnswerRecordedData = z.infer<typeof questionnaireAnswerRecordedDataSchema>;

/** The visitor arrived at a question; with the time spent so far, this is the drop-off record. */
export const questionnaireStepReachedDataSchema = z.object({
  session_id: z.string(),
  question_id: z.string(),
  /** 1-based position of the question among all questions of the configuration. */
  position: z.number(),
  progress_percent: z.number(),
  /** Milliseconds the visitor has spent in the questionnaire so far, as the browser measured it. */
  time_spent_ms: z.number(),
  reached_at: z.string(),
});
export type QuestionnaireStepReachedData = z.infer<typeof questionnaireStepReachedDataSchema>;

const questionnaireSubmittedFileSchema = z.object({
  document_id: z.string(),
  filename: z.string(),
  size: z.number(),
  content_type: z.string(),
  question_id: z.string(),
});
export type QuestionnaireSubmittedFile = z.infer<typeof questionnaireSubmittedFileSchema>;

export const questionnaireSubmittedDataSchema = z.object({
  session_id: z.string(),
  submission_id: z.string(),
  config_version: z.string(),
  /** The question ids the answers lead through, in order. */
  path: z.array(z.string()),
  /** Answers by field name, only those on the path. */
  form_data: z.record(z.string(), answerValueSchema),
  name: z.string(),
  email: z.string(),
  affiliation: z.string(),
  timezone: z.string(),
  privacy_consent: z.literal(true),
  newsletter_consent: z.boolean(),
  uploaded_files: z.array(questionnaireSubmittedFileSchema),
  location_data: z.nullable(locationDataSchema),
  client_metadata: z.record(z.string(), z.unknown()),
  submitted_at: z.string(),
});
export type QuestionnaireSubmittedData = z.infer<typeof questionnaireSubmittedDataSchema>;

export const formConsentTrackedDataSchema = z.object({
  session_id: z.string(),
  page: z.string(),
  event: z.enum(['consent_viewed', 'consent_accepted']),
  route: z.string(),
  client_timestamp: z.string(),
  recorded_at: z.string(),
});
export type FormConsentTrackedData = z.infer<typeof formConsentTrackedDataSchema>;

/** The questionnaire context's events on a session stream. */
export type QuestionnaireEvent =
  | Event<typeof QuestionnaireEvents.Started, QuestionnaireStartedData>
  | Event<typeof QuestionnaireEvents.AnswerRecorded, QuestionnaireAnswerRecordedData>
  | Event<typeof QuestionnaireEvents.StepReached, QuestionnaireStepReachedData>
  | Event<typeof QuestionnaireEvents.Submitted, QuestionnaireSubmittedData>;

/** What a `questionnaire-<session id>` stream holds: the documents context writes there too. */
export type QuestionnaireStreamEvent = QuestionnaireEvent | DocumentOwnerEvent | StreamErased;

/** What a `form-metadata-<session id>` stream holds. */
export type FormMetadataEvent = Event<typeof FormMetadataEvents.ConsentTracked, FormConsentTrackedData>;
