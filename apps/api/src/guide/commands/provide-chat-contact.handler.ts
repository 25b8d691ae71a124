import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { chatStreamId, type ChatContactProvidedData, type ChatResponse } from '@intake/contracts';
import { EventStore } from '@intake/event-store';
import { loadDecideAppend } from '../../platform/event-sourcing/load-decide-append.js';
import { chatResponse } from '../chat-response.js';
import { decideContact } from '../chat-session.decider.js';
import { chatReducer } from '../chat-session.reducer.js';
import { foldNewEvents } from '../fold-new-events.js';
import { offlineWording } from './take-chat-turn.handler.js';
import { ProvideChatContact } from './provide-chat-contact.command.js';

@CommandHandler(ProvideChatContact)
export class ProvideChatContactHandler implements ICommandHandler<ProvideChatContact> {
  constructor(private readonly store: EventStore) {}

  async execute(cmd: ProvideChatContact): Promise<ChatResponse> {
    const now = new Date();
    const { state, appended } = await loadDecideAppend(
      this.store,
      chatStreamId(cmd.sessionId),
      chatReducer,
      (s) => decideContact(s, { ...cmd.contact, now }, offlineWording(s)),
      { metadata: { actor: 'visitor', ip: cmd.ip } },
    );
    const after = foldNewEvents(chatReducer, state, appended, now);
    const reply = (appended[0]!.data as ChatContactProvidedData).reply;
    return chatResponse(after, reply?.content ?? '');
  }
}
