import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import {
  addResponseNoteRequestSchema,
  RESPONSE_CHANNELS,
  responseReviewStreamId,
  setResponseStatusRequestSchema,
  type NewResponsesCount,
  type ResponseChannel,
  type Acknowledged,
  type ResponseReviewsResponse,
  type SetResponseStatusResponse,
} from '@intake/contracts';
import { EventStore } from '@intake/event-store';
import type { Kysely } from 'kysely';
import { AuditedView, listSubject } from '../audit/audited-view.interceptor.js';
import { AdminGuard, type AdminRequest } from '../platform/auth/admin.guard.js';
import type { Database } from '../platform/database/database.types.js';
import { loadDecideAppend } from '../platform/event-sourcing/load-decide-append.js';
import { NotFoundError } from '../platform/errors/domain-errors.js';
import { DB } from '../platform/tokens.js';
import { parseBody } from '../platform/validation/parse-body.js';
import { waitForReadModels } from '../privacy/read-models-caught-up.js';
import { decideNote, decideStatus, reviewReducer } from './response-review.decider.js';
import { responseReviewsProjection } from './response-review.projection.js';
import { countNew, listReviews, responseExists } from './response-reviews.query.js';

/** How long a change waits for the list to show it (read your own write); recorded either way. */
const LISTED_WAIT_MS = 5000;

function channelOf(raw: string | undefined): ResponseChannel {
  if (raw !== undefined && (RESPONSE_CHANNELS as readonly string[]).includes(raw)) return raw as ResponseChannel;
  throw new NotFoundError(`No such channel; one of ${RESPONSE_CHANNELS.join(', ')}.`);
}

/** Status and notes per response (docs/admin-workspace.md). */
@Controller('api/admin/responses')
@UseGuards(AdminGuard)
export class ResponseReviewsController {
  constructor(
    @Inject(DB) private readonly db: Kysely<Database>,
    private readonly store: EventStore,
  ) {}

  @Get('reviews')
  @AuditedView(listSubject('response reviews and notes', 'reviews'))
  async reviews(@Query('channel') channel?: string): Promise<ResponseReviewsResponse> {
    return { reviews: await listReviews(this.db, channelOf(channel)) };
  }

  @Get('new-count')
  newCount(): Promise<NewResponsesCount> {
    return countNew(this.db);
  }

  @Post(':channel/:id/status')
  @HttpCode(200)
  async setStatus(
    @Param('channel') rawChannel: string,
    @Param('id') id: string,
    @Body() body: unknown,
    @Req() req: AdminRequest,
  ): Promise<SetResponseStatusResponse> {
    const channel = channelOf(rawChannel);
    const { status } = parseBody(setResponseStatusRequestSchema, body);
    await this.mustExist(channel, id);
    const input = { channel, responseId: id, by: req.admin!.username, at: new Date() };
    const { appended } = await loadDecideAppend(
      this.store,
      responseReviewStreamId(channel, id),
      reviewReducer,
      (state) => decideStatus(state, { ...input, status }),
      {
        metadata: { actor: input.by },
      },
    );
    await this.listed();
    return { success: true, status, changed: appended.length > 0 };
  }

  @Post(':channel/:id/notes')
  @HttpCode(201)
  async addNote(@Param('channel') rawChannel: string, @Param('id') id: string, @Body() body: unknown, @Req() req: AdminRequest): Promise<Acknowledged> {
    const channel = channelOf(rawChannel);
    const { text } = parseBody(addResponseNoteRequestSchema, body);
    await this.mustExist(channel, id);
    const input = { channel, responseId: id, by: req.admin!.username, at: new Date() };
    await loadDecideAppend(this.store, responseReviewStreamId(channel, id), reviewReducer, () => decideNote({ ...input, text }), {
      metadata: { actor: input.by },
    });
    await this.listed();
    return { success: true };
  }

  private async mustExist(channel: ResponseChannel, id: string): Promise<void> {
    if (id.length > 100 || !(await responseExists(this.db, channel, id))) throw new NotFoundError('No such response.');
  }

  private listed(): Promise<void> {
    return waitForReadModels(this.db, [responseReviewsProjection], LISTED_WAIT_MS).catch(() => undefined);
  }
}
