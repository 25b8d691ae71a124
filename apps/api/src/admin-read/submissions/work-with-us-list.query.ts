import { NO_RESPONSE_FILTER, type WorkWithUsListItem, type ResponseFilter } from '@intake/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../platform/database/database.types.js';
import { responseFilterCondition } from '../../responses/index.js';
import { rowCount } from '../row-count.query.js';

/** Newest first, as the admin tab shows them. File links go through the authenticated download call. */
export async function listWorkWithUs(
  db: Kysely<Database>,
  limit: number,
  offset: number,
  filter: ResponseFilter = NO_RESPONSE_FILTER,
): Promise<{ items: WorkWithUsListItem[]; total: number }> {
  // Issue 35: by tag and by answer, through the responses context's projections.
  const kept = responseFilterCondition('work-with-us', sql.ref('submission_id'), filter);
  const [rows, total] = await Promise.all([
    db
      .selectFrom('work_with_us_submissions')
      .selectAll()
      .where(kept)
      .orderBy('submitted_at', 'desc')
      .orderBy('submission_id')
      .limit(limit)
      .offset(offset)
      .execute(),
    rowCount(db, 'work_with_us_submissions', kept),
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
