import { DEBUG_CHECKS, debugCheckVerdict, debugRecommendations, type DebugResults } from './debug-recommendations.js';

const ok = (body: unknown) => ({ ok: true as const, body });
const failed = (status: number | null, error: string) => ({ ok: false as const, status, error });

const connected = (tables: Record<string, number>) => ok({ success: true, connected: true, database: 'intake', tables });
const flow = (raw: number, formatted: number, errors = 0) =>
  ok({
    success: true,
    raw_count: raw,
    formatted_count: formatted,
    formatting_errors: Array.from({ length: errors }, (_, i) => ({ session_id: `s${i}`, error: 'bad date' })),
    sample: [],
  });
const ids = (results: DebugResults) => debugRecommendations(results).map((r) => r.id);

describe('Debug tab checks', () => {
  it('are the five GETs of admin spec §7, in order', () => {
    expect(DEBUG_CHECKS.map((c) => c.path)).toEqual([
      '/api/debug/database-direct',
      '/api/debug/test-data-flow',
      '/api/debug/create-test-data',
      '/api/conversations?limit=10',
      '/api/stats',
    ]);
  });
});

describe('Debug tab recommendations (admin spec §8)', () => {
  it('says nothing before any check ran', () => {
    expect(debugRecommendations({})).toEqual([]);
  });

  it('database connection failed: the check failed, or the server says it is not connected', () => {
    const [byError] = debugRecommendations({ databaseDirect: failed(503, 'API Error 503: down') });
    expect(byError).toMatchObject({ id: 'database-connection-failed', level: 'error', title: 'Database connection failed' });
    expect(byError!.detail).toContain('API Error 503: down');
    const [bySay] = debugRecommendations({
      databaseDirect: ok({ success: false, connected: false, database: null, tables: {}, detail: 'connection refused' }),
    });
    expect(bySay).toMatchObject({ id: 'database-connection-failed' });
    expect(bySay!.detail).toContain('connection refused');
  });

  it('connected but no data: no stored conversations, or (without the flow check) empty tables', () => {
    expect(ids({ databaseDirect: connected({ events: 12 }), testDataFlow: flow(0, 0) })).toEqual(['connected-no-data']);
    expect(ids({ databaseDirect: connected({ events: 0, chat_conversations: 0 }) })).toEqual(['connected-no-data']);
    expect(ids({ databaseDirect: connected({ events: 3 }) })).toEqual([]);
  });

  it('formatting failing: stored conversations of which none formats, or the flow check failing', () => {
    expect(ids({ databaseDirect: connected({ events: 9 }), testDataFlow: flow(4, 0, 4) })).toEqual(['formatting-failing', 'formatting-errors']);
    expect(ids({ testDataFlow: failed(500, 'API Error 500: boom') })).toEqual(['formatting-failing']);
  });

  it('N formatting errors, with the number in the title', () => {
    const found = debugRecommendations({ testDataFlow: flow(5, 3, 2) });
    expect(found).toEqual([expect.objectContaining({ id: 'formatting-errors', level: 'warning', title: '2 formatting errors' })]);
    expect(debugRecommendations({ testDataFlow: flow(5, 4, 1) })[0]!.title).toBe('1 formatting error');
  });

  it('fixed endpoint working when /api/conversations lists conversations', () => {
    const found = debugRecommendations({
      databaseDirect: connected({ events: 40 }),
      testDataFlow: flow(3, 3),
      conversations: ok({ success: true, conversations: [{ session_id: 'a' }, { session_id: 'b' }], total: 2, limit: 10, offset: 0 }),
    });
    expect(found).toEqual([
      { id: 'fixed-endpoint-working', level: 'success', title: 'Fixed endpoint working', detail: 'GET /api/conversations answered with 2 conversations.' },
    ]);
    expect(ids({ conversations: ok({ success: true, conversations: [] }) })).toEqual([]);
    expect(ids({ conversations: failed(500, 'API Error 500: x') })).toEqual([]);
  });
});

describe('debugCheckVerdict', () => {
  it('never says OK for an answer whose body reports a failure', () => {
    expect(debugCheckVerdict(undefined)).toEqual({ kind: 'pending', text: 'Not run' });
    expect(debugCheckVerdict({ ok: false, status: 503, error: 'API Error 503: down' })).toEqual({ kind: 'failed', text: 'Failed: API Error 503: down' });
    expect(debugCheckVerdict({ ok: true, body: { success: false, connected: false, detail: 'connection refused' } })).toEqual({
      kind: 'failed',
      text: 'Failed: the server answered, but reports connection refused',
    });
    expect(debugCheckVerdict({ ok: true, body: { success: true, connected: false } }).kind).toBe('failed');
    expect(debugCheckVerdict({ ok: true, body: { success: true, raw_count: 2, formatting_errors: [{ session_id: 'a', error: 'x' }] } })).toEqual({
      kind: 'warning',
      text: 'Answered, with 1 formatting error',
    });
    expect(debugCheckVerdict({ ok: true, body: { success: true, connected: true } })).toEqual({ kind: 'ok', text: 'OK' });
  });
});
