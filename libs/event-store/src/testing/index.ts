export * from './catch-up.js';
export * from './test-database.js';
export * from './wait-for.js';
export * from './private-redis.js';
