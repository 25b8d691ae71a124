import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '@intake/event-store';
import { chatStreamId } from '@intake/contracts';
import { loadDecideAppend } from '../../platform/event-sourcing/load-decide-append.js';
import { decideStart } from '../chat-session.decider.js';
import { chatReducer } from '../chat-session.reducer.js';
import { StartChatSession } from './start-chat-session.command.js';

@CommandHandler(StartChatSession)
export class StartChatSessionHandler implements ICommandHandler<StartChatSession> {
  constructor(private readonly store: EventStore) {}

  async execute(cmd: StartChatSession): Promise<{ sessionId: string; created: boolean }> {
    const sessionId = cmd.sessionId ?? randomUUID();
    const { appended } = await loadDecideAppend(
      this.store,
      chatStreamId(sessionId),
      chatReducer,
      (state) => decideStart(state, { sessionId, mode: cmd.mode, persona: cmd.persona, autoConfirm: cmd.autoConfirm, client: cmd.client, now: new Date() }),
      { metadata: { actor: 'visitor', ip: cmd.ip } },
    );
    return { sessionId, created: appended.length > 0 };
  }
}
