/** The 'How would you describe yourself?' options, in the order the form shows them. */
export const SELF_DESCRIPTION_OPTIONS = [
  'Student / Early Career',
  'Clinician / Researcher / Healthcare Professional / Policy / Public Health / Administrator',
  'Engineer / Designer',
  'Funder / Investor',
  'Other',
] as const;
export type SelfDescription = (typeof SELF_DESCRIPTION_OPTIONS)[number];

export const WORK_WITH_US_FORM_STEPS = 4;

export const ATTACHMENT_MAX_BYTES = 15 * 1024 * 1024;
export const VIDEO_ATTACHMENT_MAX_BYTES = 50 * 1024 * 1024;

/**
 * Extensions the picker accepts (visitor spec, Work With Us validation: documents, pictures and an
 * mp4 video); the server checks the bytes, not the name. The refusal message names every one.
 */
export const ATTACHMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'ppt', 'pptx', 'png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp', 'tif', 'tiff', 'heic', 'mp4'] as const;
export const VIDEO_EXTENSIONS = ['mp4'] as const;

export const ATTACHMENT_MESSAGES = {
  tooLarge: 'File too large. Maximum size is 15MB',
  // The spec's sentence names only the documents while its list also allows pictures and video
  // (issue 28: a PNG was accepted by a rule the message denied); the list wins, the sentence grows.
  wrongType: 'Please upload a PDF, DOC, DOCX, PPT, PPTX, PNG, JPG, JPEG, GIF, WEBP, BMP, TIF, TIFF, HEIC or MP4 file',
} as const;

export const WORK_WITH_US_MESSAGES = {
  unknownError: 'An unknown error occurred. Please try again.',
  submissionFailed: 'Submission failed',
  submissionFailedStatus: (status: number) => `Submission failed: ${status}`,
  attachmentFailed: (reason: string) => `Failed to upload attachment: ${reason}`,
  partialFailure: 'Application submitted successfully, but some files failed to upload. You can contact us with your files separately.',
  submitted: 'Thank you! Your application has been received.',
} as const;
