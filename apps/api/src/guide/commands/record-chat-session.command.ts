import { Command } from '@nestjs/cqrs';
import type { ChatSessionState } from '../chat-session.reducer.js';

/** The small bookkeeping commands on a session: metadata beacon, export, close. */
export class RecordChatSession extends Command<ChatSessionState> {
  constructor(
    readonly sessionId: string,
    readonly what: { kind: 'metadata'; metadata: Record<string, unknown> } | { kind: 'export' } | { kind: 'close'; reason: 'cleanup' | 'restart' },
  ) {
    super();
  }
}
