import { rm } from 'node:fs/promises';
import { PayloadTooLargeError, UnsupportedMediaTypeError, BadRequestError } from '../errors/domain-errors.js';
import { detectFileKind, sanitizeFileName, type DetectedFile } from './file-kind.js';

export interface UploadRules {
  allowed: readonly string[];
  maxBytes: number;
  /** A larger limit for some kinds (video). */
  maxBytesByExt?: Readonly<Record<string, number>>;
  messages: { tooLarge: string; wrongType: string };
}

export interface AcceptedUpload {
  tempPath: string;
  filename: string;
  size: number;
  kind: DetectedFile;
}

export interface ReceivedFile {
  path?: string;
  originalname: string;
  size: number;
}

/** Checks a received temp file by its bytes and size; deletes it when refused. */
export async function acceptUpload(file: ReceivedFile | undefined, rules: UploadRules): Promise<AcceptedUpload> {
  if (!file?.path) throw new BadRequestError('No file was sent. Attach it as the multipart field "file".');
  try {
    if (file.size === 0) throw new BadRequestError('The file is empty.');
    const kind = await detectFileKind(file.path, file.originalname);
    if (!kind || !rules.allowed.includes(kind.ext)) throw new UnsupportedMediaTypeError(rules.messages.wrongType);
    const limit = rules.maxBytesByExt?.[kind.ext] ?? rules.maxBytes;
    if (file.size > limit) throw new PayloadTooLargeError(rules.messages.tooLarge);
    return { tempPath: file.path, filename: sanitizeFileName(file.originalname, kind.ext), size: file.size, kind };
  } catch (err) {
    await rm(file.path, { force: true });
    throw err;
  }
}
