export * from './redact.js';
export * from './redact-streams.js';
export * from './with-erasure.js';
export * from './append-unless-erased.js';
