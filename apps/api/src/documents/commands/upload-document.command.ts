import { Command } from '@nestjs/cqrs';
import type { DocumentOwner } from '@intake/contracts';
import type { AcceptedUpload } from '../../platform/files/upload-rules.js';

export class UploadDocument extends Command<{ documentId: string; operationId: string }> {
  constructor(readonly owner: DocumentOwner, readonly upload: AcceptedUpload, readonly ip: string | undefined) {
    super();
  }
}
