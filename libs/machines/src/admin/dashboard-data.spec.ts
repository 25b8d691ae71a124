import type { AiConversationItem, Conversation, Stats } from '@intake/contracts';
import {
  conversationFromAiSession,
  conversationListOf,
  conversationsPaths,
  dashboardRecords,
  firstReadable,
  hasDataMismatch,
  recordsUnder,
  STATS_PATHS,
  statsOf,
  UnreadableAnswerError,
} from './dashboard-data.js';

class HttpError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

/** Answers per path as scripted; an unscripted path is a 404. */
function scripted(script: Record<string, unknown | Error>) {
  const asked: string[] = [];
  const get = async (path: string) => {
    asked.push(path);
    if (!(path in script)) throw new HttpError(404);
    const answer = script[path];
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { get, asked };
}

const record = (id: string) => ({ session_id: id });

describe('conversation list normaliser', () => {
  it('reads a bare array and each wrapper key of admin spec §7', () => {
    expect(conversationListOf([record('a'), record('b')])).toEqual([record('a'), record('b')]);
    for (const key of ['conversations', 'data', 'results', 'items', 'sessions', 'response', 'payload']) {
      expect([key, conversationListOf({ success: true, [key]: [record(key)] })]).toEqual([key, [record(key)]]);
    }
  });

  it('reads a list wrapped twice, and prefers the earlier key', () => {
    expect(conversationListOf({ response: { data: [record('deep')] } })).toEqual([record('deep')]);
    expect(conversationListOf({ data: { total: 3 }, items: [record('i')] })).toEqual([record('i')]);
    expect(conversationListOf({ conversations: [record('c')], data: [record('d')] })).toEqual([record('c')]);
  });

  it('drops items that are not records, and keeps an empty list as a list', () => {
    expect(conversationListOf([record('a'), null, 'x', 3, [record('nested')]])).toEqual([record('a')]);
    expect(conversationListOf({ conversations: [] })).toEqual([]);
  });

  it('finds no list in other shapes', () => {
    for (const body of [null, undefined, 'text', 42, {}, { success: false, error: 'boom' }, { conversations: 'none' }, { a: { b: { c: [] } } }]) {
      expect(conversationListOf(body)).toBeNull();
    }
    // Deeper than two wrappers is not a list answer.
    expect(conversationListOf({ data: { data: { data: [record('x')] } } })).toBeNull();
  });

  it('reads a named array for the admin lists', () => {
    expect(recordsUnder({ success: true, submissions: [record('s'), 'junk'] }, 'submissions')).toEqual([record('s')]);
    expect(recordsUnder({ success: true }, 'submissions')).toBeNull();
    expect(recordsUnder([record('s')], 'submissions')).toBeNull();
  });
});

describe('conversation paths', () => {
  it('asks /conversations with limit 1000 and offset 0 first, then other query shapes, /conversation and /sessions', () => {
    expect(conversationsPaths()).toEqual([
      '/conversations?limit=1000&offset=0',
      '/conversations?limit=1000',
      '/conversations',
      '/conversation?limit=1000&offset=0',
      '/conversation',
      '/sessions?limit=1000&offset=0',
      '/sessions',
    ]);
    expect(STATS_PATHS).toEqual(['/stats', '/api/stats']);
  });
});

describe('firstReadable: the fallback walk', () => {
  it('stops at the first path that answers readably', async () => {
    const { get, asked } = scripted({ '/conversations?limit=1000&offset=0': { conversations: [record('a')] } });
    const found = await firstReadable(conversationsPaths(), get, conversationListOf);
    expect(found).toEqual({ path: '/conversations?limit=1000&offset=0', body: { conversations: [record('a')] }, value: [record('a')] });
    expect(asked).toHaveLength(1);
  });

  it('moves past missing paths and unreadable answers to /sessions', async () => {
    const { get, asked } = scripted({ '/conversations': { detail: 'use sessions' }, '/sessions': { sessions: [record('s')] } });
    const found = await firstReadable(conversationsPaths(), get, conversationListOf);
    expect(found.path).toBe('/sessions');
    expect(found.value).toEqual([record('s')]);
    expect(asked).toEqual(conversationsPaths());
  });

  it('falls back from /stats to /api/stats', async () => {
    const stats = {
      total_conversations: 2,
      completed_conversations: 1,
      active_conversations: 1,
      completion_rate: 50,
      most_common_innovation_type: 'Devices',
      average_completion_time: '3 minutes',
    };
    const { get, asked } = scripted({ '/api/stats': stats });
    expect((await firstReadable(STATS_PATHS, get, statsOf)).value).toEqual(stats);
    expect(asked).toEqual(['/stats', '/api/stats']);
  });

  it('ends the walk at once on 401 and 403', async () => {
    for (const status of [401, 403]) {
      const { get, asked } = scripted({ '/conversations?limit=1000&offset=0': new HttpError(status) });
      await expect(firstReadable(conversationsPaths(), get, conversationListOf)).rejects.toMatchObject({ status });
      expect(asked).toHaveLength(1);
    }
  });

  it('reports the first error that says more than "not here"', async () => {
    const { get } = scripted({ '/conversation': new HttpError(500), '/sessions': new TypeError('Failed to fetch') });
    await expect(firstReadable(conversationsPaths(), get, conversationListOf)).rejects.toMatchObject({ status: 500 });

    const unreadable = scripted({ '/stats': '<html>' });
    const error = await firstReadable(STATS_PATHS, unreadable.get, statsOf).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnreadableAnswerError);
    expect(error).toMatchObject({ path: '/stats', message: 'The server answered in a shape the dashboard cannot read (GET /stats)' });

    const nothing = scripted({});
    await expect(firstReadable(STATS_PATHS, nothing.get, statsOf)).rejects.toMatchObject({ status: 404 });
  });
});

