import { fileURLToPath } from 'node:url';
import { defineConfig, type ProxyOptions } from 'vite';

/** Shared by every public screen, not reachable from the entry itself (see the `index` group below). */
const APP_COMMON =
  /[\\/]src[\\/]app[\\/](use-document-title|hydration|browser-storage|api-client|public-config|answer-shape|use-percent-width|ui[\\/]button|ui[\\/]banner)\.tsx?$|[\\/]features[\\/]legal[\\/]lazy-legal-dialogs\.tsx$|[\\/]libs[\\/]contracts[\\/]src[\\/](web[\\/]persona-flow|documents[\\/]documents\.constants)\.ts$/;
/**
 * The entry (main.tsx) and its static imports: what the entry chunk held before the `index` group.
 * Named, not read from the module graph: that graph is the one before tree-shaking, where the
 * libraries' indexes lead from the entry to zod and xstate (a walk of `getModuleInfo` importers
 * put 84 kB gzip into this chunk).
 */
const ENTRY_GRAPH =
  /[\\/]src[\\/](main\.tsx|app[\\/]analytics[\\/](analytics-meta|analytics-transport|page-paths|session-id|analytics-consent|analytics-session|engaged-time|visitor-tracker|browser-tracker|use-visitor-analytics)\.ts|app[\\/](auth|toasts)[\\/][^/\\]+|app[\\/](admin-entry|app-layout|app-routes|app-shell|backend|header-visibility|lazy-pages|logger|preloadable|route-error-boundary|site-header|use-admin-entry|use-body-scroll-lock|use-visual-viewport|zod-jitless)\.tsx?)$|[\\/]libs[\\/]machines[\\/]src[\\/](backend[\\/][^/\\]+|visitor[\\/]device-type\.ts)$/;
const LIBRARY_SOURCE = /[\\/]libs[\\/](contracts|machines)[\\/]src[\\/]/;

const workspaceFile = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

// In development the API runs on its own port; in production it serves this build itself.
const API_ORIGIN = 'http://localhost:3000';
const proxy: Record<string, ProxyOptions> = Object.fromEntries(
  ['/api', '/analytics', '/health', '/login'].map((prefix) => [prefix, { target: API_ORIGIN, changeOrigin: true }]),
);

export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: {
    // The libraries are bundled from source, so the web build never waits on their dist output.
    alias: [
      { find: /^@intake\/contracts$/, replacement: workspaceFile('libs/contracts/src/index.ts') },
      { find: /^@intake\/machines$/, replacement: workspaceFile('libs/machines/src/index.ts') },
      // @xstate/react reads useSyncExternalStore through the shim for React 17 and older; React 19
      // has it, and the shim's fallback would ride along on every page that runs a machine.
      { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: fileURLToPath(new URL('src/app/react-sync-external-store.ts', import.meta.url)) },
    ],
  },
  // The prerendered landing footer's year: the client's first render must show the same.
  define: { 'import.meta.env.VITE_BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())) },
  oxc: {
    jsx: { runtime: 'automatic', importSource: 'react' },
  },
  build: {
    // The server build (src/entry-server.tsx) only prerenders the public routes at build time
    // (scripts/prerender.ts); it is never served.
    outDir: isSsrBuild ? 'dist-server' : 'dist',
    emptyOutDir: true,
    sourcemap: !isSsrBuild,
    // Which chunk and stylesheets each screen needs: the prerendered pages link them in <head>.
    manifest: !isSsrBuild,
    // Every browser the product serves preloads modules itself (Chromium 66, Safari 17, Firefox 115);
    // the polyfill would ride in the entry of every page (issue 32).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: {
        // The shared libraries hold declarations only (schemas, machines, constants), like a package
        // marked "sideEffects": false: a page that imports one constant from an index gets that
        // constant, not zod and every machine behind the index.
        moduleSideEffects: (id) => (LIBRARY_SOURCE.test(id) ? false : undefined),
        // Building a zod schema has no effect beyond the value, so a schema no page reads is dropped
        // even when its module is kept for a constant beside it.
        manualPureFunctions: ['z'],
      },
      output: {
        codeSplitting: {
          groups: [
            // React, React DOM and the router change only on upgrades; apart from the app code they
            // stay cached across deployments.
            { name: 'react-vendor', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            // The entry's own modules and what every public screen shares beyond it (the UI
            // primitives, the data and storage helpers, the public config, the lazy legal dialogs'
            // frames): one chunk, compressed as one. Issue 32: apart, the shared part was a second
            // file of 4.9 kB gzip, and the two cost 0.95 kB more on every page than one (the chat
            // was 0.24 kB over its 120 kB). The primitives stay out of whichever chunk the bundler
            // would fold them into (the privacy policy's, or zod's). ENTRY_GRAPH names the entry's
            // static imports: a module not reachable from the entry that matched it would ride on
            // every page, admin included.
            { name: 'index', test: (id: string) => APP_COMMON.test(id) || ENTRY_GRAPH.test(id) },
            // The privacy policy with the dialog frame it opens in: one request where a form asks for
            // consent on arrival, instead of three small ones (the terms reuse the frame from it).
            { name: 'privacy-policy', test: /[\\/]features[\\/]legal[\\/](privacy-policy|modal-dialog|legal-dates|contact-line)\.tsx?$/ },
          ],
        },
      },
      onwarn(warning, warn) {
        // React Router marks its modules "use client" for server components; irrelevant in an SPA.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use client"')) return;
        warn(warning);
      },
    },
  },
  server: { proxy },
  preview: { proxy },
}));
