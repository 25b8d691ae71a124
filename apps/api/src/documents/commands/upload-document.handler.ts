import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { documentStreamId } from '@intake/contracts';
import { EventStore } from '@intake/event-store';
import type { BlobStore } from '@intake/blob-store';
import { loadDecideAppend } from '../../platform/event-sourcing/load-decide-append.js';
import { appendOrDropBlob } from '../../platform/files/stored-with-event.js';
import { BLOB_STORE } from '../../platform/tokens.js';
import { decideUpload, documentReducer } from '../document.decider.js';
import { UploadDocument } from './upload-document.command.js';

@CommandHandler(UploadDocument)
export class UploadDocumentHandler implements ICommandHandler<UploadDocument> {
  constructor(
    private readonly store: EventStore,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
  ) {}

  async execute(cmd: UploadDocument): Promise<{ documentId: string; operationId: string }> {
    const blob = await this.blobs.putFile(cmd.upload.tempPath, 'documents');
    // The operation the client polls is the document itself: one id, nothing to map.
    const documentId = cmd.documentId ?? randomUUID();
    await appendOrDropBlob(this.blobs, blob.key, () =>
      loadDecideAppend(
        this.store,
        documentStreamId(documentId),
        documentReducer,
        (state) =>
          decideUpload(state, {
            document_id: documentId,
            operation_id: documentId,
            owner: cmd.owner,
            filename: cmd.upload.filename,
            ext: cmd.upload.kind.ext,
            content_type: cmd.upload.kind.mime,
            size: blob.size,
            sha256: blob.sha256,
            blob_key: blob.key,
          }),
        { metadata: { actor: 'visitor', ip: cmd.ip } },
      ),
    );
    return { documentId, operationId: documentId };
  }
}
