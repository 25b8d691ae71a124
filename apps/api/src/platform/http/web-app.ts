import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppConfig } from '@intake/config';

/** Paths the server answers itself; everything else that is a GET for a page gets the SPA. */
// /metrics: Prometheus reads them on METRICS_PORT; on the public port the path is a plain 404, not the app.
const SERVER_PREFIXES = ['/api/', '/analytics/', '/health', '/login', '/stats', '/conversations', '/conversation', '/sessions', '/metrics'];

export function isServerPath(url: string): boolean {
  const p = url.split('?')[0] ?? '';
  return SERVER_PREFIXES.some((prefix) => p === prefix.replace(/\/$/, '') || p.startsWith(prefix));
}

export interface WebApp {
  root: string;
  indexHtml: string;
}

/** The built web app (apps/web/dist) if it exists; the api also runs without it (tests, scale-out). */
export function loadWebApp(config: AppConfig): WebApp | undefined {
  const root = config.webDist ?? fileURLToPath(new URL('../../../../web/dist/', import.meta.url));
  const index = path.join(root, 'index.html');
  if (!existsSync(index)) return undefined;
  return { root, indexHtml: readFileSync(index, 'utf8') };
}
