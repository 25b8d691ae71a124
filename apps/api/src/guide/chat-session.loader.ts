import { chatStreamId } from '@intake/contracts';
import type { EventStore } from '@intake/event-store';
import { chatReducer, type ChatSessionState } from './chat-session.reducer.js';

export async function loadChatSession(store: EventStore, sessionId: string): Promise<ChatSessionState> {
  const history = await store.readStream(chatStreamId(sessionId));
  return history.reduce(chatReducer.evolve, chatReducer.initial);
}
