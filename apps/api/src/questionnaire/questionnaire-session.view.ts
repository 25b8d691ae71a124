import { questionnaireStreamId, type QuestionnaireSessionView, type QuestionnaireStreamEvent } from '@intake/contracts';
import type { EventStore } from '@intake/event-store';
import { NotFoundError } from '../platform/errors/domain-errors.js';
import { questionnaireReducer, type QuestionnaireSessionState } from './questionnaire.decider.js';

export function toSessionView(
  state: Pick<QuestionnaireSessionState, 'status' | 'sessionId' | 'configVersion' | 'startedAt' | 'answers' | 'files' | 'submissionId'>,
): QuestionnaireSessionView {
  return {
    success: true,
    session_id: state.sessionId,
    config_version: state.configVersion,
    status: state.status === 'submitted' ? 'submitted' : 'in_progress',
    answers: state.answers,
    files: state.files,
    submission_id: state.submissionId,
    started_at: state.startedAt,
  };
}

/**
 * Where a returning visitor resumes. Read from the session's own stream rather than a projection:
 * a visitor who reloads right after answering must find that answer there.
 */
export async function loadSessionView(store: EventStore, sessionId: string): Promise<QuestionnaireSessionView> {
  const state = (await store.readStream<QuestionnaireStreamEvent>(questionnaireStreamId(sessionId))).reduce(
    questionnaireReducer.evolve,
    questionnaireReducer.initial,
  );
  if (state.status === 'none') throw new NotFoundError('Questionnaire session not found.');
  return toSessionView(state);
}
