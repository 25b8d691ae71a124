import { Controller, Get, Inject, Param, Req, UseGuards } from '@nestjs/common';
import type { AppConfig } from '@intake/config';
import { RESPONSE_CHANNELS, responseReviewStreamId, type ResponseChannel, type ResponseDetail, type ResponseFileDownload } from '@intake/contracts';
import { AuditedView } from '../audit/index.js';
import type { AdminRequest } from '../platform/auth/admin.guard.js';
import { AdminOrApiKeyGuard } from '../platform/auth/admin-or-api-key.guard.js';
import { MinRole } from '../platform/auth/staff-access.decorator.js';
import { RequiresScope } from '../platform/auth/requires-scope.decorator.js';
import { SignedUrlService } from '../platform/auth/signed-url.service.js';
import { NotFoundError } from '../platform/errors/domain-errors.js';
import { absoluteUrl } from '../platform/http/absolute-url.js';
import { APP_CONFIG } from '../platform/tokens.js';
import { EventStore } from '@intake/event-store';
import { loadDecideAppend } from '../platform/event-sourcing/load-decide-append.js';
import { ReadModelsCaughtUp } from '../platform/processors/read-models-caught-up.js';
import { plausibleResponseId, ResponseDetailQuery } from './response-detail.query.js';
import { decideOpened, reviewReducer } from './response-review.decider.js';
import { responseReviewsProjection } from './response-review.projection.js';

/** How long a first opening waits for the header's count to drop it (bounded; recorded either way). */
const OPENED_WAIT_MS = 2000;

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
@MinRole('viewer')
@UseGuards(AdminOrApiKeyGuard)
export class ResponseDetailsController {
  constructor(
    private readonly responses: ResponseDetailQuery,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly signed: SignedUrlService,
    private readonly store: EventStore,
    private readonly readModels: ReadModelsCaughtUp,
  ) {}

  @Get(':channel/:id')
  @RequiresScope('responses:read')
  @AuditedView((_answer, req) => {
    const p = paramsOf(req);
    return `${CHANNEL_WORDS[channelOf(p.channel)]} ${p.id ?? ''} (detail page)`;
  })
  async detail(@Param('channel') rawChannel: string, @Param('id') id: string, @Req() req: AdminRequest): Promise<ResponseDetail> {
    const channel = channelOf(rawChannel);
    const found = plausibleResponseId(id) ? await this.responses.detail(channel, id) : null;
    if (!found) throw new NotFoundError(`No such ${CHANNEL_WORDS[channel]}.`);
    if (req.admin && found.reviewable) await this.opened(channel, id, req.admin.username);
    return found;
  }

  /** The response is no longer new to this person (issue 30): recorded on its first opening only. */
  private async opened(channel: ResponseChannel, id: string, by: string): Promise<void> {
    const { appended } = await loadDecideAppend(
      this.store,
      responseReviewStreamId(channel, id),
      reviewReducer,
      (state) => decideOpened(state, { channel, responseId: id, by, at: new Date() }),
      { metadata: { actor: by } },
    );
    if (appended.length > 0) await this.readModels.wait([responseReviewsProjection], OPENED_WAIT_MS).catch(() => undefined);
  }

  @MinRole('reviewer')
  @Get(':channel/:id/files/:fileId')
  @RequiresScope('export')
  @AuditedView((_answer, req) => {
    const p = paramsOf(req);
    return `uploaded file ${p.fileId ?? ''} of ${CHANNEL_WORDS[channelOf(p.channel)]} ${p.id ?? ''} (download link)`;
  })
  async fileLink(@Param('channel') rawChannel: string, @Param('id') id: string, @Param('fileId') fileId: string): Promise<ResponseFileDownload> {
    const channel = channelOf(rawChannel);
    const known = plausibleResponseId(id) && plausibleResponseId(fileId) && (await this.responses.fileExists(channel, id, fileId));
    if (!known) throw new NotFoundError('File not found.');
    const link = this.signed.create(fileId);
    return { success: true, download_url: absoluteUrl(this.config, link.path), expires_at: link.expiresAt.toISOString() };
  }
}
