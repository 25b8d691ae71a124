import { defineRowProjection, idsFromStreamIds, withErasure, handlesOf } from '@intake/event-store';
import { sql } from 'kysely';
import { EmailEvents, WorkWithUsEvents, type EmailEvent, unhandledEvent, type WorkWithUsEvent, workWithUsStreamId } from '@intake/contracts';
import { parseAdminNotificationEmailId } from './admin-notification.email.js';
import type { WorkWithUsSubmissionsTable } from './work-with-us.tables.js';

type Row = WorkWithUsSubmissionsTable & Record<string, unknown>;

/** One row per application, as the admin "Work With Us Applications" tab lists them. */
const submissionRows = defineRowProjection<Row, WorkWithUsEvent | EmailEvent>({
  name: 'work-with-us-submissions',
  table: 'work_with_us_submissions',
  keyColumn: 'submission_id',
  jsonColumns: ['location_data', 'uploaded_files', 'client_metadata'],
  handles: handlesOf<WorkWithUsEvent | EmailEvent>()([
    WorkWithUsEvents.Submitted,
    WorkWithUsEvents.FileAttached,
    WorkWithUsEvents.AdminNotificationRequested,
    EmailEvents.Delivered,
    EmailEvents.Failed,
  ]),
  key(e) {
    if (e.type === EmailEvents.Delivered || e.type === EmailEvents.Failed) {
      return parseAdminNotificationEmailId(e.data.email_id);
    }
    return e.data.submission_id;
  },
  evolve(row, e) {
    switch (e.type) {
      case WorkWithUsEvents.Submitted: {
        const d = e.data;
        return {
          submission_id: d.submission_id,
          name: d.name,
          email: d.email,
          video_link: d.video_link,
          preferred_roles: d.preferred_roles,
          work_type: d.work_type,
          compensation: d.compensation,
          additional_notes: d.additional_notes,
          location_data: d.location_data,
          uploaded_files: row?.uploaded_files ?? [],
          admin_notification: row?.admin_notification ?? null,
          client_metadata: d.client_metadata,
          submitted_at: new Date(d.submitted_at),
        };
      }
      case WorkWithUsEvents.FileAttached: {
        if (!row) return row;
        const d = e.data;
        const entry = { file_id: d.file_id, filename: d.filename, file_type: d.file_type, content_type: d.content_type, size: d.size };
        return { ...row, uploaded_files: [...row.uploaded_files, entry] };
      }
      case WorkWithUsEvents.AdminNotificationRequested:
        return row && row.admin_notification === null ? { ...row, admin_notification: 'requested' } : row;
      case EmailEvents.Delivered:
        return row ? { ...row, admin_notification: 'delivered' } : row;
      case EmailEvents.Failed:
        return row && row.admin_notification !== 'delivered' ? { ...row, admin_notification: 'failed' } : row;
      default:
        return unhandledEvent(e, row);
    }
  },
});

/**
 * Follows personal-data erasures. The row is not deleted: its admin_notification comes from the
 * email's own stream (EmailDelivered / EmailFailed), which the erasure need not re-apply. The row
 * keeps that and forgets its files; re-applying the redacted submission stream then rewrites the
 * personal columns (Submitted keeps the row's notification state) and appends the files again —
 * what a replay of the redacted log builds, since the notification states only move forward.
 */
export const workWithUsProjection = withErasure(submissionRows, async (db, streamIds, memory) => {
  const ids = idsFromStreamIds(streamIds, workWithUsStreamId(''));
  if (ids.length === 0) return;
  await db.updateTable('work_with_us_submissions').set({ uploaded_files: sql`'[]'::jsonb` }).where('submission_id', 'in', ids).execute();
  for (const id of ids) memory?.delete(id);
});
