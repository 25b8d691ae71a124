import { Command } from '@nestjs/cqrs';
import type { ChatResponse } from '@intake/contracts';

export class ProvideChatContact extends Command<ChatResponse> {
  constructor(
    readonly sessionId: string,
    readonly contact: { full_name: string; email: string; affiliation: string },
    readonly ip: string | undefined,
  ) {
    super();
  }
}
