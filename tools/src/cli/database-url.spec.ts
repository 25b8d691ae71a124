import { loadConfig } from '@intake/config';
import { redactUrl, resolveDatabaseUrl } from './database-url.js';

describe('resolveDatabaseUrl', () => {
  it('uses DATABASE_URL when set', () => {
    expect(resolveDatabaseUrl(loadConfig({ DATABASE_URL: 'postgres://u@h:5432/d' }))).toEqual({ url: 'postgres://u@h:5432/d', embedded: false });
  });

  it('falls back to the embedded database on EMBEDDED_PG_PORT', () => {
    expect(resolveDatabaseUrl(loadConfig({ EMBEDDED_PG_PORT: '6000' }))).toEqual({
      url: 'postgres://postgres:postgres@127.0.0.1:6000/intake',
      embedded: true,
    });
  });

  it('hides the password in messages', () => {
    expect(redactUrl('postgres://postgres:s3cret@127.0.0.1:1/intake')).toBe('postgres://postgres:***@127.0.0.1:1/intake');
  });
});
