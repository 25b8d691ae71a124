import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ChatEvents } from '@intake/contracts';
import type { ChatTurnResult } from '../chat-response.js';
import { decideContact } from '../chat-session.decider.js';
import { ChatSessionRepository } from '../chat-session.repository.js';
import { offlineWording } from '../chat-turn.pipeline.js';
import { ProvideChatContact } from './provide-chat-contact.command.js';

@CommandHandler(ProvideChatContact)
export class ProvideChatContactHandler implements ICommandHandler<ProvideChatContact> {
  constructor(private readonly sessions: ChatSessionRepository) {}

  async execute(cmd: ProvideChatContact): Promise<ChatTurnResult> {
    const now = new Date();
    const { after, appended } = await this.sessions.decide(cmd.sessionId, (s) => decideContact(s, { ...cmd.contact, now }, offlineWording(s)), {
      metadata: { actor: 'visitor', ip: cmd.ip },
    });
    const [contact] = appended;
    if (contact?.type !== ChatEvents.ContactProvided)
      throw new Error(`decideContact appended ${contact?.type ?? 'nothing'} first, not ${ChatEvents.ContactProvided}`);
    return { state: after, response: contact.data.reply?.content ?? '' };
  }
}
