import { Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { BlobStore } from '@intake/blob-store';
import { DocumentEvents, documentStreamId, type DocumentStreamEvent } from '@intake/contracts';
import { EventStore } from '@intake/event-store';
import { SignedUrlService } from '../auth/signed-url.service.js';
import type { Database } from '../database/database.types.js';
import { NotFoundError, UnauthorizedError } from '../errors/domain-errors.js';
import { BLOB_STORE, DB } from '../tokens.js';

/** Serves stored bytes behind a signed, short-lived link; never inline, never sniffed. */
@Controller('api/files')
export class FilesController {
  constructor(
    @Inject(DB) private readonly db: Kysely<Database>,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    private readonly signed: SignedUrlService,
    private readonly store: EventStore,
  ) {}

  /** A document uploaded to a chat or questionnaire: its bytes as its upload event recorded them. */
  private async documentFile(documentId: string): Promise<{ filename: string; content_type: string; blob_key: string } | undefined> {
    const [uploaded] = await this.store.readStream<DocumentStreamEvent>(documentStreamId(documentId));
    return uploaded?.type === DocumentEvents.Uploaded ? uploaded.data : undefined;
  }

  @Get(':fileId')
  async download(
    @Param('fileId') fileId: string,
    @Query('expires') expires: string | undefined,
    @Query('sig') sig: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const check = this.signed.verify(fileId, expires, sig);
    if (check === 'expired') throw new UnauthorizedError('This download link has expired. Request a new one from the dashboard.');
    if (check !== 'ok') throw new UnauthorizedError('This download link is not valid.');
    // Work With Us attachments are stored files; documents (chat, questionnaire) are read from their upload.
    const file = (await this.db.selectFrom('stored_files').selectAll().where('file_id', '=', fileId).executeTakeFirst()) ?? (await this.documentFile(fileId));
    if (!file || !(await this.blobs.exists(file.blob_key))) throw new NotFoundError('File not found.');
    const { stream, size } = await this.blobs.open(file.blob_key);
    const ascii = file.filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
    await reply
      .header('content-type', file.content_type)
      .header('content-length', size)
      .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(stream);
  }
}
