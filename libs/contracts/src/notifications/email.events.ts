import { z } from 'zod';
import type { Event } from '../common/event.js';
import type { StreamErased } from '../privacy/personal-data.events.js';

/** The notifications context's events: the worker's outcome of each email, on `email-<email id>`. */
export const EmailEvents = {
  Delivered: 'EmailDelivered',
  Failed: 'EmailFailed',
} as const;

export const emailStreamId = (emailId: string) => `email-${emailId}`;

export const emailDeliveredDataSchema = z.object({
  email_id: z.string(),
  transport: z.enum(['smtp', 'outbox']),
  message_id: z.string(),
  location: z.string().optional(),
  attempts: z.number(),
  /** Set when the email went out as an entry of this digest email rather than on its own. */
  digest_email_id: z.string().optional(),
});
export type EmailDeliveredData = z.infer<typeof emailDeliveredDataSchema>;

export const emailFailedDataSchema = z.object({
  email_id: z.string(),
  reason: z.string(),
  attempts: z.number(),
  /** A refusal no retry can change (SMTP 5xx): the worker does not send this email again. */
  permanent: z.boolean().optional(),
});
export type EmailFailedData = z.infer<typeof emailFailedDataSchema>;

/** The notifications context's events: the worker's outcome of each email. */
export type EmailEvent = Event<typeof EmailEvents.Delivered, EmailDeliveredData> | Event<typeof EmailEvents.Failed, EmailFailedData>;

/** What an `email-<email id>` stream holds. */
export type EmailStreamEvent = EmailEvent | StreamErased;
