import { QUESTIONNAIRE_ALREADY_SUBMITTED, QUESTIONNAIRE_TOASTS } from '@intake/contracts';
import { ApiError } from '../../app/api-client';
import { logger } from '../../app/logger';
import { toast } from '../../app/toasts/toast-store';

/**
 * A refusal means the server judged an answer differently from the screen, which should not
 * happen: the visitor is told. A network failure is only logged, because the submission carries
 * every answer again. So is a 409 'already submitted': the submission that beat the recording
 * carried that answer, and an error toast after 'Questionnaire submitted successfully!' would be false.
 */
export function reportRecordingFailure(error: unknown): void {
  if (error instanceof ApiError && error.status === 409 && error.detail === QUESTIONNAIRE_ALREADY_SUBMITTED) {
    logger.warn('questionnaire: a recording arrived after the submission', error.detail);
    return;
  }
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    logger.error('questionnaire: the server refused a recorded answer', error.detail);
    toast.error(QUESTIONNAIRE_TOASTS.unexpected);
    return;
  }
  logger.warn('questionnaire: recording failed', error);
}
