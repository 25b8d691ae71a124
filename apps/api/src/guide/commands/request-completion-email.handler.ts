import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AppConfig } from '@intake/config';
import { APP_CONFIG } from '../../platform/tokens.js';
import { decideCompletionEmail } from '../chat-session.decider.js';
import { ChatSessionRepository } from '../chat-session.repository.js';
import { chatReference, renderCompletionEmail } from '../completion.email.js';
import { RequestCompletionEmail } from './request-completion-email.command.js';

@CommandHandler(RequestCompletionEmail)
export class RequestCompletionEmailHandler implements ICommandHandler<RequestCompletionEmail> {
  constructor(
    private readonly sessions: ChatSessionRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute(cmd: RequestCompletionEmail): Promise<{ email: string; alreadyRequested: boolean }> {
    const now = new Date();
    const { after, appended } = await this.sessions.decide(cmd.sessionId, (s) =>
      decideCompletionEmail(s, { ...cmd.request, now }, (st, o) =>
        renderCompletionEmail(st, o, this.config.contactEmail, chatReference(st.sessionId, this.config.jwtSecret!)),
      ),
    );
    return { email: after.completionEmail?.to ?? '', alreadyRequested: appended.length === 0 };
  }
}
