import type { DocumentMeta } from '@intake/guide-engine';
import type { ExtractionStage } from './extract-document.js';
import { EXTRACTION_LIMITS } from './extraction-limits.js';
import { extractionPool, type ExtractionResult, type JobLimits } from './extraction-pool.js';

/**
 * Extracts a document in one of the process's warm reader processes (extraction-pool.ts) under a
 * wall-clock, CPU and memory budget, so a bomb, a hang or a crash in a parser ends this job —
 * never the worker process, and never another job.
 */
export function runExtraction(
  bytes: Uint8Array,
  ext: string,
  onProgress: (stage: ExtractionStage, percent: number) => void,
  limits: JobLimits = EXTRACTION_LIMITS,
  /** When given, the reader also runs the offline analysis of the text it read. */
  analyse?: Omit<DocumentMeta, 'pages'>,
): Promise<ExtractionResult> {
  return extractionPool().run(bytes, ext, onProgress, limits, analyse);
}
