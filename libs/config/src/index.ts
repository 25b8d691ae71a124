export * from './config.js';
export * from './env.schema.js';
export type { SsoSettings } from './sign-in-settings.js';
export { productVersion } from './version.js';
export { withDotEnv } from './dot-env.js';
