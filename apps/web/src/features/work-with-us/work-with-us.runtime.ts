import { workWithUsMachine } from '@intake/machines';
import { fromPromise } from 'xstate';
import { logger } from '../../app/logger';
import { withUserAgentDetails } from './submission-user-agent';
import { requestAdminNotification, submitWorkWithUs, uploadWorkWithUsAttachment } from './work-with-us.api';

/** The shared machine wired to this app's HTTP calls and logger. */
export const connectedWorkWithUsMachine = workWithUsMachine.provide({
  actors: {
    submitApplication: fromPromise(async ({ input, signal }) => submitWorkWithUs(await withUserAgentDetails(input.payload), signal)),
    uploadAttachment: fromPromise(({ input, signal }) => uploadWorkWithUsAttachment(input.submissionId, input.file, signal)),
    notifyAdmin: fromPromise(({ input, signal }) => requestAdminNotification(input.submissionId, signal)),
  },
  actions: {
    reportNotificationFailure: (_, { reason, submissionId }) => {
      logger.warn('work-with-us: admin notification failed', { submissionId, reason });
    },
  },
});
