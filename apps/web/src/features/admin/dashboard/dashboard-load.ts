import type { AiConversationItem } from '@intake/contracts';
import {
  AI_CONVERSATIONS_DASHBOARD_LIMIT,
  BackendUnreachableError,
  conversationListOf,
  conversationsPaths,
  firstReadable,
  recordsUnder,
  STATS_PATHS,
  statsOf,
  UnreadableAnswerError,
  type DashboardData,
  type RawAnswer,
} from '@intake/machines';
import { backendSelection, selectBackend } from '../../../app/backend';
import { adminErrorText, AdminApiError, type AdminApi } from './admin-api';
import { UNREAD_ANSWER } from '../../../app/api-client';

export const AI_SESSIONS_DASHBOARD_PATH = `/analytics/ai-conversations?limit=${AI_CONVERSATIONS_DASHBOARD_LIMIT}`;

const aiSessionsOf = (body: unknown) => recordsUnder<AiConversationItem>(body, 'conversations');

function failedBody(error: unknown): unknown {
  if (error instanceof AdminApiError || error instanceof UnreadableAnswerError) return error.body;
  return undefined;
}

function rawAnswer<T>(label: string, paths: readonly string[], outcome: PromiseSettledResult<{ path: string; body: unknown; value: T }>): RawAnswer {
  if (outcome.status === 'fulfilled') return { label, path: outcome.value.path, ok: true, body: outcome.value.body, error: null };
  const path = outcome.reason instanceof UnreadableAnswerError ? outcome.reason.path : paths[0]!;
  return { label, path, ok: false, body: failedBody(outcome.reason), error: adminErrorText(outcome.reason) };
}

/**
 * A load where nothing answered fails in the words the lists use ("The server could not be
 * reached …"), not fetch's own "Failed to fetch". An HTTP error or an unreadable answer keeps its
 * type: the machine tells from it that the server did answer.
 */
function loadFailure(error: unknown): unknown {
  if (error instanceof AdminApiError || error instanceof UnreadableAnswerError) return error;
  return new Error(adminErrorText(error), { cause: error });
}

/**
 * The dashboard's own data (admin spec §7): the stats, the conversation list (with its fallbacks)
 * and the AI guide sessions (limit 500), asked at once. Whatever answered is shown; the load fails
 * only when nothing did, or when no backend answers its health probe.
 */
export async function loadDashboard(api: AdminApi, signal: AbortSignal): Promise<DashboardData> {
  let selection = await backendSelection();
  // The probe at page load may have met a backend that was restarting; ask once more.
  if (!selection.reachable) selection = await selectBackend();
  if (!selection.reachable) throw new BackendUnreachableError(selection.base);

  // Each answer is read by the spec's tolerant readers (statsOf, conversationListOf, recordsUnder),
  // which try the next path on an answer they cannot read: they are this load's response check.
  const get = (path: string) => api.get(path, UNREAD_ANSWER, signal);
  const conversationPaths = conversationsPaths();
  const [stats, conversations, aiSessions] = await Promise.allSettled([
    firstReadable(STATS_PATHS, get, statsOf),
    firstReadable(conversationPaths, get, conversationListOf),
    firstReadable([AI_SESSIONS_DASHBOARD_PATH], get, aiSessionsOf),
  ]);
  const outcomes = [conversations, stats, aiSessions];
  const failed = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason as unknown] : []));
  if (failed.length === outcomes.length) throw loadFailure(failed[0]);

  return {
    backend: selection.base,
    stats: stats.status === 'fulfilled' ? stats.value.value : null,
    conversations: conversations.status === 'fulfilled' ? conversations.value.value : null,
    aiSessions: aiSessions.status === 'fulfilled' ? aiSessions.value.value : null,
    raw: [
      rawAnswer('Stats', STATS_PATHS, stats),
      rawAnswer('Conversations', conversationPaths, conversations),
      rawAnswer('AI guide sessions', [AI_SESSIONS_DASHBOARD_PATH], aiSessions),
    ],
    failures: failed.map(adminErrorText),
  };
}
