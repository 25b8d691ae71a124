import { redactText, redactValue } from './redact.js';

describe('redactText', () => {
  it('masks email addresses', () => {
    expect(redactText('sent to jane.doe+intake@nhs.example.co.uk ok')).toBe('sent to [email] ok');
  });

  it('masks phone numbers in common shapes', () => {
    expect(redactText('call +44 20 7946 0958 now')).toBe('call [phone] now');
    expect(redactText('call (555) 123-4567')).toBe('call [phone]');
    expect(redactText('mobile 0612345678')).toBe('mobile [phone]');
  });

  it('masks IP addresses', () => {
    expect(redactText('from 192.168.10.24')).toBe('from [ip]');
  });

  it('masks long tokens, JWTs and named secrets', () => {
    expect(redactText('key sk_live_4eC39HqLyjWDarjtT1zdp7dc9a8b7c6d5e4f')).toBe('key [token]');
    expect(redactText('jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhZG1pbiJ9.c2lnbmF0dXJl')).toBe('jwt [token]');
    expect(redactText('Authorization: Bearer abc123')).toBe('Authorization: Bearer [redacted]');
    expect(redactText('password=hunter2;')).toBe('password=[redacted];');
    expect(redactText('{"token":"abc"}')).toBe('{"token":"[redacted]"}');
    expect(redactText('basic template, token expired')).toBe('basic template, token expired');
  });

  it('masks credentials inside URLs', () => {
    expect(redactText('smtp://mailer:s3cret@smtp.example.org:587')).toBe('smtp://[redacted]@smtp.example.org:587');
  });

  it('keeps ids, dates, paths and plain words readable', () => {
    const line =
      'email 0b3e4d7a-1c2f-4e5a-9b8c-123456789012 at 2025-11-21T09:56:00.000Z to /srv/outbox/0b3e4d7a-1c2f-4e5a-9b8c-123456789012.eml template work-with-us-submission-acknowledgement attempt 3 of 5';
    expect(redactText(line)).toBe(line);
    expect(redactText('POST /api/work-with-us/submit 201 in 12 ms')).toBe('POST /api/work-with-us/submit 201 in 12 ms');
  });
});

describe('redactValue', () => {
  it('redacts nested strings and secret-named keys', () => {
    expect(redactValue({ to: ['a@b.example'], meta: { password: 'x', note: 'ring 020 7946 0958' }, n: 3 })).toEqual({
      to: ['[email]'],
      meta: { password: '[redacted]', note: 'ring [phone]' },
      n: 3,
    });
  });

  it('keeps errors as errors with redacted message and stack', () => {
    const err = Object.assign(new Error('rejected a@b.example'), { code: 'EENVELOPE', response: '550 <a@b.example> unknown' });
    const out = redactValue(err) as Error & { code: string; response: string };
    expect(out).toBeInstanceOf(Error);
    expect(out.message).toBe('rejected [email]');
    expect(out.stack).not.toContain('a@b.example');
    expect(out.code).toBe('EENVELOPE');
    expect(out.response).toBe('550 <[email]> unknown');
    class SmtpRefusal extends Error {}
    expect(redactValue(new SmtpRefusal('x'))).toBeInstanceOf(SmtpRefusal);
  });

  it('stops at a bounded depth on cyclic objects', () => {
    const cyclic: Record<string, unknown> = { name: 'x' };
    cyclic.self = cyclic;
    expect(() => redactValue(cyclic)).not.toThrow();
  });
});
