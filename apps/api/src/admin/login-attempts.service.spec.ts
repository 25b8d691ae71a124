import pino from 'pino';
import { TooManyRequestsError } from '../platform/errors/domain-errors.js';
import { FAILURES_PER_ACCOUNT, FAILURES_PER_ADDRESS, LoginAttempts } from './login-attempts.service.js';

const at = (username: string, ip = '203.0.113.7') => ({ username, projectName: 'innovation-intake', ip });

describe('LoginAttempts', () => {
  it('refuses an account and address pair after its failures; the same account elsewhere may still try', () => {
    const attempts = new LoginAttempts(pino({ level: 'silent' }));
    for (let i = 0; i < FAILURES_PER_ACCOUNT; i++) attempts.failed(at('Ada'), 1000);
    // Names are matched without case or surrounding spaces, as the sign-in itself matches them.
    expect(() => attempts.admit(at(' ada '), 2000)).toThrow(TooManyRequestsError);
    expect(() => attempts.admit(at('ada', '198.51.100.1'), 2000)).not.toThrow();
  });

  it('refuses an address that tried many accounts, whichever it tries next', () => {
    const attempts = new LoginAttempts(pino({ level: 'silent' }));
    for (let i = 0; i < FAILURES_PER_ADDRESS; i++) attempts.failed(at(`user${i}`), 1000);
    let refusal: unknown;
    try {
      attempts.admit(at('fresh-name'), 61_000);
    } catch (err) {
      refusal = err;
    }
    expect(refusal).toBeInstanceOf(TooManyRequestsError);
    expect(refusal).toMatchObject({ status: 429, retryAfterSeconds: 14 * 60, detail: 'Too many failed sign-in attempts. Please try again in 14 minutes.' });
    expect(() => attempts.admit(at('fresh-name', '198.51.100.1'), 61_000)).not.toThrow();
  });

  it('a success clears its account, not the address count', () => {
    const attempts = new LoginAttempts(pino({ level: 'silent' }));
    for (let i = 0; i < FAILURES_PER_ACCOUNT - 1; i++) attempts.failed(at('ada'), 1000);
    attempts.succeeded(at('ada'));
    attempts.failed(at('ada'), 1000);
    expect(() => attempts.admit(at('ada'), 1000)).not.toThrow();
  });
});
