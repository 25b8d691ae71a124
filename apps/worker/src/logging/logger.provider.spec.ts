import { captureLog as capture } from '@intake/logging/testing';
import { createLogger } from './logger.provider.js';

describe('createLogger', () => {
  it('redacts messages, objects and errors before writing', async () => {
    const out = capture();
    const logger = createLogger({ logLevel: 'info' }, out.stream);
    logger.info({ to: 'ann@example.org', phone: '+44 20 7946 0958' }, 'mail for ann@example.org');
    logger.error({ err: new Error('550 <bob@example.org> unknown user') }, 'send failed');
    await new Promise((r) => setImmediate(r));
    const [info, error] = out.lines();
    expect(info).toMatchObject({ level: 30, service: 'worker', to: '[email]', phone: '[phone]', msg: 'mail for [email]' });
    expect(error).toMatchObject({ level: 50, msg: 'send failed', err: { type: 'Error', message: '550 <[email]> unknown user' } });
    expect(JSON.stringify(out.lines())).not.toContain('example.org');
  });

  it('honours the configured level', async () => {
    const out = capture();
    createLogger({ logLevel: 'warn' }, out.stream).info('hidden');
    await new Promise((r) => setImmediate(r));
    expect(out.lines()).toEqual([]);
  });
});
