export * from './fs-blob-store.js';
export * from './text-encoding.js';
