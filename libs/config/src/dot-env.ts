import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';

/**
 * The environment with a `.env` file's settings under it: a variable set in the real
 * environment wins over the file, and the file never changes `process.env` (loadConfig reads
 * the merged record). No file: the environment as it is.
 */
export function withDotEnv(file: string, env: Record<string, string | undefined> = process.env): Record<string, string | undefined> {
  if (!existsSync(file)) return env;
  const fromFile = parseEnv(readFileSync(file, 'utf8'));
  return { ...fromFile, ...Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined)) };
}
