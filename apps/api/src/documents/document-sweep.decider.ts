/** What the sweeper may do with a document that has been queued or reading for a while. */
export const DOCUMENT_SWEEP = {
  /** How often the sweeper looks. */
  everyMs: 30_000,
  /** An operation untouched this long is looked at (longer than the 90 s extraction budget). */
  staleAfterMs: 150_000,
  /** Re-queues after the queue lost a document's job; then it is failed, not queued forever. */
  maxRequeues: 2,
} as const;

/** The queue's view of the document's current job (`missing`: the queue does not know it). */
export type QueueJobState = 'missing' | 'waiting' | 'active' | 'delayed' | 'completed' | 'failed' | 'other';

export interface SweepInput {
  /** The document's stream already holds DocumentExtracted or DocumentExtractionFailed. */
  finished: boolean;
  job: QueueJobState;
  /** Why the queue failed the job (BullMQ's failedReason), when it did. */
  failedReason: string | null;
  requeues: number;
}

export type SweepDecision = { kind: 'leave' } | { kind: 'requeue'; requeue: number } | { kind: 'fail'; reason: string };

export const REASON_SET_ASIDE =
  'Reading this file stopped the reader several times, so it was set aside and will not be tried again. The upload itself succeeded.';
export const REASON_NOT_READ = 'The file could not be read right now. The upload itself succeeded.';

/**
 * Every operation ends: a job the queue lost is queued again (a few times at most: a file that
 * keeps killing its reader is parked), and a job the queue failed for good without the worker
 * recording it (a stall, a worker that died) gets its failure written.
 */
export function decideSweep(input: SweepInput, maxRequeues: number = DOCUMENT_SWEEP.maxRequeues): SweepDecision {
  if (input.finished) return { kind: 'leave' };
  switch (input.job) {
    case 'missing':
      return input.requeues < maxRequeues ? { kind: 'requeue', requeue: input.requeues + 1 } : { kind: 'fail', reason: REASON_SET_ASIDE };
    case 'failed':
      return { kind: 'fail', reason: /stalled/i.test(input.failedReason ?? '') ? REASON_SET_ASIDE : REASON_NOT_READ };
    case 'completed':
      // The job ended without an outcome in the log (it should not): say so rather than wait.
      return { kind: 'fail', reason: REASON_NOT_READ };
    default:
      return { kind: 'leave' };
  }
}

/** The queue job id of a document's n-th re-queue (0: the job the upload's reactor added). */
export const documentJobId = (uploadEventId: string, requeue: number) => (requeue === 0 ? uploadEventId : `${uploadEventId}-r${requeue}`);
