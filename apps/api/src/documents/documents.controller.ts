import { rm } from 'node:fs/promises';
import { Body, Controller, Get, HttpCode, Inject, Param, Post, Req, UploadedFile, UseInterceptors } from '@nestjs/common';
import type { AppConfig } from '@intake/config';
import { CommandBus } from '@nestjs/cqrs';
import { FileInterceptor, type UploadedMultipartFile } from '@nestjs/platform-fastify/multipart';
import type { DocumentUploadResponse, ProgressResponse } from '@intake/contracts';
import type { FastifyRequest } from 'fastify';
import { BadRequestError } from '../platform/errors/domain-errors.js';
import { isUuid } from '../platform/validation/parse-body.js';
import { UploadDocument } from './commands/upload-document.command.js';
import { QUESTIONNAIRE_UPLOAD_MAX_BYTES } from './questionnaire-upload-rules.js';
import type { DocumentOperationsTable } from './documents.tables.js';
import { DocumentOperationsQuery } from './document-operations.query.js';
import { extractedData, toProgressResponse } from './progress.view.js';
import { Budget } from '../platform/rate-limits/budgets.js';
import { APP_CONFIG } from '../platform/tokens.js';

export const UPLOAD_BUCKET = 'ai-chat-uploads';

/** One file; the size cap is the largest any owner allows (each owner's own limit is checked after). */
const UploadInterceptor = FileInterceptor('file', { limits: { fileSize: QUESTIONNAIRE_UPLOAD_MAX_BYTES, files: 1, fields: 10 } });

type UploadFields = { question_id?: string; path?: string; bucket?: string };

function uploadAnswer(operationId: string, filename: string, status: DocumentOperationsTable['status']): DocumentUploadResponse {
  return {
    success: true,
    operation_id: operationId,
    document_id: operationId,
    progress_endpoint: `/api/progress/${operationId}`,
    filename,
    status,
    message: `"${filename}" was received; reading it now.`,
  };
}

@Controller()
export class DocumentsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly operations: DocumentOperationsQuery,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Budget('uploads', 'uploadsPerSession')
  @Post('api/guide/sessions/:id/upload')
  @HttpCode(200)
  @UseInterceptors(UploadInterceptor)
  guideUpload(@Param('id') id: string, @UploadedFile() file: UploadedMultipartFile | undefined, @Req() req: FastifyRequest): Promise<DocumentUploadResponse> {
    return this.accept(id, undefined, file, req, 'chat');
  }

  @Budget('uploads', 'uploadsPerSession')
  @Post('api/upload/:sessionId')
  @HttpCode(200)
  @UseInterceptors(UploadInterceptor)
  upload(
    @Param('sessionId') sessionId: string,
    @Body() fields: UploadFields | undefined,
    @UploadedFile() file: UploadedMultipartFile | undefined,
    @Req() req: FastifyRequest,
  ): Promise<DocumentUploadResponse> {
    return this.accept(sessionId, fields?.question_id, file, req);
  }

  /** The storage-style call: `path` is "<sessionId>/<file name>" in bucket ai-chat-uploads. */
  @Budget('uploads', 'uploadsPerSession')
  @Post('api/supabase/upload')
  @HttpCode(200)
  @UseInterceptors(UploadInterceptor)
  async storageUpload(
    @Body() fields: UploadFields | undefined,
    @UploadedFile() file: UploadedMultipartFile | undefined,
    @Req() req: FastifyRequest,
  ): Promise<DocumentUploadResponse> {
    const bucket = fields?.bucket ?? UPLOAD_BUCKET;
    const sessionId = (fields?.path ?? '').split('/').find(isUuid);
    if (bucket !== UPLOAD_BUCKET || !sessionId) {
      if (file?.path) await rm(file.path, { force: true });
      throw new BadRequestError(
        bucket !== UPLOAD_BUCKET ? `Unknown bucket "${bucket}".` : 'path must start with the session id, e.g. "<session id>/deck.pdf".',
      );
    }
    return this.accept(sessionId, fields?.question_id, file, req);
  }

  @Get('api/progress/:operationId')
  progress(@Param('operationId') operationId: string): Promise<ProgressResponse> {
    return this.operations.progress(operationId);
  }

  private async accept(
    sessionId: string,
    questionId: string | undefined,
    file: UploadedMultipartFile | undefined,
    req: FastifyRequest,
    only?: 'chat',
  ): Promise<DocumentUploadResponse> {
    const outcome = await this.commands.execute(new UploadDocument(sessionId, questionId, file, req.ip, only));
    if (outcome.kind === 'already-held') {
      return { ...uploadAnswer(outcome.operationId, outcome.filename, outcome.status), message: `"${outcome.filename}" was already received.` };
    }
    const answer = uploadAnswer(outcome.operationId, outcome.filename, 'queued');
    // The wizard never reads an extraction result, and a wait would only widen the window in which
    // the browser's 60 s timer gives up on a file the server keeps: a questionnaire upload answers at once.
    if (outcome.owner !== 'chat') return answer;
    const quick = await this.operations.completedWithin(outcome.operationId, this.config.documentQuickResultMs);
    if (!quick) return answer;
    const extracted = extractedData(quick);
    return {
      ...answer,
      status: quick.status,
      chat_message: quick.result?.chat_message,
      analysis_summary: quick.result?.analysis_summary,
      extracted_data: extracted,
      extracted_info: extracted,
      extraction_result: toProgressResponse(quick).analysis_result,
    };
  }
}
