import { captureLog as capture } from './testing/captured-log.js';
import { createLogger } from './create-logger.js';
import { requestContext, requestIdFrom } from './request-context.js';

describe('createLogger', () => {
  it('writes redacted JSON lines that carry the id of the request being served', async () => {
    const out = capture();
    const logger = createLogger({ level: 'info', service: 'api', destination: out.stream });
    logger.info({ to: 'ann@example.org' }, 'outside');
    requestContext.run({ requestId: 'req-1' }, () => logger.info('inside for ann@example.org'));
    await new Promise((r) => setImmediate(r));
    const [outside, inside] = out.lines();
    expect(outside).toMatchObject({ service: 'api', to: '[email]', msg: 'outside' });
    expect(outside).not.toHaveProperty('reqId');
    expect(inside).toMatchObject({ reqId: 'req-1', msg: 'inside for [email]' });
  });
});

describe('both formats (JSON for machines, short lines at a terminal)', () => {
  const write = (logger: ReturnType<typeof createLogger>) => {
    const access = logger.child({ component: 'http' });
    access.info({ reqId: 'slow-1', method: 'POST', route: '/api/login', status: 401, durationMs: 2003.4 }, 'POST /api/login 401 2003.4 ms');
    logger.warn(
      { emailId: 'a3f1c9e8b7d6a5f4e3d2c1b0a9f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b2a1f0', host: '10.0.12.7', to: 'ann@example.org', phone: '+44 20 7946 0958' },
      'mail to ann@example.org refused: 550 token=sk_live_4eC39HqLyjWDarjtT1zdp7dc9a8b7c6d5e4f',
    );
  };

  it('keep status, duration, request id, ids and hosts, and mask emails, phones and tokens', async () => {
    const json = capture();
    write(createLogger({ level: 'info', service: 'api', destination: json.stream }));
    const terminal = capture();
    write(createLogger({ level: 'info', service: 'api', destination: terminal.stream, pretty: true }));
    await new Promise((r) => setImmediate(r));

    const [access, mail] = json.lines();
    expect(access).toMatchObject({
      reqId: 'slow-1',
      method: 'POST',
      route: '/api/login',
      status: 401,
      durationMs: 2003.4,
      msg: 'POST /api/login 401 2003.4 ms',
    });
    expect(mail).toMatchObject({
      emailId: 'a3f1c9e8b7d6a5f4e3d2c1b0a9f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b2a1f0',
      host: '10.0.12.7',
      to: '[email]',
      phone: '[phone]',
    });
    expect(mail!.msg).toBe('mail to [email] refused: 550 token=[redacted]');

    const [accessLine, mailLine] = terminal.text().trim().split('\n');
    expect(accessLine).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: api: POST \/api\/login 401 2003\.4 ms \(req slow-1\)$/);
    expect(mailLine).toMatch(/WARN: api: mail to \[email\] refused: 550 token=\[redacted\]/);
    expect(mailLine).toContain('"emailId":"a3f1c9e8b7d6a5f4e3d2c1b0a9f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b2a1f0"');
    expect(mailLine).toContain('"host":"10.0.12.7"');
    expect(terminal.text() + json.text()).not.toMatch(/ann@example|7946|sk_live/);
  });
});

describe('requestIdFrom', () => {
  it('keeps a short plain id and replaces anything else with a uuid', () => {
    expect(requestIdFrom('abc-123.x:y_z')).toBe('abc-123.x:y_z');
    expect(requestIdFrom(['first', 'second'])).toBe('first');
    for (const bad of [undefined, '', 'a b', 'x'.repeat(129), 'ann@example.org', 'line\nbreak']) {
      expect(requestIdFrom(bad)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-/);
    }
  });
});
