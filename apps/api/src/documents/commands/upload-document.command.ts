import { Command } from '@nestjs/cqrs';
import type { DocumentOwner } from '@intake/contracts';
import type { AcceptedUpload } from '../../platform/files/upload-rules.js';

export class UploadDocument extends Command<{ documentId: string; operationId: string }> {
  constructor(
    readonly owner: DocumentOwner,
    readonly upload: AcceptedUpload,
    readonly ip: string | undefined,
    /** The id claimed for it beforehand (a questionnaire question's file slot); else a new one. */
    readonly documentId?: string,
  ) {
    super();
  }
}
