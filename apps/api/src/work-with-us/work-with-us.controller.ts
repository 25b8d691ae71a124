import { rm } from 'node:fs/promises';
import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Req, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { FileInterceptor, type UploadedMultipartFile } from '@nestjs/platform-fastify/multipart';
import {
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MESSAGES,
  VIDEO_ATTACHMENT_MAX_BYTES,
  WORK_WITH_US_MESSAGES,
  workWithUsSubmitRequestSchema,
  type AdminNotificationResponse,
  type DownloadResponse,
  type WorkWithUsSubmitResponse,
  type WorkWithUsUploadResponse,
} from '@intake/contracts';
import type { FastifyRequest } from 'fastify';
import { AuditedView } from '../audit/index.js';
import { AdminOrApiKeyGuard } from '../platform/auth/admin-or-api-key.guard.js';
import { MinRole } from '../platform/auth/staff-access.decorator.js';
import { RequiresScope } from '../platform/auth/requires-scope.decorator.js';
import { SignedUrlService } from '../platform/auth/signed-url.service.js';
import { BadRequestError, NotFoundError } from '../platform/errors/domain-errors.js';
import { StoredFilesQuery } from '../platform/files/stored-files.query.js';
import { acceptUpload } from '../platform/files/upload-rules.js';
import { absoluteUrl } from '../platform/http/absolute-url.js';
import { APP_CONFIG } from '../platform/tokens.js';
import type { AppConfig } from '@intake/config';
import { isUuid, parseBody } from '../platform/validation/parse-body.js';
import { AttachWorkWithUsFile } from './commands/attach-work-with-us-file.command.js';
import { RequestAdminNotification } from './commands/request-admin-notification.command.js';
import { SubmitWorkWithUs } from './commands/submit-work-with-us.command.js';
import { Budget } from '../platform/rate-limits/budgets.js';

/** The detected kinds we accept: the extensions list, with jpeg/tiff folded into jpg/tif. */
const ALLOWED_KINDS = ATTACHMENT_EXTENSIONS.filter((e) => e !== 'jpeg' && e !== 'tiff');

@Controller('api/work-with-us')
export class WorkWithUsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly signed: SignedUrlService,
    private readonly files: StoredFilesQuery,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Budget('submissions')
  @Post('submit')
  @HttpCode(200)
  async submit(@Body() body: unknown, @Req() req: FastifyRequest): Promise<WorkWithUsSubmitResponse> {
    const request = parseBody(workWithUsSubmitRequestSchema, body);
    const { submissionId } = await this.commands.execute(new SubmitWorkWithUs(request, req.ip, req.headers['user-agent']));
    return { success: true as const, submission_id: submissionId, message: WORK_WITH_US_MESSAGES.submitted };
  }

  @Budget('uploads', 'uploadsPerSession')
  @Post('upload/:submissionId')
  @HttpCode(200)
  @UseInterceptors(FileInterceptor('file', { limits: { fileSize: VIDEO_ATTACHMENT_MAX_BYTES, files: 1, fields: 10 } }))
  async upload(
    @Param('submissionId') submissionId: string,
    @Query('file_type') fileType: string | undefined,
    @UploadedFile() file: UploadedMultipartFile | undefined,
  ): Promise<WorkWithUsUploadResponse> {
    const type = fileType ?? 'attachment';
    if (!isUuid(submissionId) || !/^[a-z_]{1,30}$/.test(type)) {
      if (file?.path) await rm(file.path, { force: true });
      if (!isUuid(submissionId)) throw new NotFoundError('Submission not found.');
      throw new BadRequestError('file_type must be a short lowercase word such as "attachment".');
    }
    const upload = await acceptUpload(file, {
      allowed: ALLOWED_KINDS,
      maxBytes: ATTACHMENT_MAX_BYTES,
      maxBytesByExt: { mp4: VIDEO_ATTACHMENT_MAX_BYTES },
      messages: ATTACHMENT_MESSAGES,
    });
    const { fileId } = await this.commands.execute(new AttachWorkWithUsFile(submissionId, type, upload));
    return { success: true as const, message: 'File uploaded successfully', file_id: fileId, filename: upload.filename, file_type: type, size: upload.size };
  }

  @Budget('emails')
  @Post('send-admin-notification/:submissionId')
  @HttpCode(200)
  async notifyAdmin(@Param('submissionId') submissionId: string): Promise<AdminNotificationResponse> {
    if (!isUuid(submissionId)) throw new NotFoundError('Submission not found.');
    const { alreadyRequested } = await this.commands.execute(new RequestAdminNotification(submissionId));
    return { success: true, message: alreadyRequested ? 'The team was already notified.' : 'The team will be notified by email.' };
  }

  @MinRole('reviewer')
  @Get('download/:fileId')
  @UseGuards(AdminOrApiKeyGuard)
  @RequiresScope('export')
  @AuditedView((_answer, req) => `uploaded file ${(req.params as { fileId?: string }).fileId ?? ''} (download link)`)
  async download(@Param('fileId') fileId: string): Promise<DownloadResponse> {
    if (!isUuid(fileId)) throw new NotFoundError('File not found.');
    const stored = await this.files.storedId(fileId);
    if (!stored) throw new NotFoundError('File not found.');
    const link = this.signed.create(stored);
    return { success: true as const, download_url: absoluteUrl(this.config, link.path), expires_at: link.expiresAt.toISOString() };
  }
}
