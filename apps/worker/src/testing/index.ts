export * from './document-fixtures.js';
