export * from './config.js';
export * from './env.schema.js';
export { productVersion } from './version.js';
export { withDotEnv } from './dot-env.js';
