import { UnrecoverableError, type Job } from 'bullmq';

/**
 * A job that failed for good (refused as unrecoverable, or out of attempts) stays in the queue
 * for its retention; the personal data in it need not. `strip` gives what is kept of its data.
 */
export async function stripIfFailedForGood(job: Job | undefined, err: Error, strip: (data: unknown) => unknown, onError: (e: unknown) => void): Promise<void> {
  const final = err instanceof UnrecoverableError || (job !== undefined && job.attemptsMade >= (job.opts.attempts ?? 1));
  if (!job || !final) return;
  await job.updateData(strip(job.data)).catch(onError);
}
