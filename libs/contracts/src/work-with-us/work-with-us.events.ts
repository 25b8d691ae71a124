import type { LocationData } from '../common/location.schema.js';
import type { EmailJob } from '../notifications/email.schema.js';

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
