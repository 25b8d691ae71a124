import { Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { BlobStore } from '@intake/blob-store';
import { SignedUrlService } from '../auth/signed-url.service.js';
import { NotFoundError, UnauthorizedError } from '../errors/domain-errors.js';
import { BLOB_STORE } from '../tokens.js';
import { StoredFilesQuery } from './stored-files.query.js';

/** Serves stored bytes behind a signed, short-lived link; never inline, never sniffed. */
@Controller('api/files')
export class FilesController {
  constructor(
    private readonly files: StoredFilesQuery,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    private readonly signed: SignedUrlService,
  ) {}

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
    const file = await this.files.find(fileId);
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
