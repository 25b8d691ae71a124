import { SESSION_STORAGE_KEYS, type QuestionnaireSessionView } from '@intake/contracts';
import { inferDeviceType, questionnaireMachine, type OpenSessionOutput } from '@intake/machines';
import { fromPromise } from 'xstate';
import { ApiError } from '../../app/api-client';
import { readSessionStored, writeSessionStored } from '../../app/browser-storage';
import { loadQuestionnaireConfig } from './questionnaire-config.loader';
import {
  fetchQuestionnaireConfig,
  getQuestionnaireSession,
  startQuestionnaireSession,
  submitQuestionnaire,
  uploadQuestionnaireFile,
} from './questionnaire.api';
import type { SerialQueue } from './serial-queue';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const toOutput = (view: QuestionnaireSessionView): OpenSessionOutput => ({
  session_id: view.session_id,
  config_version: view.config_version,
  status: view.status,
  answers: view.answers,
  files: view.files,
  submission_id: view.submission_id,
});

/**
 * The session this tab works on: the one in session storage while it is still open, otherwise a
 * new one (a reload or a return in the same tab resumes; a finished or unknown one starts over).
 */
export async function openQuestionnaireSession(signal?: AbortSignal): Promise<OpenSessionOutput> {
  const stored = readSessionStored(SESSION_STORAGE_KEYS.questionnaireSessionId);
  if (stored && UUID.test(stored)) {
    try {
      const view = await getQuestionnaireSession(stored, signal);
      if (view.status === 'in_progress') return toOutput(view);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
  }
  const view = await startQuestionnaireSession(
    {
      device_type: inferDeviceType(navigator.userAgent),
      referrer: document.referrer || null,
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone ?? null,
      language: navigator.language ?? null,
    },
    signal,
  );
  writeSessionStored(SESSION_STORAGE_KEYS.questionnaireSessionId, view.session_id);
  return toOutput(view);
}

/**
 * The shared machine wired to this app's HTTP calls. The submission waits until `recordings` (the
 * queue recording answers and steps) is idle: the last answer is emitted as the machine enters
 * submitting, and a submission that overtook it would make the server refuse that answer as
 * already submitted.
 */
export function connectQuestionnaireMachine(recordings: Pick<SerialQueue, 'idle'>) {
  return questionnaireMachine.provide({
    actors: {
      openSession: fromPromise(({ signal }) => openQuestionnaireSession(signal)),
      loadConfig: fromPromise(({ input, signal }) =>
        loadQuestionnaireConfig(input.version, {
          loadStatic: () => import('./questionnaire-static-configs').then((m) => m.QUESTIONNAIRE_CONFIGS),
          fetchFromServer: (version) => fetchQuestionnaireConfig(version, signal),
        }),
      ),
      uploadFile: fromPromise(({ input, signal }) => uploadQuestionnaireFile(input.sessionId, input.questionId, input.file, signal)),
      sessionFiles: fromPromise(async ({ input, signal }) => (await getQuestionnaireSession(input.sessionId, signal)).files[input.questionId] ?? []),
      submitQuestionnaire: fromPromise(async ({ input, signal }) => {
        await recordings.idle();
        return submitQuestionnaire(input.payload, signal);
      }),
    },
  });
}
