import type { NewOf } from '@intake/event-store';
import {
  CURRENT_QUESTIONNAIRE_VERSION,
  DocumentEvents,
  PersonalDataEvents,
  QuestionnaireEvents,
  unhandledEvent,
  type QuestionnaireEvent,
  type QuestionnaireStreamEvent,
  QUESTIONNAIRE_ALREADY_SUBMITTED,
  questionnaireConfigFor,
  type AnswerValue,
  type LocationData,
  type QuestionnaireClientInfo,
  type QuestionnaireConfig,
  type QuestionnaireStartedData,
  type QuestionnaireAnswerRecordedData,
  type QuestionnaireStepReachedData,
  type QuestionnaireSubmission,
  type QuestionnaireSubmittedData,
  type QuestionnaireSubmittedFile,
  type ContactAnswer,
  type UploadedFileRef,
} from '@intake/contracts';
import { checkAnswer, checkQuestionnaireSubmission, findQuestion, isFileQuestion, progressPercent, questionPosition } from '@intake/machines';
import type { Reducer } from '../platform/event-sourcing/load-decide-append.js';
import { ConflictError, NotFoundError, ValidationError } from '../platform/errors/domain-errors.js';
import { foldNewEvents } from '../platform/event-sourcing/fold-new-events.js';
import { withUploads } from './questionnaire-uploads.js';

export interface QuestionnaireSessionState {
  status: 'none' | 'in_progress' | 'submitted';
  sessionId: string;
  configVersion: string;
  startedAt: string;
  /** The latest answer per question id. */
  answers: Record<string, AnswerValue>;
  /** What the documents context attached, per question id. */
  files: Record<string, UploadedFileRef[]>;
  submissionId: string | null;
}

const initial: QuestionnaireSessionState = {
  status: 'none',
  sessionId: '',
  configVersion: '',
  startedAt: '',
  answers: {},
  files: {},
  submissionId: null,
};

/**
 * The session stream folded. The documents context writes DocumentAttached here too (with
 * expected version 'any'), whenever a file for one of the questions arrives.
 */
export const questionnaireReducer: Reducer<QuestionnaireSessionState, QuestionnaireStreamEvent> = {
  initial,
  evolve(state, event) {
    switch (event.type) {
      case QuestionnaireEvents.Started: {
        const d = event.data;
        return { ...state, status: 'in_progress', sessionId: d.session_id, configVersion: d.config_version, startedAt: d.started_at };
      }
      case QuestionnaireEvents.AnswerRecorded: {
        const d = event.data;
        return { ...state, answers: { ...state.answers, [d.question_id]: d.value } };
      }
      case DocumentEvents.Attached: {
        const d = event.data;
        if (!d.question_id) return state;
        const ref: UploadedFileRef = { document_id: d.document_id, filename: d.filename, size: d.size, content_type: d.content_type };
        return { ...state, files: { ...state.files, [d.question_id]: [...(state.files[d.question_id] ?? []), ref] } };
      }
      case QuestionnaireEvents.Submitted: {
        const d = event.data;
        return { ...state, status: 'submitted', submissionId: d.submission_id };
      }
      // Drop-off records and the documents' findings change nothing a decision reads.
      case QuestionnaireEvents.StepReached:
      case DocumentEvents.FieldsExtracted:
      case PersonalDataEvents.StreamErased:
        return state;
      default:
        return unhandledEvent(event, state);
    }
  },
};

/** The configuration the session started on. */
export function sessionConfig(state: QuestionnaireSessionState): QuestionnaireConfig {
  if (state.status === 'none') throw new NotFoundError('Questionnaire session not found.');
  const config = questionnaireConfigFor(state.configVersion);
  // Versions are only ever added; a session on a removed one cannot be judged.
  if (!config) throw new ConflictError(`This questionnaire (version ${state.configVersion}) is no longer offered. Please start again.`);
  return config;
}

const UNKNOWN_CLIENT: QuestionnaireClientInfo = { user_agent: null, device_type: 'desktop', referrer: null, timezone: null, language: null };

export function decideStart(
  state: QuestionnaireSessionState,
  input: { sessionId: string; configVersion: string; client: QuestionnaireClientInfo; now: Date },
): NewOf<QuestionnaireEvent>[] {
  if (state.status !== 'none') return [];
  const data: QuestionnaireStartedData = {
    session_id: input.sessionId,
    config_version: input.configVersion,
    client: input.client,
    started_at: input.now.toISOString(),
  };
  return [{ type: QuestionnaireEvents.Started, data }];
}

/**
 * One answer as the visitor gives it: it must be an acceptable answer to a question of the
 * session's configuration (the machine's own check), and a file answer may only name files the
 * session received (attached, or `uploads` not yet copied onto it). Whether it lies on the path is judged at submission, when the path is known.
 * Recording the same answer again changes nothing.
 */
