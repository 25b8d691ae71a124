import { createHash } from 'node:crypto';
import { isVisitorAddressed, type EmailJob } from '@intake/contracts';

/** The window the cap counts in. */
export const VISITOR_EMAIL_WINDOW_MS = 24 * 3600 * 1000;

/** The recorded reason of a completion email refused by the cap; it names no one. */
export const NOT_SENT_RECIPIENT_LIMIT = 'Not sent: this address has had as many completion emails as it may get in 24 hours.';

/**
 * How an address is counted: trimmed and without case, hashed so the count table holds no
 * readable address. (Plus-tags and dots are not folded: which ones a mailbox ignores depends on
 * its provider.)
 */
export const recipientKey = (address: string): string => createHash('sha256').update(address.trim().toLowerCase()).digest('hex');

/**
 * Which of a job's pending emails may go: emails to staff always; a visitor-addressed one only
 * while every recipient has had fewer than `limit` in the window, counting those allowed before
 * it in this job. `sentBefore` counts the other emails each recipient key got in the window.
 */
export function capVisitorEmails<E extends Pick<EmailJob, 'email_id' | 'to' | 'template'>>(
  emails: readonly E[],
  sentBefore: ReadonlyMap<string, number>,
  limit: number,
): { allowed: E[]; refused: E[] } {
  const counts = new Map(sentBefore);
  const allowed: E[] = [];
  const refused: E[] = [];
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
    for (const k of keys) counts.set(k, (counts.get(k) ?? 0) + 1);
    allowed.push(email);
  }
  return { allowed, refused };
}
