import { Command } from '@nestjs/cqrs';
import type { ChatClientMetadata, ChatMode, PersonaFlow } from '@intake/contracts';
import type { ChatSessionState } from '../chat-session.reducer.js';

export class StartChatSession extends Command<{ sessionId: string; created: boolean; state: ChatSessionState }> {
  constructor(
    readonly mode: ChatMode,
    /** Legacy clients name their own session (a UUID); guide sessions get one from us. */
    readonly sessionId: string | null,
    readonly persona: PersonaFlow | null,
    readonly autoConfirm: boolean,
    readonly client: ChatClientMetadata,
    readonly ip: string | undefined,
  ) {
    super();
  }
}
