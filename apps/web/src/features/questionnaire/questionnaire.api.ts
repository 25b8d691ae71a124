import {
  questionnaireConfigResponseSchema,
  questionnaireSessionViewSchema,
  questionnaireSubmitResponseSchema,
  recordAnswerResponseSchema,
  type RecordAnswerResponse,
  type AnswerValue,
  type QuestionnaireConfig,
  type QuestionnaireSessionView,
  type QuestionnaireSubmitRequest,
  type QuestionnaireSubmitResponse,
  type StartQuestionnaireSessionRequest,
  type UploadedFileRef,
} from '@intake/contracts';
import { z } from 'zod';
import { ApiError, apiRequest, apiUrl } from '../../app/api-client';

const sessionPath = (sessionId: string) => `/api/questionnaire/sessions/${encodeURIComponent(sessionId)}`;

export async function startQuestionnaireSession(
  metadata: StartQuestionnaireSessionRequest['metadata'],
  signal?: AbortSignal,
): Promise<QuestionnaireSessionView> {
  return apiRequest('/api/questionnaire/sessions', questionnaireSessionViewSchema, { method: 'POST', json: { metadata }, signal });
}

export async function getQuestionnaireSession(sessionId: string, signal?: AbortSignal): Promise<QuestionnaireSessionView> {
  return apiRequest(sessionPath(sessionId), questionnaireSessionViewSchema, { signal });
}

export function recordQuestionnaireAnswer(sessionId: string, questionId: string, value: AnswerValue): Promise<RecordAnswerResponse> {
  return apiRequest(`${sessionPath(sessionId)}/answers`, recordAnswerResponseSchema, { method: 'POST', json: { question_id: questionId, value } });
}

/** The step's answer is `{ success: true }`, as the form-metadata and analytics beacons' are. */
const STEP_RECORDED = z.object({ success: z.literal(true) });

export function recordQuestionnaireStep(sessionId: string, questionId: string, timeSpentMs: number): Promise<{ success: true }> {
  return apiRequest(`${sessionPath(sessionId)}/steps`, STEP_RECORDED, { method: 'POST', json: { question_id: questionId, time_spent_ms: timeSpentMs } });
}

/** The last step and time spent, when the page goes away (a normal request could be cut off). */
export function beaconQuestionnaireStep(sessionId: string, questionId: string, timeSpentMs: number): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return false;
  const body = new Blob([JSON.stringify({ question_id: questionId, time_spent_ms: timeSpentMs })], { type: 'application/json' });
  return navigator.sendBeacon(apiUrl(`${sessionPath(sessionId)}/steps`), body);
}

/** Visitor spec §7: POST /api/submit, and the fallback path when that one is not there. */
export async function submitQuestionnaire(payload: QuestionnaireSubmitRequest, signal?: AbortSignal): Promise<QuestionnaireSubmitResponse> {
  try {
    return await apiRequest('/api/submit', questionnaireSubmitResponseSchema, { method: 'POST', json: payload, signal });
  } catch (error) {
    // A refusal with a reason is the server's answer; only a missing route earns the fallback.
    if (!(error instanceof ApiError) || (error.status !== 404 && error.status !== 405) || error.detail === 'Questionnaire session not found.') throw error;
    return apiRequest('/api/structured-questionnaire/submit', questionnaireSubmitResponseSchema, { method: 'POST', json: payload, signal });
  }
}

/** What the wizard reads of an upload's answer (the documents upload answer; the chat reads more). */
const UPLOAD_REPLY = z.object({
  success: z.boolean().optional(),
  document_id: z.string().optional(),
  operation_id: z.string().optional(),
  filename: z.string().optional(),
  detail: z.string().optional(),
});

/**
 * One file for one question (multipart `file` and `question_id`). No timer of its own: the
 * questionnaire machine races it against the 60 s upload timer and aborts it through `signal`.
 */
export async function uploadQuestionnaireFile(sessionId: string, questionId: string, file: File, signal?: AbortSignal): Promise<UploadedFileRef> {
  const form = new FormData();
  form.append('question_id', questionId);
  form.append('file', file, file.name);
  const reply = await apiRequest(`/api/upload/${encodeURIComponent(sessionId)}`, UPLOAD_REPLY, { method: 'POST', body: form, timeoutMs: null, signal });
  const documentId = reply.document_id ?? reply.operation_id;
  if (reply.success === false || !documentId) throw new Error(reply.detail ?? 'The upload was not accepted');
  return { document_id: documentId, filename: reply.filename ?? file.name, size: file.size, content_type: file.type || 'application/octet-stream' };
}

export async function fetchQuestionnaireConfig(version: string, signal?: AbortSignal): Promise<QuestionnaireConfig> {
  const body = await apiRequest(`/api/questionnaire/config?version=${encodeURIComponent(version)}`, questionnaireConfigResponseSchema, { signal });
  return body.config;
}
