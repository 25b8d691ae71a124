export * from './config.js';
export * from './env.schema.js';
