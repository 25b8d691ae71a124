import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppShell } from './app/app-shell';
import { PRERENDERED_ROUTES } from './app/lazy-pages';

/**
 * The routes prerendered at build time. scripts/prerender.ts reads this module's exports from the
 * server build, which knip cannot follow.
 * @public
 */
export const routes = Object.keys(PRERENDERED_ROUTES);

/**
 * The HTML of one route as the browser's first render draws it, every lazy screen resolved (React's
 * static prerender waits for them): what goes inside #root.
 * @public
 */
export async function render(path: string): Promise<string> {
  const At = ({ children }: { children: ReactNode }) => <StaticRouter location={path}>{children}</StaticRouter>;
  const { prelude } = await prerender(<AppShell router={At} />);
  return new Response(prelude).text();
}
