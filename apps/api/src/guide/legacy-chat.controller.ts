import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, HttpCode, Inject, Param, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  chatRequestSchema,
  completionEmailRequestSchema,
  exportSessionRequestSchema,
  restartSessionRequestSchema,
  GUIDE_TEXT,
  type ChatClientMetadata,
  type ChatResponse,
  type CloseSessionResponse,
  type CompletionEmailResponse,
  type ExportSessionResponse,
  type RestartSessionResponse,
  type SessionViewResponse,
  type ChatStreamEvent,
} from '@intake/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { NotFoundError } from '../platform/errors/domain-errors.js';
import { toErrorBody } from '../platform/errors/http-error.filter.js';
import { LOGGER } from '../platform/tokens.js';
import { parseBody } from '../platform/validation/parse-body.js';
import { chatResponse, guideMessageResponse, sessionRecord } from './chat-response.js';
import { ChatSessionErasedError, legacyContinues, requireSession } from './chat-session.decider.js';
import { ChatSessionRepository } from './chat-session.repository.js';
import { RecordChatSession } from './commands/record-chat-session.command.js';
import { RequestCompletionEmail } from './commands/request-completion-email.command.js';
import { StartChatSession } from './commands/start-chat-session.command.js';
import { TakeChatTurn } from './commands/take-chat-turn.command.js';
import { sessionIdParam } from './guide.controller.js';
import { Budget } from '../platform/rate-limits/budgets.js';

type ChatRequest = ReturnType<typeof chatRequestSchema.parse>;

function clientOf(request: ChatRequest, req: FastifyRequest): ChatClientMetadata {
  const device = typeof request.device_info === 'object' ? request.device_info : request.device_info ? { description: request.device_info } : {};
  return {
    user_agent: request.user_agent ?? req.headers['user-agent'],
    timezone: request.user_timezone,
    referrer: request.referral_page ?? undefined,
    device_info: device,
    conversation_type: request.conversation_type,
  };
}

