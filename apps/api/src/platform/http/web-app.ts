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
  /** The SPA shell (an empty #root): the answer for every page path that was not prerendered. */
  indexHtml: string;
  /** The public routes prerendered at build time (issue 32), by path without a trailing slash. */
  pages: ReadonlyMap<string, string>;
}

/** What apps/web/scripts/prerender.ts writes beside the build: the shell's file and each route's. */
interface PrerenderedList {
  shell: string;
  pages: Record<string, string>;
}

/** The HTML a page path is answered with: its prerendered page if it has one, else the shell. */
export function pageHtml(web: WebApp, url: string): string {
  const pathname = (url.split(/[?#]/, 1)[0] ?? '/').replace(/\/+$/, '') || '/';
  return web.pages.get(pathname) ?? web.indexHtml;
}

/** The built web app (apps/web/dist) if it exists; the api also runs without it (tests, scale-out). */
export function loadWebApp(config: AppConfig): WebApp | undefined {
  const root = config.webDist ?? fileURLToPath(new URL('../../../../web/dist/', import.meta.url));
  const listFile = path.join(root, 'prerendered.json');
  // A build without prerendered pages (or an older one) has only index.html, the shell.
  const list: PrerenderedList = existsSync(listFile) ? (JSON.parse(readFileSync(listFile, 'utf8')) as PrerenderedList) : { shell: 'index.html', pages: {} };
  const shell = path.join(root, list.shell);
  if (!existsSync(shell)) return undefined;
  const pages = new Map(Object.entries(list.pages).map(([route, file]) => [route, readFileSync(path.join(root, file), 'utf8')]));
  return { root, indexHtml: readFileSync(shell, 'utf8'), pages };
}
