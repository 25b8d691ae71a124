import { EmailEvents, emailStreamId, type EmailDeliveredData, type EmailEvent, type EventOfType } from '@intake/contracts';
import type { NewOf } from '@intake/event-store';
import { nameBasedUuid } from '@intake/event-store';
import { redactText } from '@intake/logging';
import type { SentEmail } from './email-transport.js';

const MAX_REASON_LENGTH = 500;

export type EmailDelivered = NewOf<EventOfType<EmailEvent, typeof EmailEvents.Delivered>>;
export type EmailFailed = NewOf<EventOfType<EmailEvent, typeof EmailEvents.Failed>>;

/** One id per email and outcome: a redelivered job re-appends the same event, which is a no-op. */
export function outcomeEventId(emailId: string, outcome: 'delivered' | 'failed'): string {
  return nameBasedUuid(`${emailStreamId(emailId)}/${outcome}`);
}

/** `digestEmailId`: the notice went out as an entry of that digest email. */
export function emailDelivered(emailId: string, sent: SentEmail, attempts: number, causationId?: string, digestEmailId?: string): EmailDelivered {
  const data: EmailDeliveredData = { email_id: emailId, transport: sent.transport, message_id: sent.messageId, attempts };
  if (sent.location !== undefined) data.location = sent.location;
  if (digestEmailId !== undefined) data.digest_email_id = digestEmailId;
  return {
    id: outcomeEventId(emailId, 'delivered'),
    type: EmailEvents.Delivered,
    data,
    metadata: { actor: 'worker', ...(causationId ? { causationId } : {}) },
  };
}

/**
 * The reason is for operators: SMTP replies often quote the recipient, which the event does
 * not need to keep, so it is redacted like a log line and bounded in length.
 */
export function emailFailed(emailId: string, reason: string, attempts: number, causationId?: string, permanent = false): EmailFailed {
  return {
    id: outcomeEventId(emailId, 'failed'),
    type: EmailEvents.Failed,
    data: { email_id: emailId, reason: redactText(reason).slice(0, MAX_REASON_LENGTH), attempts, permanent },
    metadata: { actor: 'worker', ...(causationId ? { causationId } : {}) },
  };
}
