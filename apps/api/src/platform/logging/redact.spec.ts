import { redactText, redactValue } from './redact.js';

describe('log redaction', () => {
  it('masks emails, phone numbers and long tokens', () => {
    expect(redactText('from jane.doe+x@uni.edu about it')).toBe('from [email] about it');
    expect(redactText('call +1 (312) 555-0199 now')).toBe('call [phone] now');
    expect(redactText('Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhZG1pbiJ9.abcdefghijklmnop')).toBe('Bearer [token]');
  });

  it('keeps ordinary text, short numbers and status codes', () => {
    expect(redactText('POST /api/work-with-us/submit 201 in 12 ms')).toBe('POST /api/work-with-us/submit 201 in 12 ms');
  });

  it('walks nested objects and errors', () => {
    const out = redactValue({ user: { email: 'a@b.co' }, list: ['x@y.io'], err: new Error('bad a@b.co') }) as any;
    expect(out.user.email).toBe('[email]');
    expect(out.list[0]).toBe('[email]');
    expect(out.err.message).toBe('bad [email]');
  });
});
