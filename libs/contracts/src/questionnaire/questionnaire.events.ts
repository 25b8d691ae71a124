import type { Event } from '../common/event.js';
import type { LocationData } from '../common/location.schema.js';
import type { DocumentOwnerEvent } from '../documents/documents.contract.js';
import type { StreamErased } from '../privacy/personal-data.js';
import type { AnswerValue, UploadedFileRef } from './questionnaire.types.js';

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

export interface QuestionnaireClientInfo {
  user_agent: string | null;
  device_type: 'mobile' | 'tablet' | 'desktop';
  referrer: string | null;
  timezone: string | null;
  language: string | null;
}

export interface QuestionnaireStartedData {
  session_id: string;
  /** The configuration the session follows until it ends, even after a newer one ships. */
  config_version: string;
  client: QuestionnaireClientInfo;
  started_at: string;
}

export interface QuestionnaireAnswerRecordedData {
  session_id: string;
  question_id: string;
  field: string;
  value: AnswerValue;
  recorded_at: string;
}

/** The visitor arrived at a question; with the time spent so far, this is the drop-off record. */
export interface QuestionnaireStepReachedData {
  session_id: string;
  question_id: string;
  /** 1-based position of the question among all questions of the configuration. */
  position: number;
  progress_percent: number;
  /** Milliseconds the visitor has spent in the questionnaire so far, as the browser measured it. */
  time_spent_ms: number;
  reached_at: string;
}

export interface QuestionnaireSubmittedFile extends UploadedFileRef {
  question_id: string;
}

export interface QuestionnaireSubmittedData {
  session_id: string;
  submission_id: string;
  config_version: string;
  /** The question ids the answers lead through, in order. */
  path: string[];
  /** Answers by field name, only those on the path. */
  form_data: Record<string, AnswerValue>;
  name: string;
  email: string;
  affiliation: string;
  timezone: string;
  privacy_consent: true;
  newsletter_consent: boolean;
  uploaded_files: QuestionnaireSubmittedFile[];
  location_data: LocationData | null;
  client_metadata: Record<string, unknown>;
  submitted_at: string;
}

export interface FormConsentTrackedData {
  session_id: string;
  page: string;
  event: 'consent_viewed' | 'consent_accepted';
  route: string;
  client_timestamp: string;
  recorded_at: string;
}

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
