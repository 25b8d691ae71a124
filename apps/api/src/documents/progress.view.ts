import type { ProgressResponse } from '@intake/contracts';
import type { DocumentOperationsTable } from './documents.tables.js';

/** field → value, for clients that show "what we found" as a flat list. */
export function extractedData(row: DocumentOperationsTable): Record<string, string> | null {
  if (!row.result) return null;
  const out: Record<string, string> = {};
  for (const f of row.result.fields) out[f.field] ??= f.value;
  return out;
}

export function toProgressResponse(row: DocumentOperationsTable): ProgressResponse {
  const analysis = row.result
    ? {
        fields: row.result.fields,
        analysis_summary: row.result.analysis_summary,
        pages: row.result.pages,
        ocr_pages: row.result.ocr_pages,
        proposals: row.result.proposals ?? [],
        about_healthcare_project: row.result.relevance?.about_healthcare_project ?? null,
        truncated: row.result.truncated ?? false,
        filename: row.filename,
      }
    : null;
  return {
    success: row.status !== 'failed',
    operation_id: row.operation_id,
    status: row.status,
    percent: row.percent,
    stage: row.stage,
    error: row.error,
    analysis_result: analysis,
    result: analysis,
    extracted_data: extractedData(row),
    chat_message: row.result?.chat_message ?? null,
    verification_questions: row.result?.verification_questions ?? [],
  };
}
