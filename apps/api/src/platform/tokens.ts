/** Injection tokens for the platform's shared singletons (config, log, pool and kysely handle: shared with the worker). */
export { APP_CONFIG, DB, LOGGER, PG_POOL } from '@intake/event-store/nest';
export const BLOB_STORE = Symbol('BLOB_STORE');
export const EMAIL_QUEUE = Symbol('EMAIL_QUEUE');
export const DOCUMENTS_QUEUE = Symbol('DOCUMENTS_QUEUE');
/** QueueConnectionWatch: whether the queue backend (Redis) answers now. */
export const QUEUE_CONNECTION = Symbol('QUEUE_CONNECTION');
