import { emailDelivered, emailFailed, outcomeEventId } from './email-outcome.event-factory.js';

describe('outcome events', () => {
  it('use one stable id per email and outcome', () => {
    expect(outcomeEventId('e1', 'delivered')).toBe(outcomeEventId('e1', 'delivered'));
    expect(outcomeEventId('e1', 'delivered')).not.toBe(outcomeEventId('e1', 'failed'));
    expect(outcomeEventId('e1', 'delivered')).not.toBe(outcomeEventId('e2', 'delivered'));
  });

  it('describe a delivery, with the outbox location when there is one', () => {
    const event = emailDelivered('e1', { transport: 'outbox', messageId: '<e1@x>', location: '/srv/outbox/e1.eml' }, 1, 'job-1');
    expect(event).toMatchObject({
      type: 'EmailDelivered',
      data: { email_id: 'e1', transport: 'outbox', message_id: '<e1@x>', location: '/srv/outbox/e1.eml', attempts: 1 },
      metadata: { actor: 'worker', causationId: 'job-1' },
    });
    expect(emailDelivered('e1', { transport: 'smtp', messageId: '<e1@x>' }, 2).data).not.toHaveProperty('location');
  });

  it('describe a failure with a redacted, bounded reason', () => {
    const event = emailFailed('e1', `550 <founder@startup.example> unknown ${'x'.repeat(1000)}`, 5);
    expect(event.type).toBe('EmailFailed');
    expect(event.data.reason.startsWith('550 <[email]> unknown')).toBe(true);
    expect(event.data.reason.length).toBe(500);
    expect(event.data.attempts).toBe(5);
  });
});
