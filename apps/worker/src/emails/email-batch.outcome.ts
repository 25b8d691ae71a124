import { emailStreamId } from '@intake/contracts';
import { emailDelivered, emailFailed, type EmailDelivered, type EmailFailed } from './email-outcome.event-factory.js';
import type { SentEmail } from './email-transport.js';

/** What one attempt at one email of a job came to. */
export type SendResult =
  | { emailId: string; causationId: string; sent: SentEmail }
  | { emailId: string; causationId: string; refused: { reason: string; permanent: boolean } };

export interface RecordedOutcome {
  streamId: string;
  event: EmailDelivered | EmailFailed;
}

/** How the job ends: done, tried again by the queue, or failed (at once when no retry can help). */
export type JobEnding = { kind: 'completed' } | { kind: 'retry'; reason: string } | { kind: 'failed'; reason: string; retryCannotHelp: boolean };

/**
 * The outcome of one attempt at a job's emails: every delivery and every permanent refusal is
 * recorded now; a temporary failure only once no attempt is left, until then the queue tries
 * the job again (the emails already delivered are then found on their streams and skipped).
 */
export function settleEmailAttempt(results: readonly SendResult[], attempt: number, attempts: number): { record: RecordedOutcome[]; ending: JobEnding } {
  const lastAttempt = attempt >= attempts;
  const record: RecordedOutcome[] = [];
  let temporary: string | undefined;
  let permanent: string | undefined;
  for (const r of results) {
    const streamId = emailStreamId(r.emailId);
    if ('sent' in r) {
      record.push({ streamId, event: emailDelivered(r.emailId, r.sent, attempt, r.causationId) });
      continue;
    }
    const { reason, permanent: isPermanent } = r.refused;
    if (isPermanent) permanent ??= reason;
    else temporary ??= reason;
    if (isPermanent || lastAttempt) record.push({ streamId, event: emailFailed(r.emailId, reason, attempt, r.causationId, isPermanent) });
  }
  const ending: JobEnding =
    temporary !== undefined
      ? lastAttempt
        ? { kind: 'failed', reason: temporary, retryCannotHelp: false }
        : { kind: 'retry', reason: temporary }
      : permanent !== undefined
        ? { kind: 'failed', reason: permanent, retryCannotHelp: true }
        : { kind: 'completed' };
  return { record, ending };
}
