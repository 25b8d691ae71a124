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

describe('requestIdFrom', () => {
  it('keeps a short plain id and replaces anything else with a uuid', () => {
    expect(requestIdFrom('abc-123.x:y_z')).toBe('abc-123.x:y_z');
    expect(requestIdFrom(['first', 'second'])).toBe('first');
    for (const bad of [undefined, '', 'a b', 'x'.repeat(129), 'ann@example.org', 'line\nbreak']) {
      expect(requestIdFrom(bad)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-/);
    }
  });
});
