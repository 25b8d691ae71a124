// What `use-sync-external-store/shim` gives on React 18 and later: React's own hook (vite.config.ts
// points the shim's imports here).
export { useSyncExternalStore } from 'react';
