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
  ApiKeyUsed: 'AdminApiKeyUsed',
} as const;

export const auditStreamId = (entryId: string) => `admin-audit-${entryId}`;

export const adminSignedInDataSchema = z.object({
  entry_id: z.string(),
  username: z.string(),
  project_name: z.string(),
  at: z.string(),
});
export type AdminSignedInData = z.infer<typeof adminSignedInDataSchema>;

export const adminPersonalDataViewedDataSchema = z.object({
  entry_id: z.string(),
  username: z.string(),
  /** What was looked at, e.g. "Work With Us applications list" or "chat 6a37…". */
  subject: z.string(),
  at: z.string(),
});
export type AdminPersonalDataViewedData = z.infer<typeof adminPersonalDataViewedDataSchema>;

export const adminDataExportedDataSchema = z.object({
  entry_id: z.string(),
  username: z.string(),
  /** What was exported and how many rows, e.g. "conversations CSV, 12 rows". */
  subject: z.string(),
  at: z.string(),
});
export type AdminDataExportedData = z.infer<typeof adminDataExportedDataSchema>;

/**
 * One call answered to an API key (docs/api-keys.md): which key, and what it read, said as the
 * admin's views are ("form submissions list, 12 shown") or as the route when it shows no one.
 */
export const adminApiKeyUsedDataSchema = z.object({
  entry_id: z.string(),
  key_id: z.string(),
  key_name: z.string(),
  subject: z.string(),
  at: z.string(),
});
export type AdminApiKeyUsedData = z.infer<typeof adminApiKeyUsedDataSchema>;

/** What an `admin-audit-<entry id>` stream holds (one event each). */
export type AuditEvent =
  | Event<typeof AuditEvents.AdminSignedIn, AdminSignedInData>
  | Event<typeof AuditEvents.PersonalDataViewed, AdminPersonalDataViewedData>
  | Event<typeof AuditEvents.DataExported, AdminDataExportedData>
  | Event<typeof AuditEvents.ApiKeyUsed, AdminApiKeyUsedData>;
