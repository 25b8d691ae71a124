import { z } from 'zod';
import type { Event } from '../common/event.js';
import { locationDataSchema } from '../common/location.schema.js';
import { emailJobSchema } from '../notifications/email.schema.js';
import type { StreamErased } from '../privacy/personal-data.events.js';

export const WorkWithUsEvents = {
  Submitted: 'WorkWithUsSubmitted',
  FileAttached: 'WorkWithUsFileAttached',
  AdminNotificationRequested: 'WorkWithUsAdminNotificationRequested',
} as const;

export const workWithUsStreamId = (submissionId: string) => `work-with-us-${submissionId}`;

export const workWithUsSubmittedDataSchema = z.object({
  submission_id: z.string(),
  name: z.string(),
  email: z.string(),
  video_link: z.string(),
  preferred_roles: z.string(),
  work_type: z.string(),
  compensation: z.string(),
  additional_notes: z.string(),
  client_metadata: z.record(z.string(), z.unknown()),
  location_data: z.nullable(locationDataSchema),
  submitted_at: z.string(),
});
export type WorkWithUsSubmittedData = z.infer<typeof workWithUsSubmittedDataSchema>;

export const workWithUsFileAttachedDataSchema = z.object({
  submission_id: z.string(),
  file_id: z.string(),
  filename: z.string(),
  file_type: z.string(),
  content_type: z.string(),
  size: z.number(),
  sha256: z.string(),
  blob_key: z.string(),
});
export type WorkWithUsFileAttachedData = z.infer<typeof workWithUsFileAttachedDataSchema>;

/** Carries the rendered email: the event log is the outbox the email reactor reads. */
export const workWithUsAdminNotificationRequestedDataSchema = z.object({
  submission_id: z.string(),
  email_id: z.string(),
  email: emailJobSchema,
});
export type WorkWithUsAdminNotificationRequestedData = z.infer<typeof workWithUsAdminNotificationRequestedDataSchema>;

/** The work-with-us context's events. */
export type WorkWithUsEvent =
  | Event<typeof WorkWithUsEvents.Submitted, WorkWithUsSubmittedData>
  | Event<typeof WorkWithUsEvents.FileAttached, WorkWithUsFileAttachedData>
  | Event<typeof WorkWithUsEvents.AdminNotificationRequested, WorkWithUsAdminNotificationRequestedData>;

/** What a `work-with-us-<submission id>` stream holds. */
export type WorkWithUsStreamEvent = WorkWithUsEvent | StreamErased;
