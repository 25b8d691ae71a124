import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  createGuideSessionRequestSchema,
  guideContactRequestSchema,
  guideMessageRequestSchema,
  trackMetadataRequestSchema,
  GUIDE_TEXT,
  type Acknowledged,
  type CreateGuideSessionResponse,
  type GuideMessageResponse,
} from '@intake/contracts';
import type { FastifyRequest } from 'fastify';
import { NotFoundError } from '../platform/errors/domain-errors.js';
import { isUuid, parseBody } from '../platform/validation/parse-body.js';
import { guideMessageResponse, guideState } from './chat-response.js';
import { ProvideChatContact } from './commands/provide-chat-contact.command.js';
import { RecordChatSession } from './commands/record-chat-session.command.js';
import { StartChatSession } from './commands/start-chat-session.command.js';
import { TakeChatTurn } from './commands/take-chat-turn.command.js';
import { Budget } from '../platform/rate-limits/budgets.js';

export function sessionIdParam(id: string): string {
  if (!isUuid(id)) throw new NotFoundError('Chat session not found.');
  return id.toLowerCase();
}

/** Guide mode (visitor spec §7 "Guide chat (current mode)"). */
@Controller('api/guide')
export class GuideController {
  constructor(private readonly commands: CommandBus) {}

  @Budget('sessionStarts')
  @Post('sessions')
  @HttpCode(200)
  async create(@Body() body: unknown, @Req() req: FastifyRequest): Promise<CreateGuideSessionResponse> {
    // The spec's client posts no body; persona and metadata are optional extras.
    const request = parseBody(createGuideSessionRequestSchema, body ?? {});
    const client = { user_agent: req.headers['user-agent'], ...request.metadata };
    const { sessionId, state } = await this.commands.execute(
      new StartChatSession('guide', null, request.persona_flow ?? null, request.auto_confirm_consent ?? false, client, req.ip),
    );
    return { success: true as const, session_id: sessionId, message: GUIDE_TEXT.consentGreeting, state: guideState(state) };
  }

  @Budget('chatTurns', 'chatTurnsPerSession')
  @Post('submissions/:id/message')
  @HttpCode(200)
  async message(@Param('id') id: string, @Body() body: unknown, @Req() req: FastifyRequest): Promise<GuideMessageResponse> {
    const sessionId = sessionIdParam(id);
    const { message } = parseBody(guideMessageRequestSchema, body);
    return guideMessageResponse(await this.commands.execute(new TakeChatTurn(sessionId, message, { ip: req.ip })));
  }

  @Budget('submissions')
  @Post('submissions/:id/contact')
  @HttpCode(200)
  async contact(@Param('id') id: string, @Body() body: unknown, @Req() req: FastifyRequest): Promise<GuideMessageResponse> {
    const sessionId = sessionIdParam(id);
    const contact = parseBody(guideContactRequestSchema, body);
    return guideMessageResponse(await this.commands.execute(new ProvideChatContact(sessionId, contact, req.ip)));
  }

  @Budget('beacons')
  @Post('sessions/:id/track-metadata')
  @HttpCode(200)
  async trackMetadata(@Param('id') id: string, @Body() body: unknown): Promise<Acknowledged> {
    const sessionId = sessionIdParam(id);
    const { metadata } = parseBody(trackMetadataRequestSchema, body);
    await this.commands.execute(new RecordChatSession(sessionId, { kind: 'metadata', metadata }));
    return { success: true as const };
  }
}
