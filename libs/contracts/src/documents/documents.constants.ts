// Kept apart from documents.schema.ts: the chat page imports these, and a module that also
// builds zod schemas would put zod in the chat's JavaScript whenever another page shares it.

/**
 * The `detail` of an upload to a session that does not exist (404). Clients tell it apart from a
 * 404 for an upload route that is not there at all.
 */
export const UPLOAD_SESSION_NOT_FOUND = 'Session not found. Start a conversation or questionnaire first.';

/** The chat's upload limits and messages (visitor spec §5). */
export const CHAT_UPLOAD = {
  maxBytes: 10 * 1024 * 1024,
  types: ['pdf', 'doc', 'docx', 'txt'] as const,
  /** Pictures are read with OCR, so the chat takes them too (docs/documents.md); names a picker may show. */
  pictureExtensions: ['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp', 'tif', 'tiff'] as const,
  tooLarge: 'File size must be less than 10MB',
  wrongType: 'Please upload PDF, DOC, DOCX, or TXT files only',
} as const;

/**
 * The admin spec's one wording of the file-uploaded toast, for the questionnaire and the chat. Here
 * rather than with the questionnaire's messages: the chat would load those with it (issue 32).
 */
export const fileUploadedToast = (name: string) => `File "${name}" uploaded successfully!`;