export function decideRecordAnswer(
  state: QuestionnaireSessionState,
  input: { questionId: string; value: unknown; uploads: Record<string, UploadedFileRef[]>; now: Date },
): NewOf<QuestionnaireEvent>[] {
  const config = sessionConfig(state);
  if (state.status === 'submitted') throw new ConflictError(QUESTIONNAIRE_ALREADY_SUBMITTED);
  const question = findQuestion(config, input.questionId);
  if (!question) throw new ValidationError(`question_id: "${input.questionId}" is not a question of this questionnaire.`);
  let value = input.value;
  if (isFileQuestion(question) && Array.isArray(value)) {
    const held = new Map((withUploads(state.files, input.uploads)[question.id] ?? []).map((f) => [f.document_id, f]));
    const refs: UploadedFileRef[] = [];
    for (const item of value) {
      const ref = held.get(String((item as { document_id?: unknown })?.document_id));
      if (!ref)
        throw new ValidationError(
          `${question.id} (${question.field}): The file "${String((item as { filename?: unknown })?.filename ?? '')}" was not uploaded in this session.`,
        );
      refs.push(ref);
    }
    value = refs;
  }
  const check = checkAnswer(question, value, config.validation);
  if (!check.ok) {
    throw new ValidationError(`${question.id} (${question.field}): ${check.message}`, [{ path: 'value', message: check.message }]);
  }
  if (JSON.stringify(state.answers[question.id]) === JSON.stringify(check.value)) return [];
  const data: QuestionnaireAnswerRecordedData = {
    session_id: state.sessionId,
    question_id: question.id,
    field: question.field,
    value: check.value,
    recorded_at: input.now.toISOString(),
  };
  return [{ type: QuestionnaireEvents.AnswerRecorded, data }];
}

/** The drop-off record. Steps reported after the submission (a late page-leave beacon) are dropped. */
export function decideStepReached(
  state: QuestionnaireSessionState,
  input: { questionId: string; timeSpentMs: number; now: Date },
): NewOf<QuestionnaireEvent>[] {
  const config = sessionConfig(state);
  if (state.status === 'submitted') return [];
  if (!findQuestion(config, input.questionId)) {
    throw new ValidationError(`question_id: "${input.questionId}" is not a question of this questionnaire.`);
  }
  const data: QuestionnaireStepReachedData = {
    session_id: state.sessionId,
    question_id: input.questionId,
    position: questionPosition(config, input.questionId),
    progress_percent: progressPercent(config, input.questionId),
    time_spent_ms: input.timeSpentMs,
    reached_at: input.now.toISOString(),
  };
  return [{ type: QuestionnaireEvents.StepReached, data }];
}

/**
 * The submission, replayed through the questionnaire machine against the session's own record
 * of its files (attached, or `uploads` not yet copied onto it). A second submission of a submitted session is not an error and adds nothing:
 * the caller answers with the first one's id.
 */
export function decideSubmit(
  state: QuestionnaireSessionState,
  input: {
    submissionId: string;
    request: QuestionnaireSubmission;
    uploads: Record<string, UploadedFileRef[]>;
    location: LocationData | null;
    now: Date;
    /** Who is submitting: recorded when the submission opens the session itself. */
    client?: QuestionnaireClientInfo;
  },
): NewOf<QuestionnaireEvent>[] {
  // A spec client names its own session (the spec has no session-start call): an unknown id is a
  // new session on the current questionnaire, started and submitted at once, checked in full.
  if (state.status === 'none') {
    const sessionId = input.request.session_id;
    const start = decideStart(state, { sessionId, configVersion: CURRENT_QUESTIONNAIRE_VERSION, client: input.client ?? UNKNOWN_CLIENT, now: input.now });
    const started = foldNewEvents(questionnaireReducer, state, start, input.now);
    return [...start, ...decideSubmit(started, input)];
  }
  const config = sessionConfig(state);
  if (state.status === 'submitted') return [];
  const check = checkQuestionnaireSubmission(config, input.request.conversation_data, withUploads(state.files, input.uploads));
  if (!check.ok) {
    throw new ValidationError(check.detail, [{ path: check.field ? `conversation_data.${check.field}` : 'conversation_data', message: check.message }]);
  }
  const formData: Record<string, AnswerValue> = {};
  const uploaded: QuestionnaireSubmittedFile[] = [];
  let contact: ContactAnswer | undefined;
  for (const id of check.path) {
    const question = findQuestion(config, id);
    const answer = check.answers[id];
    if (!question || answer === undefined) continue;
    formData[question.field] = answer;
    if (question.type === 'contact_form') contact = answer as ContactAnswer;
    if (isFileQuestion(question)) for (const f of answer as UploadedFileRef[]) uploaded.push({ ...f, question_id: id });
  }
  // The machine only completes through the contact form, so this holds for every accepted check.
  if (!contact) throw new ValidationError('The submission has no contact details.');
  const { metadata } = input.request;
  const data: QuestionnaireSubmittedData = {
    session_id: state.sessionId,
    submission_id: input.submissionId,
    config_version: config.version,
    path: check.path,
    form_data: formData,
    name: contact.name,
    email: contact.email.toLowerCase(),
    affiliation: contact.affiliation,
    timezone: contact.timezone,
    privacy_consent: true,
    newsletter_consent: contact.newsletter_consent,
    uploaded_files: uploaded,
    location_data: input.location,
    client_metadata: { ...metadata, message_count: input.request.messages.length },
    submitted_at: input.now.toISOString(),
  };
  return [{ type: QuestionnaireEvents.Submitted, data }];
}
