import { z } from 'zod';

/** The admin audit trail's reads and calls; its events are in admin-audit.events.ts. */

/** The actions an entry can show, as the Audit tab and GET /api/admin/audit name them. */
/** `api-key`: a key created or revoked (by an admin), or used (by the key: docs/api-keys.md). */
/** `staff`: a staff account invited, its role changed, disabled or re-enabled, an invitation accepted, a password reset (issue 30). */
export const AUDIT_ACTIONS = ['sign-in', 'view', 'export', 'erasure', 'api-key', 'sign-in-refused', 'second-factor-failed', 'staff'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  subject: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/admin/audit?limit=N (admin): the newest entries first. */
export const auditListResponseSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** How many entries match the filters (all of them without filters). */
  total: z.number().int(),
  /** Everyone the trail names, for the person filter (issue 30). */
  actors: z.array(z.string()).optional(),
});

/**
 * The Audit tab's filters (issue 30), on GET /api/admin/audit and its CSV export: one person, one
 * action, and a date range of whole days (`from` and `to` inclusive, YYYY-MM-DD, in `tz`, an IANA
 * zone, UTC by default).
 */
const isDay = (d: string) => {
  if (!/^[12]\d{3}-\d{2}-\d{2}$/.test(d)) return false;
  const day = new Date(`${d}T00:00:00Z`);
  // 2026-13-01 is no date at all; 2026-02-30 is one, but another day than written.
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(d);
};
const auditDay = z.string().refine((d) => isDay(d), 'dates are real days written YYYY-MM-DD');
const isTimeZone = (tz: string) => {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(tz)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};
export const auditFilterSchema = z.object({
  // Printable and well-formed: PostgreSQL refuses NUL and lone surrogates, and no name holds them.
  actor: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .refine((a) => a.isWellFormed() && !/[\u0000-\u001f\u007f]/.test(a), 'actor must be a printable name')
    .optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  from: auditDay.optional(),
  to: auditDay.optional(),
  tz: z.string().max(64).refine(isTimeZone, 'tz must be an IANA time zone such as Europe/London').optional(),
});
export type AuditFilter = z.infer<typeof auditFilterSchema>;

/** The actions in words, as the Audit tab and its CSV name them. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'sign-in': 'Sign-in',
  view: 'Viewed personal data',
  export: 'Export',
  erasure: 'Erasure',
  'api-key': 'API key',
  'sign-in-refused': 'Sign-in refused',
  'second-factor-failed': 'Second factor failed',
  staff: 'Staff account',
};

/** The audit CSV's columns; times in UTC ISO form so every reader agrees on them. */
export const AUDIT_CSV_HEADER = ['When (UTC)', 'Who', 'Action', 'What'] as const;

/** One entry as a CSV record, in AUDIT_CSV_HEADER's order. */
export const auditCsvFields = (entry: AuditEntry): string[] => [entry.at, entry.actor, AUDIT_ACTION_LABELS[entry.action], entry.subject];
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;

export const AUDIT_DEFAULT_LIMIT = 100;
export const AUDIT_MAX_LIMIT = 1000;

/** The exports the dashboard makes in the browser, which it reports so the trail holds them. */
export const AUDIT_EXPORT_KINDS = ['conversations', 'work-with-us', 'forms', 'ai-sessions', 'audit'] as const;

/** POST /api/admin/audit/exports (admin): one export the browser made. */
export const recordExportRequestSchema = z.object({
  kind: z.enum(AUDIT_EXPORT_KINDS),
  format: z.enum(['csv']).default('csv'),
  rows: z.number().int().nonnegative().max(10_000_000),
});
export type RecordExportRequest = z.input<typeof recordExportRequestSchema>;

/** GET /api/admin/retention (admin): the retention policy and when it next runs. */
export const retentionStatusSchema = z.object({
  submissions_months: z.number().int(),
  analytics_months: z.number().int(),
  interval_ms: z.number().int(),
  /** Null when this server runs no processors, or the schedule is not written yet. */
  next_run_at: z.string().nullable(),
});
export type RetentionStatus = z.infer<typeof retentionStatusSchema>;

/** GET /api/admin/personal-data/lookup?email=|session_id=|submission_id= (admin): what an erasure would take. */
export const personalDataLookupResponseSchema = z.object({
  records: z.array(z.object({ stream_id: z.string(), kind: z.string() })),
});
export type PersonalDataLookupResponse = z.infer<typeof personalDataLookupResponseSchema>;
