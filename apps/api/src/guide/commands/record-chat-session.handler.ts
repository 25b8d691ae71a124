import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideClose, decideExport, decideTrackMetadata } from '../chat-session.decider.js';
import type { ChatSessionState } from '../chat-session.reducer.js';
import { ChatSessionRepository } from '../chat-session.repository.js';
import { RecordChatSession } from './record-chat-session.command.js';

@CommandHandler(RecordChatSession)
export class RecordChatSessionHandler implements ICommandHandler<RecordChatSession> {
  constructor(private readonly sessions: ChatSessionRepository) {}

  async execute(cmd: RecordChatSession): Promise<ChatSessionState> {
    const now = new Date();
    const what = cmd.what;
    const { after } = await this.sessions.decide(cmd.sessionId, (s) => {
      switch (what.kind) {
        case 'metadata':
          return decideTrackMetadata(s, what.metadata, now);
        case 'export':
          return decideExport(s, now);
        case 'close':
          return decideClose(s, what.reason, now);
      }
    });
    return after;
  }
}
