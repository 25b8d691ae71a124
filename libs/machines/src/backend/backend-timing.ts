/** Visitor spec §7 and §9: how long the client waits for the backend, and how often it re-checks. */
export const PROBE_TIMEOUT_MS = { general: 5_000, chat: 8_000 } as const;
export const HEALTH_CHECK_TIMEOUT_MS = 3_000;
export const HEALTH_CHECK_INTERVAL_MS = 5 * 60_000;
export const REQUEST_TIMEOUT_MS = 45_000;
export const REQUEST_RETRY_ATTEMPTS = 3;
export const UPLOAD_RACE_TIMEOUT_MS = 60_000;
