import { createHash } from 'node:crypto';
import { isVisitorAddressed, type EmailJob } from '@intake/contracts';

/** The window the cap counts in. */
export const VISITOR_EMAIL_WINDOW_MS = 24 * 3600 * 1000;

/** The recorded reason of a completion email refused by the cap; it names no one. */
export const NOT_SENT_RECIPIENT_LIMIT = 'Not sent: this address has had as many completion emails as it may get in 24 hours.';

/** The window of the global cap on mail to visitor-typed addresses. */
export const VISITOR_EMAIL_HOURLY_WINDOW_MS = 3600 * 1000;

/** The recorded reason of a completion email refused by the global hourly cap. */
export const NOT_SENT_HOURLY_LIMIT = 'Not sent: the product has sent as many emails to visitor-typed addresses as it may in one hour.';

/**
 * How an address is counted: trimmed and without case, hashed so the count table holds no
 * readable address. (Plus-tags and dots are not folded: which ones a mailbox ignores depends on
 * its provider.)
 */
export const recipientKey = (address: string): string => createHash('sha256').update(address.trim().toLowerCase()).digest('hex');

/**
 * Which of a job's pending emails may go: emails to staff always; a visitor-addressed one only
 * while every recipient has had fewer than `limit` in the window, counting those allowed before
 * it in this job, and while the product's hourly budget for all visitor-typed addresses
 * (`hourlyLeft`) lasts. `sentBefore` counts the other emails each recipient key got in the window.
 * The global budget is what stops one visitor aiming 60 emails at 60 strangers: the per-address
 * cap alone never sees two sends to the same address.
 */
export function capVisitorEmails<E extends Pick<EmailJob, 'email_id' | 'to' | 'template'>>(
  emails: readonly E[],
  sentBefore: ReadonlyMap<string, number>,
  limit: number,
  hourlyLeft = Number.POSITIVE_INFINITY,
): { allowed: E[]; refused: E[]; refusedHourly: E[] } {
  const counts = new Map(sentBefore);
  const allowed: E[] = [];
  const refused: E[] = [];
  const refusedHourly: E[] = [];
  let left = hourlyLeft;
  for (const email of emails) {
    if (!isVisitorAddressed(email)) {
      allowed.push(email);
      continue;
    }
    const keys = [...new Set(email.to.map(recipientKey))];
    if (keys.some((k) => (counts.get(k) ?? 0) >= limit)) {
      refused.push(email);
      continue;
    }
    if (left <= 0) {
      refusedHourly.push(email);
      continue;
    }
    left--;
    for (const k of keys) counts.set(k, (counts.get(k) ?? 0) + 1);
    allowed.push(email);
  }
  return { allowed, refused, refusedHourly };
}
