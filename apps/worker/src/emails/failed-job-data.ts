import { emailBatchJobSchema, emailJobSchema, type EmailBatchJob, type EmailJob } from '@intake/contracts';

/** What a failed email keeps of itself: which email and template, not who or what. */
const withoutPersonalData = (email: EmailJob): EmailJob => ({ email_id: email.email_id, template: email.template, to: [], subject: '', text: '' });

/**
 * The data a job keeps once it has failed for good. BullMQ keeps failed jobs for 30 days for the
 * operators, data included; recipients and bodies are personal data that an erasure cannot reach
 * in the queue, and nothing needs them any more: each email's outcome, with its reason, is in its
 * stream. A job the worker could not read keeps nothing of its data.
 */
export function failedJobData(data: unknown): EmailJob | EmailBatchJob | { unreadable: true } {
  const batch = emailBatchJobSchema.safeParse(data);
  if (batch.success) return { requests: batch.data.requests.map((r) => ({ event_id: r.event_id, email: withoutPersonalData(r.email) })) };
  const single = emailJobSchema.safeParse(data);
  if (single.success) return withoutPersonalData(single.data);
  return { unreadable: true };
}
