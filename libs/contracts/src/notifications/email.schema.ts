import { z } from 'zod';

export const QUEUES = { emails: 'emails', documents: 'documents' } as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export const EmailEvents = {
  Delivered: 'EmailDelivered',
  Failed: 'EmailFailed',
} as const;

export const emailStreamId = (emailId: string) => `email-${emailId}`;

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
});
export type EmailJob = z.infer<typeof emailJobSchema>;

export interface EmailDeliveredData {
  email_id: string;
  transport: 'smtp' | 'outbox';
  message_id: string;
  location?: string;
  attempts: number;
}

export interface EmailFailedData {
  email_id: string;
  reason: string;
  attempts: number;
}
