import { Command } from '@nestjs/cqrs';
import type { AcceptedUpload } from '../../platform/files/upload-rules.js';

export class AttachWorkWithUsFile extends Command<{ fileId: string }> {
  constructor(
    readonly submissionId: string,
    readonly fileType: string,
    readonly upload: AcceptedUpload,
  ) {
    super();
  }
}
