import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { withDotEnv } from './dot-env.js';
import { envSchema } from './env.schema.js';
import { loadConfig } from './config.js';

const example = readFileSync(new URL('../../../.env.example', import.meta.url), 'utf8');

describe('.env.example', () => {
  it('lists exactly the variables of the config schema', () => {
    const listed = [...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(Object.keys(envSchema.shape).sort());
  });

  it('is a valid configuration as it is, and with every line uncommented', () => {
    expect(() => loadConfig(withDotEnvText(example))).not.toThrow();
    const uncommented = example
      .replace(/^# ([A-Z][A-Z0-9_]*=)/gm, '$1')
      .replace(/^(JWT_SECRET|ADMIN_USERNAME|ADMIN_PASSWORD|ADMIN_NOTIFY_EMAIL|LLM_API_KEY|LLM_MODEL|CORS_ORIGINS)=$/gm, '# $1=');
    expect(() => loadConfig(withDotEnvText(uncommented))).not.toThrow();
  });
});

describe('withDotEnv', () => {
  it('puts the file under the real environment, and is the environment when there is no file', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'intake-env-'));
    try {
      const file = path.join(dir, '.env');
      writeFileSync(file, 'PORT=4000\nLOG_LEVEL=debug\n# MAIL_FROM=ignored\nQUOTED="a b"\n');
      expect(withDotEnv(file, { PORT: '5000' })).toEqual({ PORT: '5000', LOG_LEVEL: 'debug', QUOTED: 'a b' });
      const env = { PORT: '5000' };
      expect(withDotEnv(path.join(dir, 'missing'), env)).toBe(env);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

function withDotEnvText(text: string): Record<string, string | undefined> {
  const dir = mkdtempSync(path.join(tmpdir(), 'intake-env-'));
  try {
    writeFileSync(path.join(dir, '.env'), text);
    return withDotEnv(path.join(dir, '.env'), {});
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
