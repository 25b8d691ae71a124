import { Controller, Get, Inject, Param, UseGuards } from '@nestjs/common';
import type { AppConfig } from '@intake/config';
import { RESPONSE_CHANNELS, type ResponseChannel, type ResponseDetail, type ResponseFileDownload } from '@intake/contracts';
import { EventStore } from '@intake/event-store';
import type { Kysely } from 'kysely';
import { AuditedView } from '../audit/audited-view.interceptor.js';
import { AdminGuard, type AdminRequest } from '../platform/auth/admin.guard.js';
import { SignedUrlService } from '../platform/auth/signed-url.service.js';
import type { Database } from '../platform/database/database.types.js';
import { NotFoundError } from '../platform/errors/domain-errors.js';
import { absoluteUrl } from '../platform/http/absolute-url.js';
import { APP_CONFIG, DB } from '../platform/tokens.js';
import { loadResponseDetail, plausibleResponseId, responseFileExists } from './response-detail.query.js';

const CHANNEL_WORDS: Record<ResponseChannel, string> = {
  'work-with-us': 'Work With Us application',
  questionnaire: 'questionnaire submission',
  chat: 'AI guide chat',
};

function channelOf(raw: string | undefined): ResponseChannel {
  if (raw !== undefined && (RESPONSE_CHANNELS as readonly string[]).includes(raw)) return raw as ResponseChannel;
  throw new NotFoundError(`No such channel; one of ${RESPONSE_CHANNELS.join(', ')}.`);
}

const paramsOf = (req: AdminRequest) => req.params as { channel?: string; id?: string; fileId?: string };

/** One response on its own page (docs/admin-workspace.md "Detail pages"); each read is an audited view. */
@Controller('api/admin/responses')
@UseGuards(AdminGuard)
export class ResponseDetailsController {
  constructor(
    @Inject(DB) private readonly db: Kysely<Database>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly store: EventStore,
    private readonly signed: SignedUrlService,
  ) {}

  @Get(':channel/:id')
  @AuditedView((_answer, req) => {
    const p = paramsOf(req);
    return `${CHANNEL_WORDS[channelOf(p.channel)]} ${p.id ?? ''} (detail page)`;
  })
  async detail(@Param('channel') rawChannel: string, @Param('id') id: string): Promise<ResponseDetail> {
    const channel = channelOf(rawChannel);
    const found = plausibleResponseId(id) ? await loadResponseDetail(this.db, this.store, channel, id) : null;
    if (!found) throw new NotFoundError(`No such ${CHANNEL_WORDS[channel]}.`);
    return found;
  }

  @Get(':channel/:id/files/:fileId')
  @AuditedView((_answer, req) => {
    const p = paramsOf(req);
    return `uploaded file ${p.fileId ?? ''} of ${CHANNEL_WORDS[channelOf(p.channel)]} ${p.id ?? ''} (download link)`;
  })
  async fileLink(@Param('channel') rawChannel: string, @Param('id') id: string, @Param('fileId') fileId: string): Promise<ResponseFileDownload> {
    const channel = channelOf(rawChannel);
    const known = plausibleResponseId(id) && plausibleResponseId(fileId) && (await responseFileExists(this.db, channel, id, fileId));
    if (!known) throw new NotFoundError('File not found.');
    const link = this.signed.create(fileId);
    return { success: true, download_url: absoluteUrl(this.config, link.path), expires_at: link.expiresAt.toISOString() };
  }
}
