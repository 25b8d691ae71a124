import path from 'node:path';
import { envSchema, type Env } from './env.schema.js';

export interface AppConfig {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  /** Fastify's trustProxy (TRUST_PROXY). */
  trustProxy: boolean | number | string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  dataDir: string;
  blobDir: string;
  outboxDir: string;
  webDist: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  contactEmail: string;
  adminNotifyEmail: string;
  jwtSecret: string | undefined;
  jwtTtlSeconds: number;
  signedUrlTtlSeconds: number;
  admin: { username: string | undefined; password: string | undefined; project: string };
  queuePrefix: string;
  logLevel: Env['LOG_LEVEL'];
  runProcessors: boolean;
  /** `npm run bench -- analytics` only: POST /api/bench/floor appends one row to bench_floor (the ingest's floor). */
  benchFloorRoute: boolean;
  embeddedPgPort: number;
  llm: { baseUrl: string | undefined; apiKey: string | undefined; model: string | undefined; timeoutMs: number };
  personalDataRetentionIntervalMs: number;
  /** How long an erasure by email or id waits for the read models to reach the log's end. */
  personalDataErasureCatchUpMs: number;
  /** Completion emails one visitor-typed address may get in 24 hours (the worker refuses more). */
  visitorEmailsPerAddressPerDay: number;
  /** Where Prometheus metrics are served; `off`: nowhere. */
  metrics: { port: number | 'off'; host: string };
  /** Completion emails to visitor-typed addresses the product sends in one hour, all addresses together. */
  visitorEmailsPerHour: number;
  /**
   * Staff notices (one per response): the first `perWindow` within `windowMs` go one by one, the
   * rest are held and go as one digest `digestDelayMs` after the first of them was held.
   */
  staffNotices: { perWindow: number; windowMs: number; digestDelayMs: number };
  /** The product's public address (PUBLIC_URL, default http://HOST:PORT with localhost for 0.0.0.0), without a trailing slash. */
  publicUrl: string;
  /** Origins CORS allows: the product's own plus CORS_ORIGINS. */
  corsOrigins: string[];
  rateLimits: RateLimits;
  /** The document sweeper: every operation ends even when the queue lost its job. */
  documentSweep: { everyMs: number; staleAfterMs: number; maxRequeues: number };
}

/** Budgets for anonymous clients; `enabled: false` switches every one off. */
export interface RateLimits {
  enabled: boolean;
  sessionStartsPerMinute: number;
  chatTurnsPerMinute: number;
  chatTurnsPerSessionPerMinute: number;
  submissionsPerMinute: number;
  answersPerMinute: number;
  uploadsPerMinute: number;
  uploadsPerSessionPerHour: number;
  beaconsPerMinute: number;
  emailsPerHour: number;
}

export class ConfigError extends Error {}

/**
 * Reads and validates the environment. This is the only function in the code base that
 * touches `process.env`; everything else receives an `AppConfig`.
 */
export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  // Listening on every interface says nothing about the name visitors use: localhost then.
  const ownHost = e.HOST === '0.0.0.0' || e.HOST === '::' ? 'localhost' : e.HOST.includes(':') ? `[${e.HOST}]` : e.HOST;
  const publicUrl = e.PUBLIC_URL ?? `http://${ownHost}:${e.PORT}`;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    trustProxy: e.TRUST_PROXY,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    dataDir,
    blobDir: path.resolve(e.BLOB_DIR ?? path.join(dataDir, 'blobs')),
    outboxDir: path.resolve(e.OUTBOX_DIR ?? path.join(dataDir, 'outbox')),
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    contactEmail: e.CONTACT_EMAIL,
    adminNotifyEmail: e.ADMIN_NOTIFY_EMAIL ?? e.CONTACT_EMAIL,
    jwtSecret: e.JWT_SECRET,
    jwtTtlSeconds: e.JWT_TTL_SECONDS,
    signedUrlTtlSeconds: e.SIGNED_URL_TTL_SECONDS,
    admin: { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD, project: e.ADMIN_PROJECT },
    queuePrefix: e.QUEUE_PREFIX,
    logLevel: e.LOG_LEVEL,
    runProcessors: e.RUN_PROCESSORS,
    benchFloorRoute: e.BENCH_FLOOR_ROUTE,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    llm: { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY, model: e.LLM_MODEL, timeoutMs: e.LLM_TIMEOUT_MS },
    personalDataRetentionIntervalMs: e.PERSONAL_DATA_RETENTION_INTERVAL_MS,
    personalDataErasureCatchUpMs: e.PERSONAL_DATA_ERASURE_CATCH_UP_MS,
    visitorEmailsPerAddressPerDay: e.VISITOR_EMAILS_PER_ADDRESS_PER_DAY,
    metrics: { port: e.METRICS_PORT, host: e.METRICS_HOST },
    visitorEmailsPerHour: e.VISITOR_EMAILS_PER_HOUR,
    staffNotices: { perWindow: e.STAFF_NOTICES_PER_WINDOW, windowMs: e.STAFF_NOTICE_WINDOW_MS, digestDelayMs: e.STAFF_DIGEST_DELAY_MS },
    publicUrl,
    corsOrigins: [...new Set([new URL(publicUrl).origin, ...e.CORS_ORIGINS])],
    documentSweep: { everyMs: e.DOCUMENT_SWEEP_INTERVAL_MS, staleAfterMs: e.DOCUMENT_SWEEP_STALE_AFTER_MS, maxRequeues: e.DOCUMENT_SWEEP_MAX_REQUEUES },
    rateLimits: {
      enabled: e.RATE_LIMITS,
      sessionStartsPerMinute: e.RATE_LIMIT_SESSION_STARTS_PER_MINUTE,
      chatTurnsPerMinute: e.RATE_LIMIT_CHAT_TURNS_PER_MINUTE,
      chatTurnsPerSessionPerMinute: e.RATE_LIMIT_CHAT_TURNS_PER_SESSION_PER_MINUTE,
      submissionsPerMinute: e.RATE_LIMIT_SUBMISSIONS_PER_MINUTE,
      answersPerMinute: e.RATE_LIMIT_ANSWERS_PER_MINUTE,
      uploadsPerMinute: e.RATE_LIMIT_UPLOADS_PER_MINUTE,
      uploadsPerSessionPerHour: e.RATE_LIMIT_UPLOADS_PER_SESSION_PER_HOUR,
      beaconsPerMinute: e.RATE_LIMIT_BEACONS_PER_MINUTE,
      emailsPerHour: e.RATE_LIMIT_EMAILS_PER_HOUR,
    },
  };
}

/** The same config with a few values replaced; used by the launcher and by tests. */
export function withOverrides(config: AppConfig, overrides: Partial<AppConfig>): AppConfig {
  return { ...config, ...overrides };
}
