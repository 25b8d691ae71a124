/** Injection tokens the api and the worker share: the validated config, the log, the pool and the kysely handle. */
export const APP_CONFIG = Symbol('APP_CONFIG');
export const LOGGER = Symbol('LOGGER');
export const PG_POOL = Symbol('PG_POOL');
export const DB = Symbol('DB');
