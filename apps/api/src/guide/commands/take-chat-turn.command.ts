import { Command } from '@nestjs/cqrs';
import type { ChatTurnResult } from '../chat-response.js';
import type { StartChatSession } from './start-chat-session.command.js';

export class TakeChatTurn extends Command<ChatTurnResult> {
  constructor(
    readonly sessionId: string,
    readonly message: string,
    readonly options: {
      /** Legacy mode opens the session on its first message. */
      start?: StartChatSession;
      /** Receives the reply as it is produced (SSE). */
      onChunk?: (text: string) => void;
      signal?: AbortSignal;
      ip?: string;
    } = {},
  ) {
    super();
  }
}
