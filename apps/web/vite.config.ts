import { fileURLToPath } from 'node:url';
import { defineConfig, type ProxyOptions } from 'vite';

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