describe('stats reader', () => {
  it('fills what a backend leaves out with the admin spec §9 rules and defaults', () => {
    expect(statsOf({ total_conversations: 3, completed_conversations: 2 })).toEqual({
      total_conversations: 3,
      completed_conversations: 2,
      active_conversations: 0,
      completion_rate: 67,
      most_common_innovation_type: 'Digital Health/AI',
      average_completion_time: '5.2 minutes',
    });
    expect(statsOf({ stats: { total_conversations: '0' } })).toMatchObject({ total_conversations: 0, completion_rate: 0 });
    expect(statsOf({ data: { total_conversations: 4, completion_rate: 24.6, most_common_innovation_type: '' } })).toMatchObject({
      completion_rate: 25,
      most_common_innovation_type: 'Digital Health/AI',
    });
  });

  it('is not stats without a total', () => {
    for (const body of [null, [], 'x', {}, { total_conversations: 'many' }, { stats: {} }]) expect(statsOf(body)).toBeNull();
  });
});

const stats = (total: number): Stats => ({
  total_conversations: total,
  completed_conversations: 0,
  active_conversations: total,
  completion_rate: 0,
  most_common_innovation_type: 'Digital Health/AI',
  average_completion_time: '5.2 minutes',
});

const aiSession = (id: string): AiConversationItem =>
  ({
    session_id: id,
    state: 'in_progress',
    conversation_source: 'ai_chat',
    submission_type: 'AI_CHAT',
    collected_info: {},
    extracted_info: {},
    messages: [],
  }) as unknown as AiConversationItem;

describe('records and the record count', () => {
  it('counts the conversation list plus the AI guide sessions it lacks, each session once', () => {
    const list = [record('q1'), record('chat-1')] as unknown as Conversation[];
    const records = dashboardRecords(list, [aiSession('chat-1'), aiSession('chat-2'), aiSession('chat-2')]);
    expect(records.map((r) => r.session_id)).toEqual(['q1', 'chat-1', 'chat-2']);
    expect(records).toHaveLength(3);
    expect(dashboardRecords(null, null)).toHaveLength(0);
    expect(dashboardRecords(null, [aiSession('only')])).toHaveLength(1);
  });

  it('gives an AI guide session the conversation list shape, its record as raw data', () => {
    const item = aiSession('chat-9');
    expect(conversationFromAiSession(item)).toMatchObject({
      session_id: 'chat-9',
      data_source_type: 'ai_chat',
      submission_type: 'AI_CHAT',
      location_data: null,
      raw_data: item,
    });
  });
});

describe('data mismatch', () => {
  it('is stats above 0 with a list that answered empty', () => {
    expect(hasDataMismatch(stats(5), [])).toBe(true);
    expect(hasDataMismatch(stats(5), [record('a')] as unknown as Conversation[])).toBe(false);
    expect(hasDataMismatch(stats(0), [])).toBe(false);
    // No list at all is a load error, not a mismatch; no stats, nothing to compare.
    expect(hasDataMismatch(stats(5), null)).toBe(false);
    expect(hasDataMismatch(null, [])).toBe(false);
  });
});
