import { Writable } from 'node:stream';
import { createLogger } from './logger.js';

function capture() {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  return { stream, text: () => chunks.join('') };
}

describe('the api log', () => {
  it('masks addresses, IPs and credentials in messages, fields and errors, as the worker log does', async () => {
    const out = capture();
    const logger = createLogger('info', 'api', out.stream);
    logger.warn({ username: 'admin', ip: '203.0.113.7' }, 'admin sign-in refused for ann@example.org');
    logger.error({ err: new TypeError('connect to postgres://intake:hunter2@db.internal:5432/intake failed') }, 'database unreachable');
    await new Promise((r) => setImmediate(r));
    const [refused, failed] = out
      .text()
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(refused).toMatchObject({ ip: '[ip]', msg: 'admin sign-in refused for [email]' });
    expect(failed).toMatchObject({ err: { type: 'TypeError', message: 'connect to postgres://[redacted]@db.internal:5432/intake failed' } });
    expect(out.text()).not.toMatch(/203\.0\.113\.7|hunter2|ann@example/);
  });
});
