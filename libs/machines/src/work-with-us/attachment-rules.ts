import { ATTACHMENT_EXTENSIONS, ATTACHMENT_MAX_BYTES, ATTACHMENT_MESSAGES, VIDEO_ATTACHMENT_MAX_BYTES, VIDEO_EXTENSIONS } from '@intake/contracts';

export interface AttachmentCandidate {
  readonly name: string;
  readonly size: number;
}

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export function attachmentSizeLimit(name: string): number {
  return (VIDEO_EXTENSIONS as readonly string[]).includes(fileExtension(name)) ? VIDEO_ATTACHMENT_MAX_BYTES : ATTACHMENT_MAX_BYTES;
}

/**
 * The alert text for a file the picker must refuse, or null when it is acceptable. Size is
 * checked before type, as the spec orders the two alerts. The name is only a first filter: the
 * server checks the bytes.
 */
export function attachmentProblem(file: AttachmentCandidate): string | null {
  if (file.size > attachmentSizeLimit(file.name)) return ATTACHMENT_MESSAGES.tooLarge;
  if (!(ATTACHMENT_EXTENSIONS as readonly string[]).includes(fileExtension(file.name))) return ATTACHMENT_MESSAGES.wrongType;
  return null;
}

/** Value for the file input's `accept` attribute. */
export const ATTACHMENT_ACCEPT = ATTACHMENT_EXTENSIONS.map((ext) => `.${ext}`).join(',');
