export * from './fs-blob-store.js';
