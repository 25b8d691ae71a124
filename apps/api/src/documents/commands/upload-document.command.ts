import { Command } from '@nestjs/cqrs';
import type { DocumentOwner } from '@intake/contracts';
import type { ReceivedFile } from '../../platform/files/upload-rules.js';
import type { DocumentOperationsTable } from '../documents.tables.js';

/** What became of an upload: stored as a new document, or the file the question already holds. */
export type UploadOutcome =
  | { kind: 'stored'; owner: DocumentOwner['kind']; operationId: string; filename: string }
  | { kind: 'already-held'; operationId: string; filename: string; status: DocumentOperationsTable['status'] };

/**
 * A file sent for a chat or questionnaire session. The handler finds the session that owns it
 * (`only: 'chat'` for the guide's own route), checks the file against that owner's rules, applies
 * the questionnaire's same-file and file-count rules, stores the bytes and appends DocumentUploaded.
 * The received temp file is gone afterwards, whatever the outcome.
 */
export class UploadDocument extends Command<UploadOutcome> {
  constructor(
    readonly sessionId: string,
    readonly questionId: string | undefined,
    readonly file: ReceivedFile | undefined,
    readonly ip: string | undefined,
    readonly only?: 'chat',
  ) {
    super();
  }
}
