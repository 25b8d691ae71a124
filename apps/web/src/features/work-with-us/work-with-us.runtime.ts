import { workWithUsMachine } from '@intake/machines';
import { fromPromise } from 'xstate';
import { logger } from '../../app/logger';
import { prefetchUserAgentDetails, withUserAgentDetails } from './submission-user-agent';

// The calls and the answer schemas they check (zod with the contracts' schemas, 26 kB gzip) are a
// chunk of their own, fetched once the visitor starts on the form (issue 32), not with the page.
const loadCalls = () => import('./work-with-us.api');

/** Starts fetching what submitting needs (the calls, the user-agent parser) while the visitor fills the form. */
export function prefetchSubmissionCode(): void {
  loadCalls().catch(() => undefined);
  prefetchUserAgentDetails();
}

/** The shared machine wired to this app's HTTP calls and logger. */
export const connectedWorkWithUsMachine = workWithUsMachine.provide({
  actors: {
    submitApplication: fromPromise(async ({ input, signal }) => {
      const [{ submitWorkWithUs }, payload] = await Promise.all([loadCalls(), withUserAgentDetails(input.payload)]);
      return submitWorkWithUs(payload, signal);
    }),
    uploadAttachment: fromPromise(async ({ input, signal }) => (await loadCalls()).uploadWorkWithUsAttachment(input.submissionId, input.file, signal)),
    notifyAdmin: fromPromise(async ({ input, signal }) => (await loadCalls()).requestAdminNotification(input.submissionId, signal)),
  },
  actions: {
    reportNotificationFailure: (_, { reason, submissionId }) => {
      logger.warn('work-with-us: admin notification failed', { submissionId, reason });
    },
  },
});
