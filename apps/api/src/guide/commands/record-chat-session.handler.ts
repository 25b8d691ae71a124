import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { chatStreamId } from '@intake/contracts';
import { EventStore } from '@intake/event-store';
import { loadDecideAppend } from '../../platform/event-sourcing/load-decide-append.js';
import { decideClose, decideExport, decideTrackMetadata } from '../chat-session.decider.js';
import { chatReducer, type ChatSessionState } from '../chat-session.reducer.js';
import { foldNewEvents } from '../fold-new-events.js';
import { RecordChatSession } from './record-chat-session.command.js';

@CommandHandler(RecordChatSession)
export class RecordChatSessionHandler implements ICommandHandler<RecordChatSession> {
  constructor(private readonly store: EventStore) {}

  async execute(cmd: RecordChatSession): Promise<ChatSessionState> {
    const now = new Date();
    const what = cmd.what;
    const { state, appended } = await loadDecideAppend(this.store, chatStreamId(cmd.sessionId), chatReducer, (s) => {
      switch (what.kind) {
        case 'metadata':
          return decideTrackMetadata(s, what.metadata, now);
        case 'export':
          return decideExport(s, now);
        case 'close':
          return decideClose(s, what.reason, now);
      }
    });
    return foldNewEvents(chatReducer, state, appended, now);
  }
}
