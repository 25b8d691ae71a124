import { emailBatchJobSchema, emailJobSchema, type EmailJob } from '@intake/contracts';

/**
 * What an email keeps of itself once its person is erased: which email and template, not who or
 * what. A job still queued must stay readable to the worker (one recipient at least), so the
 * recipient is an address of the reserved `.invalid` domain, which no server delivers to.
 */
const withoutPersonalData = (email: EmailJob): EmailJob => ({
  email_id: email.email_id,
  template: email.template,
  to: [ERASED_RECIPIENT],
  subject: '',
  text: '',
});
const ERASED_RECIPIENT = 'erased@erased.invalid';

/**
 * An email job's data without the emails an erased event asked for (`erased` tells by event id;
 * a single-email job's id is its requesting event's), or null when it holds none. The worker then
 * finds the requesting stream erased and records the email as not sent.
 */
export function emailJobWithoutErased(jobId: string, data: unknown, erased: (eventId: string) => boolean): unknown {
  const batch = emailBatchJobSchema.safeParse(data);
  if (batch.success) {
    if (!batch.data.requests.some((r) => erased(r.event_id))) return null;
    return { ...batch.data, requests: batch.data.requests.map((r) => (erased(r.event_id) ? { ...r, email: withoutPersonalData(r.email) } : r)) };
  }
  const single = emailJobSchema.safeParse(data);
  return single.success && erased(jobId) ? withoutPersonalData(single.data) : null;
}
