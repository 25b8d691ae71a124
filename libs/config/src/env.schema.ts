import { isIP } from 'node:net';
import { z } from 'zod';

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const bool = (fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : /^(1|true|yes|on)$/i.test(v)));

/** One TRUST_PROXY entry as proxy-addr reads it: a keyword, an address, or an address/prefix. */
function isTrustedProxyEntry(entry: string): boolean {
  if (/^(loopback|linklocal|uniquelocal)$/i.test(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

/** A comma-separated list of origins (scheme://host[:port]), each checked. */
const originList = () =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      const origins = (v ?? '')
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean);
      for (const o of origins) {
        try {
          if (new URL(o).origin !== o) throw new Error();
        } catch {
          ctx.addIssue({ code: 'custom', message: `not an origin (scheme://host[:port]): ${o}` });
          return z.NEVER;
        }
      }
      return origins;
    });

/** Every environment variable the product reads, in one place. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /**
   * Which proxies' X-Forwarded-For the api believes (Fastify's trustProxy): 'false' (default: none,
   * until an operator names the proxy; issue 28), 'loopback' (an HTTP proxy on the same host that
   * sets the header itself), 'true', a hop count, or addresses and CIDRs, comma separated. The
   * client address it yields drives the rate budgets, geo lookup and the sign-in throttle.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? 'false' : v.trim()))
    .transform((v, ctx): boolean | number | string => {
      if (/^(true|false)$/i.test(v)) return v.toLowerCase() === 'true';
      if (/^\d+$/.test(v)) return Number(v);
      if (v.split(',').every((entry) => isTrustedProxyEntry(entry.trim()))) return v;
      ctx.addIssue({ code: 'custom', message: "expected 'loopback', true, false, a hop count, or addresses/CIDRs separated by commas" });
      return z.NEVER;
    }),
  /**
   * Connection timeouts (issue 28): a client that has not sent its whole request line and headers
   * within HTTP_HEADERS_TIMEOUT_MS, or its whole request (body included) within
   * HTTP_REQUEST_TIMEOUT_MS, gets 408 and its connection closed; an idle keep-alive connection is
   * closed after HTTP_KEEP_ALIVE_TIMEOUT_MS (above a load balancer's own idle timeout, 60 s for
   * most, so it never reuses a connection the api is closing).
   */
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(120_000).default(10_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(300_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(72_000),
  DATABASE_URL: optionalString,
  REDIS_URL: optionalString,
  DATA_DIR: z.string().default('./.data'),
  BLOB_DIR: optionalString,
  OUTBOX_DIR: optionalString,
  WEB_DIST: optionalString,
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Innovation Intake <no-reply@innovation-intake.example>'),
  CONTACT_EMAIL: z.string().email().default('innovation@innovation-intake.example'),
  ADMIN_NOTIFY_EMAIL: optionalString,
  JWT_SECRET: optionalString,
  JWT_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(8 * 3600),
  SIGNED_URL_TTL_SECONDS: z.coerce.number().int().positive().default(300),
  ADMIN_USERNAME: optionalString,
  ADMIN_PASSWORD: optionalString,
  ADMIN_PROJECT: z.string().default('innovation-intake'),
  /**
   * Single sign-on and the second factor (issue 30, docs/single-sign-on.md); checked together in
   * sign-in-settings.ts (all three of issuer, client id and secret, and who may come in).
   */
  OIDC_ISSUER: optionalString,
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_PROVIDER_NAME: optionalString,
  OIDC_SCOPES: z.string().trim().default('openid email profile'),
  OIDC_ALLOWED_DOMAINS: optionalString,
  OIDC_DOMAIN_ROLE: optionalString,
  OIDC_ROLE_CLAIM: optionalString,
  OIDC_ROLE_MAP: optionalString,
  PASSWORD_SIGN_IN: bool(true),
  TOTP_REQUIRED_FOR_OWNERS: bool(false),
  QUEUE_PREFIX: z
    .string()
    .regex(/^[a-z0-9_-]+$/i)
    .default('intake'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RUN_PROCESSORS: bool(true),
  BENCH_FLOOR_ROUTE: bool(false),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  LLM_BASE_URL: optionalString,
  LLM_API_KEY: optionalString,
  LLM_MODEL: optionalString,
  /** An LLM call taking longer is abandoned and the turn answered by the offline engine. */
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
  /** How often the personal-data retention job runs (docs/personal-data.md); once a day by default. */
  PERSONAL_DATA_RETENTION_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .default(24 * 3600 * 1000),
  PERSONAL_DATA_ERASURE_CATCH_UP_MS: z.coerce.number().int().min(0).max(600_000).default(15_000),
  VISITOR_EMAILS_PER_ADDRESS_PER_DAY: z.coerce.number().int().min(1).max(10_000).default(5),
  /**
   * Prometheus metrics (`GET /metrics`) on a port of their own, never on the public one; `off`
   * serves none. Each process (api, worker, or both in `npm start`) serves its own.
   */
  METRICS_PORT: z
    .string()
    .trim()
    .default('9464')
    .transform((v, ctx): number | 'off' => {
      if (v.toLowerCase() === 'off') return 'off';
      if (/^\d+$/.test(v) && Number(v) <= 65535) return Number(v);
      ctx.addIssue({ code: 'custom', message: "expected a port number or 'off'" });
      return z.NEVER;
    }),
  /** Where the metrics port listens: the local host by default, so only a scraper on it (or one let in) reads them. */
  METRICS_HOST: z.string().trim().default('127.0.0.1'),
  /** All completion emails to visitor-typed addresses in one hour, whoever typed them. */
  VISITOR_EMAILS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(50),
  /** Distinct unconfirmed (visitor-typed) addresses mailed in one hour: what a rotating attacker meets first. */
  VISITOR_EMAIL_ADDRESSES_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(20),
  /** Completion emails to the addresses of one mail domain in one hour. */
  VISITOR_EMAILS_PER_DOMAIN_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(5),
  /** Staff notices sent one by one within STAFF_NOTICE_WINDOW_MS; more wait for one digest. */
  STAFF_NOTICES_PER_WINDOW: z.coerce.number().int().min(1).max(100_000).default(10),
  STAFF_NOTICE_WINDOW_MS: z.coerce.number().int().min(1_000).max(86_400_000).default(600_000),
  /** How long held notices gather before their digest goes (counted from the first of them held). */
  STAFF_DIGEST_DELAY_MS: z.coerce.number().int().min(500).max(86_400_000).default(300_000),
  /**
   * The product's own public address (scheme, host, port): absolute links such as `download_url`
   * are built from it, never from request headers, and it is the origin CORS allows. Default:
   * http://localhost:PORT.
   */
  PUBLIC_URL: z
    .string()
    .trim()
    .url()
    .optional()
    .transform((v) => (v ? v.replace(/\/+$/, '') : undefined)),
  /** Further origins allowed to call the api from a browser (CORS), comma separated. */
  CORS_ORIGINS: originList(),
  /**
   * Other deployments of this api the web app may be switched to (admin Backend Config, visitor
   * spec §7's backend override), comma separated origins: the only origins besides its own that
   * the Content-Security-Policy lets the page connect to.
   */
  BACKEND_ORIGINS: originList(),
  /**
   * How long a chat upload's answer waits for its file to be read, to carry the result at once
   * (small files often are); past it the answer says "queued" and the chat polls progress.
   */
  DOCUMENT_QUICK_RESULT_MS: z.coerce.number().int().min(0).max(300_000).default(1_500),
  /** How often the document sweeper looks for operations left queued or reading (docs/documents.md). */
  DOCUMENT_SWEEP_INTERVAL_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(30_000),
  /** An operation untouched this long is looked at; keep it above the 90 s extraction budget. */
  DOCUMENT_SWEEP_STALE_AFTER_MS: z.coerce.number().int().min(1_000).max(86_400_000).default(150_000),
  /** Times a document whose job the queue lost is queued again before it is set aside as failed. */
  DOCUMENT_SWEEP_MAX_REQUEUES: z.coerce.number().int().min(0).max(100).default(2),
  /** Budgets for anonymous clients (429 past them); `false` switches them off. */
  RATE_LIMITS: bool(true),
  /** Chat and questionnaire session starts per client IP per minute. */
  RATE_LIMIT_SESSION_STARTS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Chat turns per client IP per minute, and per chat session per minute. */
  RATE_LIMIT_CHAT_TURNS_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  RATE_LIMIT_CHAT_TURNS_PER_SESSION_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Submissions (Work With Us, questionnaire, completion requests) per client IP per minute. */
  RATE_LIMIT_SUBMISSIONS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /** Questionnaire answers and steps recorded per client IP per minute: one visitor records two per question. */
  RATE_LIMIT_ANSWERS_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  /** Uploads per client IP per minute, and per session (or submission) per hour: each costs extraction and OCR. */
  RATE_LIMIT_UPLOADS_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_UPLOADS_PER_SESSION_PER_HOUR: z.coerce.number().int().min(1).default(30),
  /** Analytics beacons per client IP per minute. */
  RATE_LIMIT_BEACONS_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  /** Email-sending calls (completion emails, admin notices) per client IP per hour. */
  RATE_LIMIT_EMAILS_PER_HOUR: z.coerce.number().int().min(1).default(20),
  /** Calls per API key per minute (docs/api-keys.md): each key has its own budget, whatever its address. */
  RATE_LIMIT_API_KEY_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /**
   * Webhooks (docs/integrations.md). WEBHOOK_SECRET_KEY seals the endpoints' signing secrets at
   * rest (JWT_SECRET when unset). WEBHOOK_ALLOW_LOOPBACK lets endpoints on this host (127.0.0.1,
   * ::1, localhost, and plain http to them) be registered: development and tests only.
   * WEBHOOK_CA_FILE: a PEM file of extra certificate authorities deliveries trust (a test's
   * self-signed receiver). Deliveries are retried for WEBHOOK_RETRY_WINDOW_MS, waiting from
   * WEBHOOK_RETRY_BASE_MS, doubling, at most WEBHOOK_RETRY_CAP_MS; a worker that dies mid-delivery
   * leaves its job to another after WEBHOOK_JOB_LOCK_MS.
   */
  WEBHOOK_SECRET_KEY: optionalString,
  WEBHOOK_ALLOW_LOOPBACK: bool(false),
  WEBHOOK_CA_FILE: optionalString,
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(100).max(3_600_000).default(5_000),
  WEBHOOK_RETRY_CAP_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(86_400_000)
    .default(2 * 3600 * 1000),
  WEBHOOK_RETRY_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .max(30 * 86_400_000)
    .default(24 * 3600 * 1000),
  WEBHOOK_JOB_LOCK_MS: z.coerce.number().int().min(1_000).max(600_000).default(30_000),
});

export type Env = z.infer<typeof envSchema>;
