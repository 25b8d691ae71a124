import path from 'node:path';
import { envSchema, type Env } from './env.schema.js';
import { signInSettingsFrom, type SignInSettings } from './sign-in-settings.js';

export interface AppConfig {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  /** Fastify's trustProxy (TRUST_PROXY). */
  trustProxy: boolean | number | string;
  /** How long a connection may take to send its headers, its whole request, and sit idle between requests. */
  httpTimeouts: { headersMs: number; requestMs: number; keepAliveMs: number };
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
  /** Single sign-on, password sign-in on or off, the second factor for owners (docs/single-sign-on.md). */
  signIn: SignInSettings;
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
  /** Distinct visitor-typed (unconfirmed) addresses mailed in one hour, and emails to one mail domain in one hour. */
  visitorEmailBudgets: { addressesPerHour: number; perDomainPerHour: number };
  /**
   * Staff notices (one per response): the first `perWindow` within `windowMs` go one by one, the
   * rest are held and go as one digest `digestDelayMs` after the first of them was held.
   */
  staffNotices: { perWindow: number; windowMs: number; digestDelayMs: number };
  /** The product's public address (PUBLIC_URL, default http://HOST:PORT with localhost for 0.0.0.0), without a trailing slash. */
  publicUrl: string;
  /** Origins CORS allows: the product's own plus CORS_ORIGINS. */
  corsOrigins: string[];
  /** Other backends the web app may be switched to (BACKEND_ORIGINS); its CSP connect-src names them. */
  backendOrigins: string[];
  rateLimits: RateLimits;
  /** The document sweeper: every operation ends even when the queue lost its job. */
  documentSweep: { everyMs: number; staleAfterMs: number; maxRequeues: number };
  /** DOCUMENT_QUICK_RESULT_MS: a chat upload's wait for its result before answering "queued". */
  documentQuickResultMs: number;
  /** Webhook deliveries (docs/integrations.md). */
  webhooks: WebhookSettings;
}

export interface WebhookSettings {
  /** WEBHOOK_SECRET_KEY: what the signing secrets are sealed with; unset, JWT_SECRET is (configuredSealingKey in @intake/queue/webhooks). */
  secretKey: string | undefined;
  allowLoopback: boolean;
  caFile: string | undefined;
  retry: { baseMs: number; capMs: number; windowMs: number };
  jobLockMs: number;
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
  /** Calls per API key per minute. */
  apiKeyPerMinute: number;
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
  const signIn = signInSettingsFrom(e, publicUrl);
  if (signIn.problems.length > 0) throw new ConfigError(`Invalid environment:\n${signIn.problems.join('\n')}`);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    trustProxy: e.TRUST_PROXY,
    httpTimeouts: { headersMs: e.HTTP_HEADERS_TIMEOUT_MS, requestMs: e.HTTP_REQUEST_TIMEOUT_MS, keepAliveMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS },
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
    signIn: signIn.settings,
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
    visitorEmailBudgets: { addressesPerHour: e.VISITOR_EMAIL_ADDRESSES_PER_HOUR, perDomainPerHour: e.VISITOR_EMAILS_PER_DOMAIN_PER_HOUR },
    staffNotices: { perWindow: e.STAFF_NOTICES_PER_WINDOW, windowMs: e.STAFF_NOTICE_WINDOW_MS, digestDelayMs: e.STAFF_DIGEST_DELAY_MS },
    publicUrl,
    corsOrigins: [...new Set([new URL(publicUrl).origin, ...e.CORS_ORIGINS])],
    backendOrigins: e.BACKEND_ORIGINS,
    documentQuickResultMs: e.DOCUMENT_QUICK_RESULT_MS,
    documentSweep: { everyMs: e.DOCUMENT_SWEEP_INTERVAL_MS, staleAfterMs: e.DOCUMENT_SWEEP_STALE_AFTER_MS, maxRequeues: e.DOCUMENT_SWEEP_MAX_REQUEUES },
    webhooks: {
      secretKey: e.WEBHOOK_SECRET_KEY,
      allowLoopback: e.WEBHOOK_ALLOW_LOOPBACK,
      caFile: e.WEBHOOK_CA_FILE ? path.resolve(e.WEBHOOK_CA_FILE) : undefined,
      retry: { baseMs: e.WEBHOOK_RETRY_BASE_MS, capMs: e.WEBHOOK_RETRY_CAP_MS, windowMs: e.WEBHOOK_RETRY_WINDOW_MS },
      jobLockMs: e.WEBHOOK_JOB_LOCK_MS,
    },
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
      apiKeyPerMinute: e.RATE_LIMIT_API_KEY_PER_MINUTE,
    },
  };
}

/** The same config with a few values replaced; used by the launcher and by tests. */
export function withOverrides(config: AppConfig, overrides: Partial<AppConfig>): AppConfig {
  return { ...config, ...overrides };
}
