/** Injection token for the validated `AppConfig` the worker was started with. */
export const APP_CONFIG = Symbol('APP_CONFIG');
