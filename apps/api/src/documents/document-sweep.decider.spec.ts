import { decideSweep, documentJobId, REASON_NOT_READ, REASON_SET_ASIDE } from './document-sweep.decider.js';

const input = { finished: false, job: 'missing' as const, failedReason: null, requeues: 0 };

describe('decideSweep', () => {
  it('leaves finished documents and jobs the queue still holds', () => {
    expect(decideSweep({ ...input, finished: true }, 2)).toEqual({ kind: 'leave' });
    for (const job of ['waiting', 'active', 'delayed', 'other'] as const) expect(decideSweep({ ...input, job }, 2)).toEqual({ kind: 'leave' });
  });

  it('queues a lost job again, a few times, then parks it with a reason', () => {
    expect(decideSweep(input, 2)).toEqual({ kind: 'requeue', requeue: 1 });
    expect(decideSweep({ ...input, requeues: 1 }, 2)).toEqual({ kind: 'requeue', requeue: 2 });
    expect(decideSweep({ ...input, requeues: 2 }, 2)).toEqual({ kind: 'fail', reason: REASON_SET_ASIDE });
    // DOCUMENT_SWEEP_MAX_REQUEUES=0: a lost job is set aside at once.
    expect(decideSweep(input, 0)).toEqual({ kind: 'fail', reason: REASON_SET_ASIDE });
  });

  it('writes the failure of a job the queue failed without the worker recording it', () => {
    expect(decideSweep({ ...input, job: 'failed', failedReason: 'job stalled more than allowable limit' }, 2)).toEqual({
      kind: 'fail',
      reason: REASON_SET_ASIDE,
    });
    expect(decideSweep({ ...input, job: 'failed', failedReason: 'connection lost' }, 2)).toEqual({ kind: 'fail', reason: REASON_NOT_READ });
    expect(decideSweep({ ...input, job: 'completed' }, 2)).toEqual({ kind: 'fail', reason: REASON_NOT_READ });
  });

  it('names re-queued jobs after the upload event', () => {
    expect(documentJobId('e1', 0)).toBe('e1');
    expect(documentJobId('e1', 2)).toBe('e1-r2');
  });
});
