import { presetZodJitless } from './zod-jitless';

describe('presetZodJitless', () => {
  it('is the config zod reads when zod loads afterwards', async () => {
    presetZodJitless();
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });

  it('reaches a zod that loaded first', async () => {
    const { z } = await import('zod');
    z.config({ jitless: false });
    presetZodJitless();
    expect(z.config().jitless).toBe(true);
  });
});
