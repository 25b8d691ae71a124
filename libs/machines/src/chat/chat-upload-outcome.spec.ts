import { CHAT_ERRORS, CHAT_UPLOAD } from '@intake/contracts';
import { DOCUMENT_UPLOAD_MESSAGES } from '../document-upload/document-upload.messages.js';
import { uploadOutcomeOf } from './chat-upload-outcome.js';

describe('how an upload went, told from its in-chat message (admin spec §8 toasts)', () => {
  it.each([
    CHAT_UPLOAD.tooLarge,
    CHAT_UPLOAD.wrongType,
    DOCUMENT_UPLOAD_MESSAGES.tooLarge,
    DOCUMENT_UPLOAD_MESSAGES.unsupportedType,
    DOCUMENT_UPLOAD_MESSAGES.troubleUploading,
    CHAT_ERRORS.uploadSessionFailed,
  ])('not uploaded: %s', (message) => {
    expect(uploadOutcomeOf(message)).toBe('failed');
  });

  it.each([
    'Here is what I found in "deck.pdf":\n- **problem statement**: x',
    DOCUMENT_UPLOAD_MESSAGES.analysisFailed,
    DOCUMENT_UPLOAD_MESSAGES.analysisSlow,
    DOCUMENT_UPLOAD_MESSAGES.analysisUnavailable,
    DOCUMENT_UPLOAD_MESSAGES.readyForDiscussion,
    DOCUMENT_UPLOAD_MESSAGES.takingLonger,
  ])('stored, whatever became of the analysis: %s', (message) => {
    expect(uploadOutcomeOf(message)).toBe('uploaded');
  });
});
