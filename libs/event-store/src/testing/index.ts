export * from './catch-up.js';
export * from './test-database.js';
export * from './wait-for.js';
export * from './private-redis.js';
export * from './append-as-recorded.js';
export * from './tcp-forwarder.js';
