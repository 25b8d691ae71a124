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
/** `maxRequeues`: re-queues after the queue lost a document's job (DOCUMENT_SWEEP_MAX_REQUEUES); then it is failed, not queued forever. */
export function decideSweep(input: SweepInput, maxRequeues: number): SweepDecision {
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
