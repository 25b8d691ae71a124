import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { chatStreamId, documentStreamId, questionnaireStreamId, UPLOAD_SESSION_NOT_FOUND, type DocumentOwner } from '@intake/contracts';
import { sha256File, type BlobStore } from '@intake/blob-store';
import { EventStore } from '@intake/event-store';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/database/database.types.js';
import { NotFoundError } from '../../platform/errors/domain-errors.js';
import { loadDecideAppend } from '../../platform/event-sourcing/load-decide-append.js';
import { appendOrDropBlob } from '../../platform/files/stored-with-event.js';
import { acceptUpload, type AcceptedUpload, type ReceivedFile } from '../../platform/files/upload-rules.js';
import { BLOB_STORE, DB } from '../../platform/tokens.js';
import { isUuid } from '../../platform/validation/parse-body.js';
import { decideUpload, documentReducer } from '../document.decider.js';
import { chatUploadRules } from '../document-upload-rules.js';
import { claimUploadSlot, decideQuestionnaireUpload, loadHeldUploads, questionnaireUploadTarget, releaseUploadSlot } from '../questionnaire-upload-rules.js';
import { UploadDocument, type UploadOutcome } from './upload-document.command.js';

@CommandHandler(UploadDocument)
export class UploadDocumentHandler implements ICommandHandler<UploadDocument> {
  constructor(
    private readonly store: EventStore,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    @Inject(DB) private readonly db: Kysely<Database>,
  ) {}

  async execute(cmd: UploadDocument): Promise<UploadOutcome> {
    const owner = await this.owner(cmd.sessionId, cmd.questionId, cmd.only);
    if (!owner) {
      await removeTemp(cmd.file);
      throw new NotFoundError(UPLOAD_SESSION_NOT_FOUND);
    }
    try {
      return owner.kind === 'chat' ? await this.chatUpload(owner, cmd.file, cmd.ip) : await this.questionnaireUpload(owner, cmd.file, cmd.ip);
    } catch (err) {
      // A refusal before the bytes were stored leaves the temp file behind; once stored it is gone already.
      await removeTemp(cmd.file);
      throw err;
    }
  }

  /** The session the file belongs to: a chat, else (unless only chats may own it) a questionnaire. */
  private async owner(sessionId: string, questionId: string | undefined, only?: 'chat'): Promise<DocumentOwner | undefined> {
    if (!isUuid(sessionId)) return undefined;
    if ((await this.store.streamVersion(chatStreamId(sessionId))) > 0) return { kind: 'chat', session_id: sessionId };
    if (only !== 'chat' && (await this.store.streamVersion(questionnaireStreamId(sessionId))) > 0) {
      return { kind: 'questionnaire', session_id: sessionId, question_id: questionId ?? null };
    }
    return undefined;
  }

  private async chatUpload(owner: Extract<DocumentOwner, { kind: 'chat' }>, file: ReceivedFile | undefined, ip: string | undefined): Promise<UploadOutcome> {
    const upload = await acceptUpload(file, chatUploadRules);
    const operationId = await this.storeDocument(owner, upload, ip);
    return { kind: 'stored', owner: owner.kind, operationId, filename: upload.filename };
  }

  /** The same bytes sent again to the same question are the file it already holds (never counted twice). */
  private async questionnaireUpload(
    owner: Extract<DocumentOwner, { kind: 'questionnaire' }>,
    file: ReceivedFile | undefined,
    ip: string | undefined,
  ): Promise<UploadOutcome> {
    const target = questionnaireUploadTarget(owner);
    const upload = await acceptUpload(file, target.rules);
    const held = await loadHeldUploads(this.db, this.store, owner.session_id, target.questionId);
    const same = decideQuestionnaireUpload(held, held.length > 0 ? await sha256File(upload.tempPath) : null, target.maxFiles);
    if (same) {
      await rm(upload.tempPath, { force: true });
      return { kind: 'already-held', operationId: same.document_id, filename: same.filename, status: same.status };
    }
    const slot = await claimUploadSlot(this.db, owner.session_id, target.questionId, target.maxFiles);
    try {
      const operationId = await this.storeDocument(owner, upload, ip, slot);
      return { kind: 'stored', owner: owner.kind, operationId, filename: upload.filename };
    } catch (err) {
      await releaseUploadSlot(this.db, slot);
      throw err;
    }
  }

  /** Stores the bytes and appends DocumentUploaded; `documentId` is a claimed slot's id, else a new one. */
  private async storeDocument(owner: DocumentOwner, upload: AcceptedUpload, ip: string | undefined, documentId: string = randomUUID()): Promise<string> {
    const blob = await this.blobs.putFile(upload.tempPath, 'documents');
    // The operation the client polls is the document itself: one id, nothing to map.
    await appendOrDropBlob(this.blobs, blob.key, () =>
      loadDecideAppend(
        this.store,
        documentStreamId(documentId),
        documentReducer,
        (state) =>
          decideUpload(state, {
            document_id: documentId,
            operation_id: documentId,
            owner,
            filename: upload.filename,
            ext: upload.kind.ext,
            content_type: upload.kind.mime,
            size: blob.size,
            sha256: blob.sha256,
            blob_key: blob.key,
          }),
        { metadata: { actor: 'visitor', ip } },
      ),
    );
    return documentId;
  }
}

async function removeTemp(file: ReceivedFile | undefined): Promise<void> {
  if (file?.path) await rm(file.path, { force: true });
}
