import { documentJobSchema } from '@intake/contracts';

/**
 * An extraction job's data without the document's file name (a person's, docs/personal-data.md)
 * when the document or its upload event was erased, or null when it is not theirs. The job keeps
 * its ids: a queued one still runs, finds the document erased and records it so.
 */
export function documentJobWithoutErased(jobId: string, data: unknown, erased: { event: (id: string) => boolean; document: (id: string) => boolean }): unknown {
  const job = documentJobSchema.safeParse(data);
  if (!job.success || !(erased.event(jobId) || erased.document(job.data.document_id)) || job.data.filename === '') return null;
  return { ...job.data, filename: '' };
}
