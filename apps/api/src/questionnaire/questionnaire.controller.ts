import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  CURRENT_QUESTIONNAIRE_VERSION,
  questionnaireConfigFor,
  questionnaireSubmitRequestSchema,
  recordAnswerRequestSchema,
  startQuestionnaireSessionRequestSchema,
  stepReachedRequestSchema,
  type QuestionnaireConfigResponse,
  type QuestionnaireSessionView,
  type QuestionnaireDropOffResponse,
  type QuestionnaireSubmitResponse,
  type RecordAnswerResponse,
  type Acknowledged,
} from '@intake/contracts';
import { EventStore } from '@intake/event-store';
import type { FastifyRequest } from 'fastify';
import { AdminOrApiKeyGuard } from '../platform/auth/admin-or-api-key.guard.js';
import { MinRole } from '../platform/auth/staff-access.decorator.js';
import { RequiresScope } from '../platform/auth/requires-scope.decorator.js';
import { NotFoundError } from '../platform/errors/domain-errors.js';
import { isUuid, parseBody } from '../platform/validation/parse-body.js';
import { RecordAnswer } from './commands/record-answer.command.js';
import { RecordStep } from './commands/record-step.command.js';
import { StartQuestionnaire } from './commands/start-questionnaire.command.js';
import { SubmitQuestionnaire } from './commands/submit-questionnaire.command.js';
import { DropOffQuery } from './drop-off.query.js';
import { loadSessionView, toSessionView } from './questionnaire-session.view.js';
import { Budget } from '../platform/rate-limits/budgets.js';

export const SUBMITTED_MESSAGE = 'Thank you! Your questionnaire has been received. We will reply within 2-3 business days.';

function sessionIdParam(id: string): string {
  if (!isUuid(id)) throw new NotFoundError('Questionnaire session not found.');
  return id;
}

@Controller()
export class QuestionnaireController {
  constructor(
    private readonly commands: CommandBus,
    private readonly store: EventStore,
    private readonly dropOffs: DropOffQuery,
  ) {}

  @Get('api/questionnaire/config')
  config(@Query('version') version?: string): QuestionnaireConfigResponse {
    const config = questionnaireConfigFor(version ?? CURRENT_QUESTIONNAIRE_VERSION);
    if (!config) throw new NotFoundError(`There is no questionnaire version ${version}.`);
    return { success: true, config };
  }

  @Budget('sessionStarts')
  @Post('api/questionnaire/sessions')
  @HttpCode(201)
  async start(@Body() body: unknown, @Req() req: FastifyRequest): Promise<QuestionnaireSessionView> {
    const { metadata } = parseBody(startQuestionnaireSessionRequestSchema, body ?? {});
    const userAgent = req.headers['user-agent'];
    const started = await this.commands.execute(
      new StartQuestionnaire({ ...metadata, user_agent: typeof userAgent === 'string' ? userAgent.slice(0, 500) : null }, req.ip),
    );
    return toSessionView({
      status: 'in_progress',
      sessionId: started.sessionId,
      configVersion: started.configVersion,
      startedAt: started.startedAt,
      answers: {},
      files: {},
      submissionId: null,
    });
  }

  @Get('api/questionnaire/sessions/:id')
  session(@Param('id') id: string): Promise<QuestionnaireSessionView> {
    return loadSessionView(this.store, sessionIdParam(id));
  }

  // Recording an answer is a step of the form, not a submission: a visitor records two per question.
  @Budget('answers')
  @Post('api/questionnaire/sessions/:id/answers')
  @HttpCode(200)
  async answer(@Param('id') id: string, @Body() body: unknown): Promise<RecordAnswerResponse> {
    const sessionId = sessionIdParam(id);
    const request = parseBody(recordAnswerRequestSchema, body);
    await this.commands.execute(new RecordAnswer(sessionId, request.question_id, request.value));
    return { success: true as const, session_id: sessionId, question_id: request.question_id };
  }

  @Budget('answers')
  @Post('api/questionnaire/sessions/:id/steps')
  @HttpCode(200)
  async step(@Param('id') id: string, @Body() body: unknown): Promise<Acknowledged> {
    const sessionId = sessionIdParam(id);
    const request = parseBody(stepReachedRequestSchema, body);
    await this.commands.execute(new RecordStep(sessionId, request.question_id, request.time_spent_ms));
    return { success: true as const };
  }

  @Budget('submissions')
  @Post('api/submit')
  @HttpCode(200)
  submit(@Body() body: unknown, @Req() req: FastifyRequest): Promise<QuestionnaireSubmitResponse> {
    return this.submitQuestionnaire(body, req);
  }

  /** The client's fallback path for the same call. */
  @Budget('submissions')
  @Post('api/structured-questionnaire/submit')
  @HttpCode(200)
  submitFallback(@Body() body: unknown, @Req() req: FastifyRequest): Promise<QuestionnaireSubmitResponse> {
    return this.submitQuestionnaire(body, req);
  }

  @MinRole('viewer')
  @Get('api/questionnaire/drop-off')
  @UseGuards(AdminOrApiKeyGuard)
  @RequiresScope('analytics:read')
  dropOff(@Query('version') version?: string): Promise<QuestionnaireDropOffResponse> {
    const config = questionnaireConfigFor(version ?? CURRENT_QUESTIONNAIRE_VERSION);
    if (!config) throw new NotFoundError(`There is no questionnaire version ${version}.`);
    return this.dropOffs.forConfig(config);
  }

  private async submitQuestionnaire(body: unknown, req: FastifyRequest): Promise<QuestionnaireSubmitResponse> {
    const request = parseBody(questionnaireSubmitRequestSchema, body);
    const userAgent = req.headers['user-agent'];
    const { submissionId } = await this.commands.execute(new SubmitQuestionnaire(request, req.ip, typeof userAgent === 'string' ? userAgent : undefined));
    return { success: true, submission_id: submissionId, session_id: request.session_id, message: SUBMITTED_MESSAGE };
  }
}
