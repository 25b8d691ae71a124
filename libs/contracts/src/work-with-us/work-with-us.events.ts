import type { Event } from '../common/event.js';
import type { LocationData } from '../common/location.schema.js';
import type { EmailJob } from '../notifications/email.schema.js';
import type { StreamErased } from '../privacy/personal-data.js';

export const WorkWithUsEvents = {
  Submitted: 'WorkWithUsSubmitted',
  FileAttached: 'WorkWithUsFileAttached',
  AdminNotificationRequested: 'WorkWithUsAdminNotificationRequested',
} as const;

export const workWithUsStreamId = (submissionId: string) => `work-with-us-${submissionId}`;

export interface WorkWithUsSubmittedData {
  submission_id: string;
  name: string;
  email: string;
  video_link: string;
  preferred_roles: string;
  work_type: string;
  compensation: string;
  additional_notes: string;
  client_metadata: Record<string, unknown>;
  location_data: LocationData | null;
  submitted_at: string;
}

export interface WorkWithUsFileAttachedData {
  submission_id: string;
  file_id: string;
  filename: string;
  file_type: string;
  content_type: string;
  size: number;
  sha256: string;
  blob_key: string;
}

/** Carries the rendered email: the event log is the outbox the email reactor reads. */
export interface WorkWithUsAdminNotificationRequestedData {
  submission_id: string;
  email_id: string;
  email: EmailJob;
}

/** The work-with-us context's events. */
export type WorkWithUsEvent =
  | Event<typeof WorkWithUsEvents.Submitted, WorkWithUsSubmittedData>
  | Event<typeof WorkWithUsEvents.FileAttached, WorkWithUsFileAttachedData>
  | Event<typeof WorkWithUsEvents.AdminNotificationRequested, WorkWithUsAdminNotificationRequestedData>;

/** What a `work-with-us-<submission id>` stream holds. */
export type WorkWithUsStreamEvent = WorkWithUsEvent | StreamErased;
