import { Command } from '@nestjs/cqrs';
import type { ChatResponse } from '@intake/contracts';
import type { StartChatSession } from './start-chat-session.command.js';

export class TakeChatTurn extends Command<ChatResponse> {
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
