import { compileEmailLayouts, type CompiledEmailLayouts } from './email-html.js';
import { messageIdFor, publicEmailId, renderEmail, senderDomain } from './email-message.js';

let layouts: CompiledEmailLayouts;
beforeAll(async () => {
  layouts = await compileEmailLayouts();
});

const job = {
  email_id: '0b3e4d7a-1c2f-4e5a-9b8c-123456789012',
  to: ['founder@startup.example'],
  subject: 'We received your idea',
  text: 'Thank you.',
  template: 'work-with-us-acknowledgement',
};

describe('renderEmail', () => {
  it('addresses the message from MAIL_FROM with a Message-ID derived from the email id', () => {
    const message = renderEmail(job, 'Innovation Intake <no-reply@intake.example>', layouts);
    expect(message).toEqual({
      html: expect.stringContaining('<p style="margin:0 0 14px">Thank you.</p>'),
      from: 'Innovation Intake <no-reply@intake.example>',
      to: ['founder@startup.example'],
      subject: 'We received your idea',
      text: 'Thank you.',
      messageId: `<${publicEmailId(job.email_id)}@intake.example>`,
      headers: { 'X-Intake-Email-Id': publicEmailId(job.email_id), 'X-Intake-Template': 'work-with-us-acknowledgement' },
    });
  });

  it('shows no email id in its headers, so a completion email does not carry the chat session id', () => {
    const message = renderEmail({ ...job, email_id: 'chat-completion-0b3e4d7a-1c2f-4e5a-9b8c-123456789012' }, 'a@b.example', layouts);
    expect(JSON.stringify(message)).not.toContain('0b3e4d7a-1c2f');
    expect(messageIdFor('x', 'a@b.example')).toBe(messageIdFor('x', 'a@b.example'));
  });

  it('keeps html a job brings, and carries reply-to only when given', () => {
    const message = renderEmail({ ...job, html: '<p>Thank you.</p>', reply_to: 'team@intake.example' }, 'a@b.example', layouts);
    expect(message.html).toBe('<p>Thank you.</p>');
    expect(message.replyTo).toBe('team@intake.example');
  });

  it('lays the HTML out from the content blocks when the job has them', () => {
    const message = renderEmail(
      { ...job, content: { blocks: [{ type: 'fields', rows: [{ label: 'Name', value: 'Ada <b>' }] }], action: { label: 'Open', url: 'https://x.example/a' } } },
      'a@b.example',
      layouts,
    );
    expect(message.text).toBe('Thank you.');
    expect(message.html).toContain('Ada &lt;b&gt;');
    expect(message.html).toContain('href="https://x.example/a"');
  });
});

describe('senderDomain', () => {
  it('reads bare and display-name addresses, with a fallback', () => {
    expect(senderDomain('no-reply@intake.example')).toBe('intake.example');
    expect(senderDomain('"Intake, Team" <x@mail.intake.example>')).toBe('mail.intake.example');
    expect(senderDomain('nobody')).toBe('innovation-intake.invalid');
    expect(messageIdFor('e1', 'nobody')).toBe(`<${publicEmailId('e1')}@innovation-intake.invalid>`);
  });
});
