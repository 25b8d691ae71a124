import { z } from 'zod';
import { emailContentSchema } from './email-content.js';

export const QUEUES = { emails: 'emails', documents: 'documents', webhooks: 'webhooks' } as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/**
 * The job the worker receives on the `emails` queue. Emails travel inside the events that ask for
 * them (e.g. WorkWithUsAdminNotificationRequested); jobId = that event's id.
 */
export const emailJobSchema = z.object({
  email_id: z.string(),
  to: z.array(z.string()).min(1),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  reply_to: z.string().optional(),
  template: z.string(),
  /**
   * The blocks `text` was made from, for the worker's HTML part. Emails requested before HTML
   * have none (their HTML is laid out from `text`); an erased request's content reads `{}`,
   * which is taken as none.
   */
  content: emailContentSchema.optional().catch(undefined),
});
export type EmailJob = z.infer<typeof emailJobSchema>;

/** The chat's completion emails, `chat-completion-<goal>`: the only ones sent to an address a visitor typed in. */
export const CHAT_COMPLETION_TEMPLATE_PREFIX = 'chat-completion-';

/**
 * Whether an email goes to an address a visitor supplied, with text the visitor wrote in it:
 * anyone could aim those at a stranger, so the worker caps how many one address gets a day.
 */
export const isVisitorAddressed = (email: Pick<EmailJob, 'template'>): boolean => email.template.startsWith(CHAT_COMPLETION_TEMPLATE_PREFIX);

/** The notices to the consortium's mailbox, one per response; many at once go out as a digest. */
export const STAFF_NOTICE_TEMPLATES = {
  workWithUs: 'work-with-us-admin-notification',
  questionnaire: 'questionnaire-staff-notice',
  chat: 'chat-staff-notice',
  /** A response assigned to a staff member (issue 30), to that person. */
  assignment: 'response-assignment-staff-notice',
} as const;

/** The email that lists the staff notices held back during a burst. */
export const STAFF_DIGEST_TEMPLATE = 'staff-notice-digest';

const STAFF_NOTICES: ReadonlySet<string> = new Set(Object.values(STAFF_NOTICE_TEMPLATES));
export const isStaffNotice = (email: Pick<EmailJob, 'template'>): boolean => STAFF_NOTICES.has(email.template);

/** The job names on the `emails` queue. */
export const EMAIL_JOBS = {
  /** One email; its jobId is the id of the event that asked for it. */
  send: 'send',
  /** The emails of one batch of the reactor; see emailBatchJobSchema. */
  sendBatch: 'send-batch',
  /** Sends the staff notices held back during a burst as one digest (delayed; see staff-notice-batching). */
  staffDigest: 'staff-digest',
} as const;

/**
 * Under load the email reactor sends one job per batch of events: each email costs the queue's
 * database a claim and a finish (about 1 ms on the PostgreSQL backend), a batch costs that once.
 * Each request keeps the id of the event that asked for it, recorded as the outcome's causation.
 */
export const emailBatchJobSchema = z.object({
  // request_id: the request that caused the email (its x-request-id), for the worker's log lines.
  requests: z.array(z.object({ event_id: z.string(), email: emailJobSchema, request_id: z.string().optional() })).min(1),
});
export type EmailBatchJob = z.infer<typeof emailBatchJobSchema>;
