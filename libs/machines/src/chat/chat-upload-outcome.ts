import { CHAT_ERRORS, CHAT_UPLOAD } from '@intake/contracts';
import { DOCUMENT_UPLOAD_MESSAGES } from '../document-upload/document-upload.messages.js';
import type { UploadOutcome } from './chat.types.js';

/**
 * The in-chat texts of an upload that did not go through: refused before sending (§5), refused or
 * lost by the server (admin spec §8), or no session to upload into (§8). Every other ending means
 * the file was stored, whatever became of its analysis.
 */
const NOT_UPLOADED: ReadonlySet<string> = new Set([
  CHAT_UPLOAD.tooLarge,
  CHAT_UPLOAD.wrongType,
  DOCUMENT_UPLOAD_MESSAGES.tooLarge,
  DOCUMENT_UPLOAD_MESSAGES.unsupportedType,
  DOCUMENT_UPLOAD_MESSAGES.troubleUploading,
  CHAT_ERRORS.uploadSessionFailed,
]);

/** How an upload that ended with this in-chat message went, when the uploader does not say. */
export const uploadOutcomeOf = (message: string): UploadOutcome => (NOT_UPLOADED.has(message) ? 'failed' : 'uploaded');
