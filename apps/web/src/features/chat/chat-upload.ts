import type { UploadInput, UploadOutcome } from '@intake/machines';

/** What an upload reports to the chat while it runs and when it ends. */
export interface ChatUploadReporter {
  /** Replaces the text of the placeholder message (reading, taking longer, ...). */
  progress(message: string): void;
}

export interface ChatUploadResult {
  /** Replaces the placeholder: what was found, or a reassuring failure message. */
  message: string;
  /** Added after the found information (admin spec §9: 100 ms later, the uploader's business). */
  followUp: string | null;
  /** Whether the file was stored (whatever became of its analysis): it picks the upload toast (admin spec §8). */
  outcome: UploadOutcome;
  /** What the document's analysis found, by the admin names (problem_statement, ...): it moves the progress bar. */
  found?: Record<string, string> | null;
}

/**
 * The seam for the in-chat document upload (issue 6): the chat page calls this with the picked file
 * and the session, shows 'I'm reading your document, it might take 20s' until it settles, and
 * renders what it returns. Rejections become the message shown.
 */
export type ChatDocumentUploader = (input: UploadInput, report: ChatUploadReporter, signal: AbortSignal) => Promise<ChatUploadResult>;

/**
 * The in-chat upload, loaded on the first upload (issue 32: its machine and answer checks are not
 * on the chat's first screen). A chunk that cannot load rejects, and the chat shows the failure.
 */
export const lazyChatDocumentUploader: ChatDocumentUploader = async (input, report, signal) => {
  const { chatDocumentUploader } = await import('../documents/chat-document-uploader');
  return chatDocumentUploader(input, report, signal);
};
