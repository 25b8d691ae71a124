import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import {
  addResponseNoteRequestSchema,
  assignResponseRequestSchema,
  type AssignableStaffResponse,
  type AssignResponseResponse,
  type ResponseQueueResponse,
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
import { AuditedView, listSubject } from '../audit/index.js';
import type { AdminRequest } from '../platform/auth/admin.guard.js';
import { AdminOrApiKeyGuard } from '../platform/auth/admin-or-api-key.guard.js';
import { MinRole } from '../platform/auth/staff-access.decorator.js';
import { RequiresScope } from '../platform/auth/requires-scope.decorator.js';
import { loadDecideAppend } from '../platform/event-sourcing/load-decide-append.js';
import { NotFoundError, ValidationError } from '../platform/errors/domain-errors.js';
import { parseBody } from '../platform/validation/parse-body.js';
import { ReadModelsCaughtUp } from '../platform/processors/read-models-caught-up.js';
import { decideAssignment, decideNote, decideStatus, reviewReducer } from './response-review.decider.js';
import { responseReviewsProjection } from './response-review.projection.js';
import { ResponseReviewsQuery } from './response-reviews.query.js';
import { STAFF_DIRECTORY, type StaffDirectory } from './staff-directory.js';

/** How long a change waits for the list to show it (read your own write); recorded either way. */
const LISTED_WAIT_MS = 5000;

function channelOf(raw: string | undefined): ResponseChannel {
  if (raw !== undefined && (RESPONSE_CHANNELS as readonly string[]).includes(raw)) return raw as ResponseChannel;
  throw new NotFoundError(`No such channel; one of ${RESPONSE_CHANNELS.join(', ')}.`);
}

/** Status and notes per response (docs/admin-workspace.md). */
@Controller('api/admin/responses')
@MinRole('viewer')
@UseGuards(AdminOrApiKeyGuard)
export class ResponseReviewsController {
  constructor(
    private readonly reviewList: ResponseReviewsQuery,
    private readonly readModels: ReadModelsCaughtUp,
    private readonly store: EventStore,
    @Inject(STAFF_DIRECTORY) private readonly staff: StaffDirectory,
  ) {}

  @Get('reviews')
  @RequiresScope('responses:read')
  @AuditedView(listSubject('response reviews and notes', 'reviews', (req) => String((req.query as { channel?: string }).channel)))
  async reviews(@Query('channel') channel?: string): Promise<ResponseReviewsResponse> {
    return { reviews: await this.reviewList.list(channelOf(channel)) };
  }

  /** New to the caller (issue 30): not moved past new by anyone, and not yet opened by them. An API key has no person: new to everyone. */
  @Get('new-count')
  @RequiresScope('responses:read')
  newCount(@Req() req: AdminRequest): Promise<NewResponsesCount> {
    return this.reviewList.countNew(req.admin?.username);
  }

  /** My queue: what is assigned to the caller and not done. Names people, so it is an audited list view. */
  @MinRole('reviewer')
  @Get('queue')
  @AuditedView(listSubject('my queue of assigned responses', 'items'))
  async queue(@Req() req: AdminRequest): Promise<ResponseQueueResponse> {
    const username = req.admin!.username;
    return { username, items: await this.reviewList.queue(username, new Date()) };
  }

  @Get('assignees')
  async assignees(): Promise<AssignableStaffResponse> {
    return { staff: await this.staff.assignable() };
  }

  @MinRole('reviewer')
  @Post(':channel/:id/assignment')
  @HttpCode(200)
  async assign(
    @Param('channel') rawChannel: string,
    @Param('id') id: string,
    @Body() body: unknown,
    @Req() req: AdminRequest,
  ): Promise<AssignResponseResponse> {
    const channel = channelOf(rawChannel);
    const request = parseBody(assignResponseRequestSchema, body);
    await this.mustExist(channel, id);
    let assignee: string | null = null;
    if (request.assignee !== null) {
      const member = await this.staff.find(request.assignee);
      if (!member) throw new ValidationError(`No staff member is called ${JSON.stringify(request.assignee)}.`);
      assignee = member.username;
    }
    const input = { channel, responseId: id, by: req.admin!.username, at: new Date() };
    const { appended } = await loadDecideAppend(
      this.store,
      responseReviewStreamId(channel, id),
      reviewReducer,
      (state) => decideAssignment(state, { ...input, assignee }),
      { metadata: { actor: input.by } },
    );
    await this.listed();
    return { success: true, assignee, changed: appended.length > 0 };
  }

  @MinRole('reviewer')
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

  @MinRole('reviewer')
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
    if (id.length > 100 || !(await this.reviewList.exists(channel, id))) throw new NotFoundError('No such response.');
  }

  private listed(): Promise<void> {
    return this.readModels.wait([responseReviewsProjection], LISTED_WAIT_MS).catch(() => undefined);
  }
}
