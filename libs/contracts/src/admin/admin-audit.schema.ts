import { z } from 'zod';
import type { Event } from '../common/event.js';

/**
 * The admin audit trail (issue 20, docs/admin-audit.md): every admin sign-in, every view of
 * personal data, every export and every erasure is an event. Sign-ins, views and exports live in
 * their own stream kind, `admin-audit-<entry id>` (one event per stream, so recording never
 * contends); erasures are their own `PersonalDataErased` events, which the audit read model also
 * follows. Entries name records by id and count, never by a person's name or email.
 */
export const AuditEvents = {
  AdminSignedIn: 'AdminSignedIn',
  PersonalDataViewed: 'AdminPersonalDataViewed',
  DataExported: 'AdminDataExported',
} as const;

export const auditStreamId = (entryId: string) => `admin-audit-${entryId}`;

export interface AdminSignedInData {
  entry_id: string;
  username: string;
  project_name: string;
  at: string;
}

export interface AdminPersonalDataViewedData {
  entry_id: string;
  username: string;
  /** What was looked at, e.g. "Work With Us applications list" or "chat 6a37…". */
  subject: string;
  at: string;
}

export interface AdminDataExportedData {
  entry_id: string;
  username: string;
  /** What was exported and how many rows, e.g. "conversations CSV, 12 rows". */
  subject: string;
  at: string;
}

/** What an `admin-audit-<entry id>` stream holds (one event each). */
export type AuditEvent =
  | Event<typeof AuditEvents.AdminSignedIn, AdminSignedInData>
  | Event<typeof AuditEvents.PersonalDataViewed, AdminPersonalDataViewedData>
  | Event<typeof AuditEvents.DataExported, AdminDataExportedData>;

/** The actions an entry can show, as the Audit tab and GET /api/admin/audit name them. */
export const AUDIT_ACTIONS = ['sign-in', 'view', 'export', 'erasure'] as const;
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
  total: z.number().int(),
});
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
