import { EmailEvents } from '@intake/contracts';
import { settleEmailAttempt, type SendResult } from './email-batch.outcome.js';

const delivered = (emailId: string): SendResult => ({ emailId, causationId: `ev-${emailId}`, sent: { transport: 'outbox', messageId: `<${emailId}@x>` } });
const refused = (emailId: string, permanent: boolean): SendResult => ({
  emailId,
  causationId: `ev-${emailId}`,
  refused: { reason: permanent ? '550 no such user' : '451 try later', permanent },
});
const recorded = (outcome: ReturnType<typeof settleEmailAttempt>) => outcome.record.map((r) => [r.streamId, r.event.type]);

describe('settleEmailAttempt', () => {
  it('records every delivery, with the requesting event as causation, and completes', () => {
    const outcome = settleEmailAttempt([delivered('a'), delivered('b')], 1, 5);
    expect(recorded(outcome)).toEqual([
      ['email-a', EmailEvents.Delivered],
      ['email-b', EmailEvents.Delivered],
    ]);
    expect(outcome.record[0]!.event.metadata).toMatchObject({ causationId: 'ev-a' });
    expect(outcome.ending).toEqual({ kind: 'completed' });
  });

  it('keeps a temporary failure unrecorded and asks for a retry while attempts are left', () => {
    const outcome = settleEmailAttempt([delivered('a'), refused('b', false)], 2, 5);
    expect(recorded(outcome)).toEqual([['email-a', EmailEvents.Delivered]]);
    expect(outcome.ending).toEqual({ kind: 'retry', reason: '451 try later' });
  });

  it('records a temporary failure on the last attempt, and the job fails', () => {
    const outcome = settleEmailAttempt([refused('b', false)], 5, 5);
    expect(recorded(outcome)).toEqual([['email-b', EmailEvents.Failed]]);
    expect(outcome.record[0]!.event.data).toMatchObject({ attempts: 5, permanent: false });
    expect(outcome.ending).toEqual({ kind: 'failed', reason: '451 try later', retryCannotHelp: false });
  });

  it('records a permanent refusal at once; alone, it fails the job with nothing to retry', () => {
    const outcome = settleEmailAttempt([delivered('a'), refused('c', true)], 1, 5);
    expect(recorded(outcome)).toEqual([
      ['email-a', EmailEvents.Delivered],
      ['email-c', EmailEvents.Failed],
    ]);
    expect(outcome.record[1]!.event.data).toMatchObject({ permanent: true, attempts: 1 });
    expect(outcome.ending).toEqual({ kind: 'failed', reason: '550 no such user', retryCannotHelp: true });
  });

  it('retries for a temporary failure even when another email was refused for good', () => {
    const outcome = settleEmailAttempt([refused('c', true), refused('b', false)], 1, 5);
    expect(recorded(outcome)).toEqual([['email-c', EmailEvents.Failed]]);
    expect(outcome.ending).toEqual({ kind: 'retry', reason: '451 try later' });
  });
});
