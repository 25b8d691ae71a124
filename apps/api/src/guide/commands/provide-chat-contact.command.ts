import { Command } from '@nestjs/cqrs';
import type { ChatTurnResult } from '../chat-response.js';

export class ProvideChatContact extends Command<ChatTurnResult> {
  constructor(
    readonly sessionId: string,
    readonly contact: { full_name: string; email: string; affiliation: string },
    readonly ip: string | undefined,
  ) {
    super();
  }
}
