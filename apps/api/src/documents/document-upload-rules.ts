import { CHAT_UPLOAD } from '@intake/contracts';
import type { UploadRules } from '../platform/files/upload-rules.js';

/** Pictures are read by OCR, so the chat takes them besides the four document types. */
export const CHAT_IMAGE_TYPES = ['png', 'jpg', 'gif', 'webp', 'bmp', 'tif'] as const;

export const chatUploadRules: UploadRules = {
  allowed: [...CHAT_UPLOAD.types, ...CHAT_IMAGE_TYPES],
  maxBytes: CHAT_UPLOAD.maxBytes,
  messages: { tooLarge: CHAT_UPLOAD.tooLarge, wrongType: CHAT_UPLOAD.wrongType },
};
