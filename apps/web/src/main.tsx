// The global styles first: every feature's own stylesheet, imported by its components, comes after
// them and may refine them.
import './styles.css';
import './app/ui/ui.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppShell } from './app/app-shell';
import { selectBackend } from './app/backend';
import { beginHydration } from './app/hydration';
import { PRERENDERED_ROUTES } from './app/lazy-pages';
import { presetZodJitless } from './app/zod-jitless';

// Before any chunk that parses with zod can load (app/zod-jitless.ts: the CSP has no 'unsafe-eval').
presetZodJitless();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Visitor spec §7: the backend is chosen at load; calls made before the answer wait for it.
void selectBackend();

const app = <AppShell router={BrowserRouter} />;
// A prerendered page (scripts/prerender.ts) names its route on #root; the server sends it only for
// that route, but a cached copy or a static host may not, and HTML of another route is not hydrated.
const prerendered = root.dataset.prerendered;
const path = window.location.pathname.replace(/\/+$/, '') || '/';
if (prerendered !== undefined && prerendered === path) {
  // The screen's chunk first: hydration then renders it at once, as the server did, with no
  // Suspense fallback in between (the prerendered HTML stays on screen meanwhile).
  void Promise.resolve(PRERENDERED_ROUTES[path]?.())
    .catch(() => undefined)
    .then(() => {
      beginHydration();
      hydrateRoot(root, app);
    });
} else {
  root.textContent = '';
  createRoot(root).render(app);
}
