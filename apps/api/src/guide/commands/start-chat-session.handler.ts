import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { IpLocationService } from '../../platform/geo/ip-location.service.js';
import { decideStart } from '../chat-session.decider.js';
import type { ChatSessionState } from '../chat-session.reducer.js';
import { ChatSessionRepository } from '../chat-session.repository.js';
import { StartChatSession } from './start-chat-session.command.js';

@CommandHandler(StartChatSession)
export class StartChatSessionHandler implements ICommandHandler<StartChatSession> {
  constructor(
    private readonly sessions: ChatSessionRepository,
    private readonly geo: IpLocationService,
  ) {}

  async execute(cmd: StartChatSession): Promise<{ sessionId: string; created: boolean; state: ChatSessionState }> {
    const sessionId = cmd.sessionId ?? randomUUID();
    const fresh = cmd.sessionId === null;
    // The legacy client starts its session with every message: only a new session is placed.
    const opening = fresh || !(await this.sessions.load(sessionId)).exists;
    const location = opening ? await this.geo.lookup(cmd.ip) : null;
    const { after, appended } = await this.sessions.decide(
      sessionId,
      (state) =>
        decideStart(state, { sessionId, mode: cmd.mode, persona: cmd.persona, autoConfirm: cmd.autoConfirm, client: cmd.client, location, now: new Date() }),
      // A session id made up here names a stream nobody has written yet.
      { metadata: { actor: 'visitor', ip: cmd.ip }, fresh },
    );
    return { sessionId, created: appended.length > 0, state: after };
  }
}
