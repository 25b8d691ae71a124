/** Injection tokens for the platform's shared singletons. */
export const APP_CONFIG = Symbol('APP_CONFIG');
export const LOGGER = Symbol('LOGGER');
export const PG_POOL = Symbol('PG_POOL');
export const DB = Symbol('DB');
export const BLOB_STORE = Symbol('BLOB_STORE');
export const EMAIL_QUEUE = Symbol('EMAIL_QUEUE');
export const DOCUMENTS_QUEUE = Symbol('DOCUMENTS_QUEUE');
/** QueueConnectionWatch: whether the queue backend (Redis) answers now. */
export const QUEUE_CONNECTION = Symbol('QUEUE_CONNECTION');
