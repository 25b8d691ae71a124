import { Injectable } from '@nestjs/common';
import { ChatSessionCache } from './chat-session.cache.js';

const CHAT_STREAM = /^chat-(.+)$/;

/**
 * What the personal-data erasure calls once its transaction has committed: the erased chat
 * sessions leave this instance's session cache, which still holds their text. The next call for
 * such a session reads its (now redacted) stream and is refused (ChatSessionErasedError, 410).
 * Streams that are not chat sessions are ignored, so the erasure may pass all it erased.
 */
@Injectable()
export class ChatSessionEviction {
  constructor(private readonly cache: ChatSessionCache) {}

  /** Returns how many chat sessions were named (whether or not they were cached). */
  evict(streamIds: readonly string[]): number {
    let sessions = 0;
    for (const streamId of streamIds) {
      const id = CHAT_STREAM.exec(streamId)?.[1];
      if (!id) continue;
      this.cache.forget(id);
      sessions++;
    }
    return sessions;
  }
}
