import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import {
  addResponseTagRequestSchema,
  RESPONSE_CHANNELS,
  responseReviewStreamId,
  responseTagSchema,
  summaryQuestions,
  type ResponseChannel,
  type ResponseSummary,
  type ResponseTagsChanged,
  type ResponseTagsList,
} from '@intake/contracts';
import { EventStore } from '@intake/event-store';
import { AuditedView } from '../audit/index.js';
import type { AdminRequest } from '../platform/auth/admin.guard.js';
import { AdminOrApiKeyGuard } from '../platform/auth/admin-or-api-key.guard.js';
import { RequiresScope } from '../platform/auth/requires-scope.decorator.js';
import { loadDecideAppend } from '../platform/event-sourcing/load-decide-append.js';
import { NotFoundError, ValidationError } from '../platform/errors/domain-errors.js';
import { ReadModelsCaughtUp } from '../platform/processors/read-models-caught-up.js';
import { parseBody } from '../platform/validation/parse-body.js';
import { parseResponseFilter } from './response-filter.js';
import { ResponseReviewsQuery } from './response-reviews.query.js';
import { ResponseSummaryQuery } from './response-summary.query.js';
import { decideAddTag, decideRemoveTag, tagsAfter, tagsReducer } from './response-tags.decider.js';
import { responseTagsProjection } from './response-tags.projection.js';
import { MinRole } from '../platform/auth/staff-access.decorator.js';

/** How long a tag change waits for the lists and filters to show it (read your own write); recorded either way. */
const LISTED_WAIT_MS = 5000;

function channelOf(raw: string | undefined): ResponseChannel {
  if (raw !== undefined && (RESPONSE_CHANNELS as readonly string[]).includes(raw)) return raw as ResponseChannel;
  throw new NotFoundError(`No such channel; one of ${RESPONSE_CHANNELS.join(', ')}.`);
}

const summarySubject = (answer: unknown) => {
  const s = answer as Partial<ResponseSummary> | undefined;
  return `summary of ${s?.channel ?? ''} responses, ${s?.responses ?? 0} summarised`;
};

/** Responses read in bulk (issue 35): the per-question summary and tags (docs/admin-workspace.md). */
@Controller('api/admin/responses')
@MinRole('viewer')
@UseGuards(AdminOrApiKeyGuard)
export class ResponseInsightsController {
  constructor(
    private readonly insights: ResponseSummaryQuery,
    private readonly reviews: ResponseReviewsQuery,
    private readonly readModels: ReadModelsCaughtUp,
    private readonly store: EventStore,
  ) {}

  /** Its free-text answers are the visitors' words: an audited view. */
  @Get('summary')
  @RequiresScope('responses:read')
  @AuditedView(summarySubject)
  summary(@Query('channel') channel?: string, @Query('tag') tag?: unknown, @Query('answer') answer?: unknown): Promise<ResponseSummary> {
    const c = channelOf(channel);
    return this.insights.summary(c, parseResponseFilter(summaryQuestions(c), { tag, answer }));
  }

  @Get('tags')
  @RequiresScope('responses:read')
  tags(@Query('channel') channel?: string): Promise<ResponseTagsList> {
    return this.insights.tags(channelOf(channel));
  }

  @MinRole('reviewer')
  @Post(':channel/:id/tags')
  @HttpCode(200)
  async addTag(@Param('channel') rawChannel: string, @Param('id') id: string, @Body() body: unknown, @Req() req: AdminRequest): Promise<ResponseTagsChanged> {
    const channel = channelOf(rawChannel);
    const { tag } = parseBody(addResponseTagRequestSchema, body);
    return this.change(channel, id, tag, req, decideAddTag);
  }

  @MinRole('reviewer')
  @Delete(':channel/:id/tags/:tag')
  @HttpCode(200)
  async removeTag(
    @Param('channel') rawChannel: string,
    @Param('id') id: string,
    @Param('tag') rawTag: string,
    @Req() req: AdminRequest,
  ): Promise<ResponseTagsChanged> {
    const channel = channelOf(rawChannel);
    const parsed = responseTagSchema.safeParse(rawTag);
    if (!parsed.success) throw new ValidationError(`tag: ${parsed.error.issues[0]?.message ?? 'not a tag'}`);
    return this.change(channel, id, parsed.data, req, decideRemoveTag);
  }

  private async change(channel: ResponseChannel, id: string, tag: string, req: AdminRequest, decide: typeof decideAddTag): Promise<ResponseTagsChanged> {
    if (id.length > 100 || !(await this.reviews.exists(channel, id))) throw new NotFoundError('No such response.');
    const input = { channel, responseId: id, by: req.admin!.username, at: new Date(), tag };
    const { state, appended } = await loadDecideAppend(this.store, responseReviewStreamId(channel, id), tagsReducer, (s) => decide(s, input), {
      metadata: { actor: input.by },
    });
    if (appended.length > 0) await this.readModels.wait([responseTagsProjection], LISTED_WAIT_MS).catch(() => undefined);
    return { success: true, tags: tagsAfter(state, appended as Parameters<typeof tagsAfter>[1]), changed: appended.length > 0 };
  }
}
