import { conversationListOf } from './dashboard-data.js';

/** Admin spec §7: the Debug tab's suite, run in this order. */
export const DEBUG_CHECKS = [
  { id: 'databaseDirect', path: '/api/debug/database-direct', label: 'Database (direct)' },
  { id: 'testDataFlow', path: '/api/debug/test-data-flow', label: 'Data flow through the formatter' },
  { id: 'createTestData', path: '/api/debug/create-test-data', label: 'Create test data' },
  { id: 'conversations', path: '/api/conversations?limit=10', label: 'Conversations endpoint' },
  { id: 'stats', path: '/api/stats', label: 'Stats endpoint' },
] as const;

export type DebugCheckId = (typeof DEBUG_CHECKS)[number]['id'];

/** One check's outcome: the parsed body of a 2xx answer, or the error text (and the status, when there was an answer). */
export type DebugCheckResult = { ok: true; body: unknown } | { ok: false; status: number | null; error: string; body?: unknown };

export type DebugResults = Partial<Record<DebugCheckId, DebugCheckResult>>;

export type RecommendationLevel = 'error' | 'warning' | 'success';

export interface Recommendation {
  id: 'database-connection-failed' | 'connected-no-data' | 'formatting-failing' | 'formatting-errors' | 'fixed-endpoint-working';
  level: RecommendationLevel;
  title: string;
  detail: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const numberAt = (body: unknown, key: string): number | null => (isRecord(body) && typeof body[key] === 'number' ? body[key] : null);
const bodyOf = (result: DebugCheckResult | undefined): unknown => (result?.ok ? result.body : undefined);

/**
 * Admin spec §8, the Debug tab's recommendations, read from the five checks: the database
 * connection failed; it is connected but holds no data; formatting fails; N formatting errors;
 * the fixed conversations endpoint works. Checks not run yet say nothing.
 */
export function debugRecommendations(results: DebugResults): Recommendation[] {
  const found: Recommendation[] = [];
  const database = results.databaseDirect;
  const flow = results.testDataFlow;
  const databaseBody = bodyOf(database);
  const flowBody = bodyOf(flow);

  if (database !== undefined) {
    const connected = database.ok && isRecord(databaseBody) && databaseBody['connected'] === true;
    if (!connected) {
      const reason = !database.ok
        ? database.error
        : isRecord(databaseBody) && typeof databaseBody['detail'] === 'string'
          ? databaseBody['detail']
          : 'the server reports no connection';
      found.push({
        id: 'database-connection-failed',
        level: 'error',
        title: 'Database connection failed',
        detail: `${reason}. Check that PostgreSQL is running and that the server's DATABASE_URL points at it.`,
      });
    } else {
      const tables = isRecord(databaseBody) && isRecord(databaseBody['tables']) ? Object.values(databaseBody['tables']) : [];
      const storedRows = tables.reduce<number>((sum, n) => sum + (typeof n === 'number' ? n : 0), 0);
      const stored = numberAt(flowBody, 'raw_count');
      if (stored === 0 || (stored === null && storedRows === 0)) {
        found.push({
          id: 'connected-no-data',
          level: 'warning',
          title: 'Connected, but no data',
          detail:
            'The database answers but holds no conversations yet. Submit a questionnaire or chat with the AI guide, or use the test-data check, then refresh.',
        });
      }
    }
  }

  if (flow !== undefined) {
    const stored = numberAt(flowBody, 'raw_count');
    const formatted = numberAt(flowBody, 'formatted_count');
    if (!flow.ok || (stored !== null && stored > 0 && formatted === 0)) {
      found.push({
        id: 'formatting-failing',
        level: 'error',
        title: 'Formatting is failing',
        detail: flow.ok
          ? `${stored} stored conversation${stored === 1 ? '' : 's'}, none could be formatted for the list. The dashboard will show an empty list.`
          : `The data-flow check failed: ${flow.error}.`,
      });
    }
    const errors = isRecord(flowBody) && Array.isArray(flowBody['formatting_errors']) ? flowBody['formatting_errors'].length : 0;
    if (errors > 0) {
      found.push({
        id: 'formatting-errors',
        level: 'warning',
        title: `${errors} formatting error${errors === 1 ? '' : 's'}`,
        detail: `${errors} stored conversation${errors === 1 ? '' : 's'} could not be formatted and ${errors === 1 ? 'is' : 'are'} left out of the list. The data-flow check's answer names ${errors === 1 ? 'it' : 'them'}.`,
      });
    }
  }

  const list = results.conversations;
  const listed = list?.ok ? conversationListOf(list.body) : null;
  if (listed !== null && listed.length > 0) {
    found.push({
      id: 'fixed-endpoint-working',
      level: 'success',
      title: 'Fixed endpoint working',
      detail: `GET /api/conversations answered with ${listed.length} conversation${listed.length === 1 ? '' : 's'}.`,
    });
  }
  return found;
}

export type DebugCheckVerdict = { kind: 'pending' | 'ok' | 'warning' | 'failed'; text: string };

/**
 * What one check's card says. An answer counts as OK only when its body does not report a
 * failure itself: a 200 carrying `connected: false` or `success: false` is a failed check, so a
 * card never reads OK next to "Database connection failed".
 */
export function debugCheckVerdict(result: DebugCheckResult | undefined): DebugCheckVerdict {
  if (result === undefined) return { kind: 'pending', text: 'Not run' };
  if (!result.ok) return { kind: 'failed', text: `Failed: ${result.error}` };
  const body = result.body;
  if (isRecord(body) && (body['success'] === false || body['connected'] === false)) {
    const detail =
      typeof body['detail'] === 'string' && body['detail'] !== ''
        ? body['detail']
        : body['connected'] === false
          ? 'no database connection'
          : 'the check did not succeed';
    return { kind: 'failed', text: `Failed: the server answered, but reports ${detail}` };
  }
  const errors = isRecord(body) && Array.isArray(body['formatting_errors']) ? body['formatting_errors'].length : 0;
  if (errors > 0) return { kind: 'warning', text: `Answered, with ${errors} formatting error${errors === 1 ? '' : 's'}` };
  return { kind: 'ok', text: 'OK' };
}
