import { CHAT_ERRORS, CHAT_UPLOAD } from '@intake/contracts';
import { UPLOAD_READING_MESSAGE } from './reading-message.js';

/** The chat's words around an upload (visitor spec §2/§4, admin spec §8). */
export const DOCUMENT_UPLOAD_MESSAGES = {
  reading: UPLOAD_READING_MESSAGE,
  takingLonger:
    'This document is taking longer than usual to analyse. It was uploaded successfully — keep going with the conversation and I will use what I find.',
  analysisFailed:
    "Your document was uploaded successfully, but I couldn't analyse it automatically. Let's continue — you can tell me about it in your own words.",
  analysisSlow: 'Your document was received, but the analysis is taking longer than expected. We can continue in the meantime.',
  analysisUnavailable: 'Your document was received. Detailed analysis is temporarily unavailable, so let’s discuss it directly.',
  readyForDiscussion: 'Your document is uploaded and ready for discussion. What would you like to highlight from it?',
  tooLarge: `The file is too large. ${CHAT_UPLOAD.tooLarge}.`,
  unsupportedType: `That file type isn't supported. ${CHAT_UPLOAD.wrongType}.`,
  troubleUploading: 'I had trouble uploading that file. Please try again in a moment.',
  followUp: 'Is this information correct? Tell me anything you would like to add or change.',
} as const;

/** Spec §5: checked before anything is sent. */
export function chatUploadProblem(file: { name: string; size: number }): string | null {
  if (file.size > CHAT_UPLOAD.maxBytes) return CHAT_UPLOAD.tooLarge;
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  const images: readonly string[] = CHAT_UPLOAD.pictureExtensions;
  if (!(CHAT_UPLOAD.types as readonly string[]).includes(ext) && !images.includes(ext)) return CHAT_UPLOAD.wrongType;
  return null;
}

/**
 * Admin spec §8: the in-chat message for an upload that did not go through. An upload route that
 * is not there at all is visitor spec §8's 'File upload service is not currently available'; the
 * uploader says so by failing with exactly that text.
 */
export function uploadFailureMessage(reason: string): string {
  if (reason === CHAT_ERRORS.uploadUnavailable) return CHAT_ERRORS.uploadUnavailable;
  const r = reason.toLowerCase();
  if (r.includes('size') || r.includes('too large')) return DOCUMENT_UPLOAD_MESSAGES.tooLarge;
  if (r.includes('type')) return DOCUMENT_UPLOAD_MESSAGES.unsupportedType;
  return DOCUMENT_UPLOAD_MESSAGES.troubleUploading;
}

/** Admin spec §8: the upload went through but its analysis could not be shown. */
export function analysisFallbackMessage(reason: string): string {
  const r = reason.toLowerCase();
  if (r.includes('timeout') || r.includes('timed out')) return DOCUMENT_UPLOAD_MESSAGES.analysisSlow;
  if (r.includes('network') || r.includes('fetch') || r.includes('connection')) return DOCUMENT_UPLOAD_MESSAGES.analysisUnavailable;
  return DOCUMENT_UPLOAD_MESSAGES.readyForDiscussion;
}

/**
 * Admin spec §9: "A backend question message counts as real if longer than 10 characters (50 for
 * the standalone reply)". Our reading: `chat_message` is the standalone reply (it replaces the
 * reading placeholder on its own), so it needs more than 50 characters; a verification question is
 * the backend question message, so it needs more than 10. Both are measured trimmed, so padding
 * never makes a message real.
 */
const STANDALONE_REPLY_MIN_CHARS = 50;
const BACKEND_QUESTION_MIN_CHARS = 10;

const realText = (text: string | null | undefined, longerThan: number): string | null => {
  const trimmed = text?.trim() ?? '';
  return trimmed.length > longerThan ? trimmed : null;
};

/**
 * The question asked after the found information: the backend's first verification question when it
 * is real, else ours. `chat_message` is never the follow-up: it is the summary, not a question, and
 * when it is real it has just been shown as the reply.
 */
export function followUpQuestion(result: { verification_questions?: readonly string[] | null }): string {
  return realText(result.verification_questions?.[0], BACKEND_QUESTION_MIN_CHARS) ?? DOCUMENT_UPLOAD_MESSAGES.followUp;
}

/** "What I found": the backend's standalone reply when it is real, else the extracted fields in the order the guide asks for them. */
export function foundInformationMessage(result: { chat_message?: string | null; extracted_data?: Record<string, string> | null }, filename: string): string {
  const reply = realText(result.chat_message, STANDALONE_REPLY_MIN_CHARS);
  if (reply) return reply;
  const entries = Object.entries(result.extracted_data ?? {});
  if (entries.length === 0) return `I read "${filename}" but found nothing I could use directly. Could you tell me about it?`;
  return [`Here is what I found in "${filename}":`, ...entries.map(([k, v]) => `- **${k.replace(/_/g, ' ')}**: ${v}`)].join('\n');
}
