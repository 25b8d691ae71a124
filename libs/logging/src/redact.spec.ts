import fc from 'fast-check';
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

  it('masks phone numbers written as phone numbers, wherever they sit in the text', () => {
    expect(redactText('ring 555-123-4567 or 07700 900123, or +33 1 23 45 67 89.')).toBe('ring [phone] or [phone], or [phone].');
    expect(redactText('Key (phone)=(020 7946 0958) already exists')).toBe('Key (phone)=([phone]) already exists');
  });

  it('keeps hosts and addresses of servers: an IP in free text is a host, not a person', () => {
    expect(redactText('connect ECONNREFUSED 127.0.0.1:6379')).toBe('connect ECONNREFUSED 127.0.0.1:6379');
    expect(redactText('metrics on 10.0.12.7 port 9464')).toBe('metrics on 10.0.12.7 port 9464');
  });

  it('never touches the status and duration of an access line, however slow', () => {
    expect(redactText('GET /api/openapi.json 200 139.3 ms')).toBe('GET /api/openapi.json 200 139.3 ms');
    expect(redactText('POST /api/login 401 2003.4 ms')).toBe('POST /api/login 401 2003.4 ms');
    fc.assert(
      fc.property(
        fc.constantFrom('GET', 'POST', 'DELETE'),
        fc.constantFrom('/api/login', '/api/session/:id', '/analytics/track', '(unmatched)'),
        fc.integer({ min: 100, max: 599 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        (method, route, status, tenths) => {
          const line = `${method} ${route} ${status} ${tenths / 10} ms`;
          expect(redactText(line)).toBe(line);
        },
      ),
    );
  });

  it('masks long tokens, JWTs and named secrets', () => {
    expect(redactText('key sk_live_4eC39HqLyjWDarjtT1zdp7dc9a8b7c6d5e4f')).toBe('key [token]');
    expect(redactText('jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhZG1pbiJ9.c2lnbmF0dXJl')).toBe('jwt [token]');
    // An API key, even one whose secret part starts or ends with `_` or `-`.
    expect(redactText('called with ik_0123456789abcdef0123456789abcdef_-Zx9_q2WvB8mLk3N0pR7sT1uY5eH4jD6fG8aC2bV0n-, refused')).toBe(
      'called with [api-key], refused',
    );
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
  it('masks personal fields whole and keeps ids, hosts, statuses and durations as they are', () => {
    const line = {
      emailId: 'a3f1c9e8b7d6a5f4e3d2c1b0a9f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b2a1f0',
      jobId: 'email-a3f1c9e8b7d6a5f4e3d2c1b0a9f8e7d6c5b4a3f2',
      session_id: '0b3e4d7a-1c2f-4e5a-9b8c-123456789012',
      host: '127.0.0.1',
      port: 9464,
      status: 401,
      durationMs: 2003.4,
      reqId: 'req-20031234567',
    };
    expect(redactValue(line)).toEqual(line);
    expect(
      redactValue({ ip: '203.0.113.7', email: 'ann@example.org', phone: '0612345678', to: ['Ann <ann@example.org>'], username: 'ann@example.org' }),
    ).toEqual({
      ip: '[ip]',
      email: '[email]',
      phone: '[phone]',
      to: ['[email]'],
      username: '[email]',
    });
    // `to` and `from` also end a date range.
    expect(redactValue({ from: '2025-11-01', to: '2025-11-21' })).toEqual({ from: '2025-11-01', to: '2025-11-21' });
    expect(redactValue({ phone: '7946 0958' })).toEqual({ phone: '[phone]' });
    expect(redactValue({ sessionId: 'ann@example.org', ids: ['x', 'bob@example.org'] })).toEqual({ sessionId: '[email]', ids: ['x', '[email]'] });
  });

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
