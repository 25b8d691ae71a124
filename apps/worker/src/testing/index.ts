export * from './document-fixtures.js';
export * from './smtp-test-server.js';
export * from './foreign-urls.js';
export * from './loopback-only.js';
export * from './webhook-receiver.js';
