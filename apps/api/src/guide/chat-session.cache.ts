import { Injectable } from '@nestjs/common';
import type { ChatSessionState } from './chat-session.reducer.js';

/** Sessions kept in memory; a visitor's next message usually finds theirs here. */
export const CHAT_SESSION_CACHE_SIZE = 2000;

/**
 * The last folded state of recently active sessions, so a turn reads nothing before it appends.
 * It is only ever a guess: appends carry the cached version, and another writer (a document, a
 * second api replica) makes the append fail its compare-and-set, after which the stream is read.
 */
@Injectable()
export class ChatSessionCache {
  private readonly entries = new Map<string, ChatSessionState>();

  get(sessionId: string): ChatSessionState | undefined {
    const state = this.entries.get(sessionId);
    if (state) {
      // Map order is insertion order: re-inserting marks the entry as recently used.
      this.entries.delete(sessionId);
      this.entries.set(sessionId, state);
    }
    return state;
  }

  set(sessionId: string, state: ChatSessionState): void {
    this.entries.delete(sessionId);
    this.entries.set(sessionId, state);
    if (this.entries.size > CHAT_SESSION_CACHE_SIZE) this.entries.delete(this.entries.keys().next().value!);
  }

  forget(sessionId: string): void {
    this.entries.delete(sessionId);
  }
}
