export * from './document-fixtures.js';
export * from './smtp-test-server.js';
