import { NO_RESPONSE_FILTER, type FormSubmissionListItem, type ResponseFilter } from '@intake/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../platform/database/database.types.js';
import { responseFilterCondition } from '../../responses/index.js';
import { rowCount } from '../row-count.query.js';

/** GET /analytics/forms: newest first, from the questionnaire_submissions projection. */
export async function listFormSubmissions(
  db: Kysely<Database>,
  limit: number,
  offset: number,
  filter: ResponseFilter = NO_RESPONSE_FILTER,
): Promise<{ items: FormSubmissionListItem[]; total: number }> {
  // Issue 35: by tag and by answer, through the responses context's projections.
  const kept = responseFilterCondition('questionnaire', sql.ref('session_id'), filter);
  const [rows, total] = await Promise.all([
    db
      .selectFrom('questionnaire_submissions')
      .selectAll()
      .where(kept)
      .orderBy('submitted_at', 'desc')
      .orderBy('submission_id')
      .limit(limit)
      .offset(offset)
      .execute(),
    rowCount(db, 'questionnaire_submissions', kept),
  ]);
  const items = rows.map((r) => ({
    submission_id: r.submission_id,
    session_id: r.session_id,
    name: r.name,
    email: r.email,
    organization: r.organization,
    location_data: r.location_data,
    form_data: r.form_data,
    questionnaire_version: r.questionnaire_version,
    submitted_at: r.submitted_at.toISOString(),
  }));
  return { items, total };
}
