import { fileURLToPath } from 'node:url';
import { defineConfig, type ProxyOptions } from 'vite';

const LIBRARY_SOURCE = /[\\/]libs[\\/](contracts|machines)[\\/]src[\\/]/;

const workspaceFile = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

// In development the API runs on its own port; in production it serves this build itself.
const API_ORIGIN = 'http://localhost:3000';
const proxy: Record<string, ProxyOptions> = Object.fromEntries(
  ['/api', '/analytics', '/health', '/login'].map((prefix) => [prefix, { target: API_ORIGIN, changeOrigin: true }]),
);

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: {
    // The libraries are bundled from source, so the web build never waits on their dist output.
    alias: [
      { find: /^@intake\/contracts$/, replacement: workspaceFile('libs/contracts/src/index.ts') },
      { find: /^@intake\/machines$/, replacement: workspaceFile('libs/machines/src/index.ts') },
    ],
  },
  oxc: {
    jsx: { runtime: 'automatic', importSource: 'react' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
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
            // The shared UI primitives (button, banner, field) are used by the app shell and every
            // screen: alone, they stay out of whichever chunk the bundler would fold them into (the
            // privacy policy's, which the landing page would then load, or zod's).
            { name: 'ui', test: /[\\/]app[\\/]ui[\\/](button|banner)\.tsx$/ },
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
});
