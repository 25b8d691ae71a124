import type { WorkWithUsListItem } from '@intake/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/database/database.types.js';
import { rowCount } from '../row-count.query.js';

/** Newest first, as the admin tab shows them. File links go through the authenticated download call. */
export async function listWorkWithUs(db: Kysely<Database>, limit: number, offset: number): Promise<{ items: WorkWithUsListItem[]; total: number }> {
  const [rows, total] = await Promise.all([
    db.selectFrom('work_with_us_submissions').selectAll().orderBy('submitted_at', 'desc').orderBy('submission_id').limit(limit).offset(offset).execute(),
    rowCount(db, 'work_with_us_submissions'),
  ]);
  const items = rows.map((r) => ({
    submission_id: r.submission_id,
    name: r.name,
    email: r.email,
    video_link: r.video_link,
    preferred_roles: r.preferred_roles,
    work_type: r.work_type,
    additional_notes: r.additional_notes,
    location_data: r.location_data,
    uploaded_files: r.uploaded_files.map((f) => ({ ...f, public_url: `/api/work-with-us/download/${f.file_id}` })),
    admin_notified: r.admin_notification === 'delivered',
    submitted_at: r.submitted_at.toISOString(),
  }));
  return { items, total };
}
