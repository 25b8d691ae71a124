import { WIZARD_UPLOAD_DEFAULTS, WIZARD_UPLOAD_MESSAGES, type Question } from '@intake/contracts';
import { fileExtension } from '../work-with-us/attachment-rules.js';
import type { FileLike } from './field-validators.js';

export interface PickCheck<F extends FileLike> {
  accepted: F[];
  /** One sentence per refused file, or one for the whole pick when it has too many files. */
  problems: string[];
}

export function uploadLimits(question: Question): { maxFiles: number; maxSizeMb: number; types: readonly string[] } {
  return {
    maxFiles: question.max_files ?? (question.type === 'file_upload' ? 1 : WIZARD_UPLOAD_DEFAULTS.maxFiles),
    maxSizeMb: question.max_size_mb ?? WIZARD_UPLOAD_DEFAULTS.maxSizeMb,
    types: question.allowed_types ?? WIZARD_UPLOAD_DEFAULTS.types,
  };
}

/**
 * Visitor spec §5 "Chat-side upload in the wizard": the picker's checks before anything is sent.
 * `alreadyHeld` counts the files the question holds or is still uploading.
 */
export function checkPickedFiles<F extends FileLike>(question: Question, alreadyHeld: number, picked: readonly F[]): PickCheck<F> {
  const { maxFiles, maxSizeMb, types } = uploadLimits(question);
  if (alreadyHeld + picked.length > maxFiles) return { accepted: [], problems: [WIZARD_UPLOAD_MESSAGES.tooMany(maxFiles)] };
  const accepted: F[] = [];
  const problems: string[] = [];
  for (const file of picked) {
    if (!types.includes(fileExtension(file.name))) problems.push(WIZARD_UPLOAD_MESSAGES.wrongType(file.name));
    else if (file.size > maxSizeMb * 1024 * 1024) problems.push(WIZARD_UPLOAD_MESSAGES.tooLarge(file.name, maxSizeMb));
    else accepted.push(file);
  }
  return { accepted, problems };
}
