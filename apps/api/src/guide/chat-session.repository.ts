import { Injectable } from '@nestjs/common';
import { chatStreamId, type ChatSessionStreamEvent } from '@intake/contracts';
import { ConcurrencyError, EventStore, type EventMetadata, type NewOf } from '@intake/event-store';
import { loadDecideAppend } from '../platform/event-sourcing/load-decide-append.js';
import { ChatSessionCache } from './chat-session.cache.js';
import { chatReducer, EMPTY_SESSION, type ChatSessionState } from './chat-session.reducer.js';
import { foldNewEvents } from '../platform/event-sourcing/fold-new-events.js';

export interface DecidedSession {
  /** The state the decision was made on. */
  before: ChatSessionState;
  /** The state after the appended events. */
  after: ChatSessionState;
  appended: NewOf<ChatSessionStreamEvent>[];
}

/**
 * Loads chat sessions (cache first) and appends what a pure decision returns, with the version
 * the decision saw. On a conflict the stream is read again and the decision made again, as
 * loadDecideAppend does; the cache only saves the read when nobody else wrote.
 */
@Injectable()
export class ChatSessionRepository {
  constructor(
    private readonly store: EventStore,
    private readonly cache: ChatSessionCache,
  ) {}

  /** Cache first: a write made on a stale state fails its compare-and-set and is decided again. */
  async load(sessionId: string): Promise<ChatSessionState> {
    return this.cache.get(sessionId) ?? this.loadCurrent(sessionId);
  }

  /**
   * The session as its stream holds it now: the cached state brought up to date with what any
   * instance appended since (one indexed read), for reads that must not trail a turn.
   */
  async loadCurrent(sessionId: string): Promise<ChatSessionState> {
    const cached = this.cache.get(sessionId);
    const newer = await this.store.readStream<ChatSessionStreamEvent>(chatStreamId(sessionId), cached ? cached.version + 1 : 1);
    if (cached && newer.length === 0) return cached;
    const state = newer.reduce(chatReducer.evolve, cached ?? chatReducer.initial);
    if (state.exists) this.cache.set(sessionId, state);
    return state;
  }

  /** `fresh`: the id was just made up here, so the stream cannot exist yet and is not read. */
  async decide(
    sessionId: string,
    decide: (state: ChatSessionState) => NewOf<ChatSessionStreamEvent>[],
    options: { metadata?: EventMetadata; fresh?: boolean } = {},
  ): Promise<DecidedSession> {
    const before = options.fresh ? EMPTY_SESSION : await this.load(sessionId);
    const events = decide(before).map((e) => ({ ...e, metadata: { ...options.metadata, ...e.metadata } }));
    if (events.length === 0) return { before, after: before, appended: [] };
    try {
      await this.store.append(chatStreamId(sessionId), events, before.version);
      return this.settle(sessionId, before, events);
    } catch (err) {
      if (!(err instanceof ConcurrencyError)) throw err;
      this.cache.forget(sessionId);
      const { state, appended } = await loadDecideAppend(this.store, chatStreamId(sessionId), chatReducer, decide, { metadata: options.metadata });
      return this.settle(sessionId, state, appended);
    }
  }

  private settle(sessionId: string, before: ChatSessionState, appended: NewOf<ChatSessionStreamEvent>[]): DecidedSession {
    const after = foldNewEvents(chatReducer, before, appended, new Date());
    if (after.exists) this.cache.set(sessionId, after);
    return { before, after, appended };
  }
}