/** Legacy mode and the shared session calls (visitor spec §7 "Legacy chat and shared"). */
@Controller('api')
export class LegacyChatController {
  constructor(
    private readonly commands: CommandBus,
    private readonly sessions: ChatSessionRepository,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The session a legacy request writes to: the one it names if it may (legacyContinues), else a new one. */
  private async sessionFor(requested: string | undefined): Promise<string> {
    if (requested) {
      const id = requested.toLowerCase();
      if (legacyContinues(await this.sessions.loadCurrent(id))) return id;
    }
    return randomUUID();
  }

  /** A turn of the session the request continues, opened with this message when it is new. */
  private async turn(request: ChatRequest, req: FastifyRequest, onChunk?: (text: string) => void): Promise<{ sessionId: string; command: TakeChatTurn }> {
    const sessionId = await this.sessionFor(request.session_id);
    const start = new StartChatSession(
      'legacy',
      sessionId,
      request.persona_flow ?? null,
      request.auto_confirm_consent ?? false,
      clientOf(request, req),
      req.ip,
    );
    return { sessionId, command: new TakeChatTurn(sessionId, request.message, { start, onChunk, ip: req.ip }) };
  }

  @Budget('chatTurns', 'chatTurnsPerSession')
  @Post('chat')
  @HttpCode(200)
  async chat(@Body() body: unknown, @Req() req: FastifyRequest): Promise<ChatResponse> {
    const request = parseBody(chatRequestSchema, body);
    return chatResponse(await this.commands.execute((await this.turn(request, req)).command));
  }

  /**
   * Server-sent events over POST: `data: {json}` lines of type metadata, processing, chunk,
   * complete (every chat response field) or error. A bad body is still a plain JSON 4xx.
   */
  @Budget('chatTurns', 'chatTurnsPerSession')
  @Post('chat/stream')
  async stream(@Body() body: unknown, @Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const request = parseBody(chatRequestSchema, body);
    const { sessionId, command } = await this.turn(request, req, (content) => send({ type: 'chunk', content }));
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    const send = (event: ChatStreamEvent) => {
      if (!raw.writableEnded) raw.write(`data: ${JSON.stringify(event)}\n\n`);
    };
    send({ type: 'metadata', session_id: sessionId, mode: 'legacy', conv_stage: 'processing' });
    send({ type: 'processing', message: 'thinking...' });
    try {
      const result = await this.commands.execute(command);
      send({ type: 'complete', ...chatResponse(result) });
    } catch (err) {
      const { status, body: error, unexpected } = toErrorBody(err);
      if (unexpected) this.logger.error({ err }, 'chat stream failed');
      send({ type: 'error', message: error.detail, status });
    } finally {
      raw.end();
    }
  }

  @Budget('submissions')
  @Post('session/cleanup/:id')
  @HttpCode(200)
  async cleanup(@Param('id') id: string): Promise<CloseSessionResponse> {
    await this.commands.execute(new RecordChatSession(sessionIdParam(id), { kind: 'close', reason: 'cleanup' }));
    return { success: true, message: 'Session closed.' };
  }

  @Budget('sessionStarts')
  @Post('session/restart')
  @HttpCode(200)
  async restart(@Body() body: unknown, @Req() req: FastifyRequest): Promise<RestartSessionResponse> {
    const request = parseBody(restartSessionRequestSchema, body ?? {});
    let mode: 'guide' | 'legacy' = 'legacy';
    let previous: ChatClientMetadata = {};
    if (request.session_id) {
      const closed = await this.commands
        .execute(new RecordChatSession(request.session_id.toLowerCase(), { kind: 'close', reason: 'restart' }))
        // An unknown or erased session has nothing to close: the visitor just gets a new one.
        .catch((err: unknown) => (err instanceof NotFoundError || err instanceof ChatSessionErasedError ? null : Promise.reject(err)));
      if (closed) {
        mode = closed.mode;
        previous = closed.client;
      }
    }
    // The same browser goes on: the new session keeps the closed one's metadata, updated by what the client sends now.
    const client: ChatClientMetadata = { ...previous, user_agent: req.headers['user-agent'] ?? previous.user_agent, ...request.metadata };
    const { sessionId } = await this.commands.execute(
      new StartChatSession(mode, null, request.persona_flow ?? null, request.auto_confirm_consent ?? false, client, req.ip),
    );
    return { success: true, session_id: sessionId, message: GUIDE_TEXT.consentGreeting };
  }

  @Get('session/:id')
  async session(@Param('id') id: string): Promise<SessionViewResponse> {
    // From the session's stream, not the admin projection, so it never trails the last turn.
    const state = await this.sessions.loadCurrent(sessionIdParam(id));
    requireSession(state);
    const last = [...state.history].reverse().find((h) => h.role === 'assistant');
    const { progress, state: guide, is_complete, completion_percentage, mode } = guideMessageResponse({ state, response: last?.content ?? '' });
    return { success: true, ...sessionRecord(state), mode, progress, state: guide, is_complete, completion_percentage };
  }

  @Post('export')
  @HttpCode(200)
  async export(@Body() body: unknown): Promise<ExportSessionResponse> {
    const request = parseBody(exportSessionRequestSchema, body);
    const state = await this.commands.execute(new RecordChatSession(sessionIdParam(request.session_id), { kind: 'export' }));
    return { success: true, format: request.format, exported_at: state.exportedAt, ...sessionRecord(state) };
  }

  @Budget('emails')
  @Post('session/:id/send-completion-email')
  @HttpCode(200)
  async completionEmail(@Param('id') id: string, @Body() body: unknown): Promise<CompletionEmailResponse> {
    const request = parseBody(completionEmailRequestSchema, body ?? {});
    const { email, alreadyRequested } = await this.commands.execute(
      new RequestCompletionEmail(sessionIdParam(id), {
        email: request.user_email ?? undefined,
        name: request.user_name ?? undefined,
        projectTitle: request.project_title ?? undefined,
        completionPercentage: request.completion_percentage,
      }),
    );
    return {
      success: true,
      email,
      message: alreadyRequested
        ? `The summary was already sent to ${email}. We will reply within 2-3 business days.`
        : `A summary is on its way to ${email}. We will reply within 2-3 business days.`,
    };
  }
}
