/**
 * The one upload sentence the chat's own machine compares with, in a module of its own: the rest of
 * the upload messages (document-upload.messages.ts) then stay with the upload code, which the chat
 * page loads when a file is first picked (issue 32).
 */
export const UPLOAD_READING_MESSAGE = "I'm reading your document, it might take 20s";
