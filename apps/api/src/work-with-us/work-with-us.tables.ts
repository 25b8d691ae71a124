import type { LocationData } from '@intake/contracts';

export interface UploadedFileEntry {
  file_id: string;
  filename: string;
  file_type: string;
  content_type: string;
  size: number;
}

export interface WorkWithUsSubmissionsTable {
  submission_id: string;
  name: string;
  email: string;
  video_link: string;
  preferred_roles: string;
  work_type: string;
  compensation: string;
  additional_notes: string;
  location_data: LocationData | null;
  uploaded_files: UploadedFileEntry[];
  admin_notification: 'requested' | 'delivered' | 'failed' | null;
  client_metadata: Record<string, unknown>;
  submitted_at: Date;
}

export interface WorkWithUsTables {
  work_with_us_submissions: WorkWithUsSubmissionsTable;
}
