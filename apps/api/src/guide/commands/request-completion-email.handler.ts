import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AppConfig } from '@intake/config';
import { chatStreamId } from '@intake/contracts';
import { EventStore } from '@intake/event-store';
import { loadDecideAppend } from '../../platform/event-sourcing/load-decide-append.js';
import { APP_CONFIG } from '../../platform/tokens.js';
import { decideCompletionEmail } from '../chat-session.decider.js';
import { chatReducer } from '../chat-session.reducer.js';
import { renderCompletionEmail } from '../completion.email.js';
import { foldNewEvents } from '../fold-new-events.js';
import { RequestCompletionEmail } from './request-completion-email.command.js';

@CommandHandler(RequestCompletionEmail)
export class RequestCompletionEmailHandler implements ICommandHandler<RequestCompletionEmail> {
  constructor(private readonly store: EventStore, @Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async execute(cmd: RequestCompletionEmail): Promise<{ email: string; alreadyRequested: boolean }> {
    const now = new Date();
    const { state, appended } = await loadDecideAppend(this.store, chatStreamId(cmd.sessionId), chatReducer, (s) =>
      decideCompletionEmail(s, { ...cmd.request, now }, (st, o) => renderCompletionEmail(st, o, this.config.contactEmail)),
    );
    const after = foldNewEvents(chatReducer, state, appended, now);
    return { email: after.completionEmail?.to ?? '', alreadyRequested: appended.length === 0 };
  }
}
