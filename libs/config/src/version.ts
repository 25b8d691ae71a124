import { readFileSync } from 'node:fs';

let cached: string | undefined;

/**
 * The product's version: the root package.json's, which CHANGELOG.md describes. Read from the
 * file beside the built code (libs/config/dist -> the repository root), once.
 */
export function productVersion(): string {
  if (cached === undefined) {
    try {
      const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version?: unknown };
      cached = typeof pkg.version === 'string' ? pkg.version : 'unknown';
    } catch {
      cached = 'unknown';
    }
  }
  return cached;
}
