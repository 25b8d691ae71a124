import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideStart } from '../chat-session.decider.js';
import type { ChatSessionState } from '../chat-session.reducer.js';
import { ChatSessionRepository } from '../chat-session.repository.js';
import { StartChatSession } from './start-chat-session.command.js';

@CommandHandler(StartChatSession)
export class StartChatSessionHandler implements ICommandHandler<StartChatSession> {
  constructor(private readonly sessions: ChatSessionRepository) {}

  async execute(cmd: StartChatSession): Promise<{ sessionId: string; created: boolean; state: ChatSessionState }> {
    const sessionId = cmd.sessionId ?? randomUUID();
    const { after, appended } = await this.sessions.decide(
      sessionId,
      (state) => decideStart(state, { sessionId, mode: cmd.mode, persona: cmd.persona, autoConfirm: cmd.autoConfirm, client: cmd.client, now: new Date() }),
      // A session id made up here names a stream nobody has written yet.
      { metadata: { actor: 'visitor', ip: cmd.ip }, fresh: cmd.sessionId === null },
    );
    return { sessionId, created: appended.length > 0, state: after };
  }
}
