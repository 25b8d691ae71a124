import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '@intake/event-store';
import { workWithUsStreamId } from '@intake/contracts';
import type { BlobStore } from '@intake/blob-store';
import { NotFoundError } from '../../platform/errors/domain-errors.js';
import { loadDecideAppend } from '../../platform/event-sourcing/load-decide-append.js';
import { appendOrDropBlob } from '../../platform/files/stored-with-event.js';
import { BLOB_STORE } from '../../platform/tokens.js';
import { decideAttachFile, workWithUsReducer } from '../work-with-us.decider.js';
import { AttachWorkWithUsFile } from './attach-work-with-us-file.command.js';

@CommandHandler(AttachWorkWithUsFile)
export class AttachWorkWithUsFileHandler implements ICommandHandler<AttachWorkWithUsFile> {
  constructor(
    private readonly store: EventStore,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
  ) {}

  async execute(cmd: AttachWorkWithUsFile): Promise<{ fileId: string }> {
    const streamId = workWithUsStreamId(cmd.submissionId);
    // Refuse before storing bytes for an application that does not exist.
    if ((await this.store.streamVersion(streamId)) === 0) {
      await rm(cmd.upload.tempPath, { force: true });
      throw new NotFoundError('Submission not found.');
    }
    const blob = await this.blobs.putFile(cmd.upload.tempPath, 'work-with-us');
    const fileId = randomUUID();
    await appendOrDropBlob(this.blobs, blob.key, () =>
      loadDecideAppend(this.store, streamId, workWithUsReducer, (state) =>
        decideAttachFile(state, {
          file_id: fileId,
          filename: cmd.upload.filename,
          file_type: cmd.fileType,
          content_type: cmd.upload.kind.mime,
          size: blob.size,
          sha256: blob.sha256,
          blob_key: blob.key,
        }),
      ),
    );
    return { fileId };
  }
}
