import { createLogger, redact, type LogSink } from './logger';

function recordingSink() {
  const lines: { level: keyof LogSink; args: unknown[] }[] = [];
  const sink: LogSink = {
    debug: (...args: unknown[]) => lines.push({ level: 'debug', args }),
    info: (...args: unknown[]) => lines.push({ level: 'info', args }),
    warn: (...args: unknown[]) => lines.push({ level: 'warn', args }),
    error: (...args: unknown[]) => lines.push({ level: 'error', args }),
  };
  return { sink, lines };
}

describe('redact', () => {
  it('hides e-mail addresses', () => {
    expect(redact('reply to ada.lovelace+intake@clinic.example.org now')).toBe('reply to [email] now');
  });

  it('hides phone numbers written in the usual ways', () => {
    for (const phone of ['+1 (312) 555-0199', '312-555-0199', '312.555.0199', '+44 20 7946 0958', '3125550199']) {
      expect(redact(`call ${phone} today`)).not.toMatch(/\d{3}/);
    }
  });

  it('hides long tokens such as JWTs and API keys', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhZG1pbiIsImlhdCI6MTcwMDAwMDAwMH0.c2lnbmF0dXJlLWJ5dGVzLWhlcmUx';
    expect(redact(`Bearer ${jwt}`)).toBe('Bearer [token]');
    expect(redact('key sk_live_4eC39HqLyjWDarjtT1zdp7dc9X2kq8Zf')).toBe('key [token]');
  });

  it('leaves ids, dates, counts and prose readable', () => {
    const text = 'submission 0b6c1d2e-3f40-4a5b-8c9d-0e1f2a3b4c5d failed at 2026-11-21T10:14:00.000Z after 3 tries (413)';
    expect(redact(text)).toBe(text);
    expect(redact('POST /api/work-with-us/send-admin-notification/0b6c1d2e-3f40-4a5b-8c9d-0e1f2a3b4c5d')).toBe(
      'POST /api/work-with-us/send-admin-notification/0b6c1d2e-3f40-4a5b-8c9d-0e1f2a3b4c5d',
    );
  });
});

describe('createLogger', () => {
  it('in production drops debug and info and redacts warnings and errors', () => {
    const { sink, lines } = recordingSink();
    const log = createLogger({ production: true, sink });
    log.debug('state', { email: 'a@b.example' });
    log.info('probe done');
    log.warn('upload failed for', { email: 'ada@clinic.example', phone: '+1 312 555 0199' });
    log.error(new Error('token eyJhbGciOiJIUzI1NiJ9abcdefghijklmnop0123456789 rejected'));
    expect(lines).toEqual([
      { level: 'warn', args: ['upload failed for', '{"email":"[email]","phone":"[phone]"}'] },
      { level: 'error', args: ['Error: token [token] rejected'] },
    ]);
  });

  it('in development keeps every level', () => {
    const { sink, lines } = recordingSink();
    const log = createLogger({ production: false, sink });
    log.debug('d');
    log.info('i');
    log.warn('w');
    log.error('e');
    expect(lines.map((l) => l.level)).toEqual(['debug', 'info', 'warn', 'error']);
  });

  it('survives values that cannot be serialised', () => {
    const { sink, lines } = recordingSink();
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    createLogger({ production: true, sink }).warn(cyclic, 42);
    expect(lines[0]!.args).toEqual(['[unserialisable]', 42]);
  });
});
