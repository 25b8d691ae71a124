import type { AiConversationItem, Conversation, Stats } from '@intake/contracts';
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { DASHBOARD_MESSAGES } from './admin-dashboard.messages.js';
import { statusOf } from './dashboard-data.js';

/** Admin spec §4 and §9: after this long the dashboard shows itself with what it has. */
export const DASHBOARD_LOAD_TIMEOUT_MS = 15_000;

/** Admin spec §4: the backend connection as the dashboard header shows it. */
export type DashboardConnection = 'checking' | 'connected' | 'failed';

/** One call of the load, kept as it came for the Raw Data tab. */
export interface RawAnswer {
  label: string;
  /** The path that answered, or the first one tried when none did. */
  path: string;
  ok: boolean;
  body: unknown;
  error: string | null;
}

export interface DashboardData {
  /** The backend the calls went to. */
  backend: string;
  stats: Stats | null;
  /** Null when the list could not be read at all (as opposed to an empty list). */
  conversations: Conversation[] | null;
  aiSessions: AiConversationItem[] | null;
  raw: RawAnswer[];
  /** The calls that failed, in words ('API Error 500: …'); the rest of the data still shows. */
  failures: string[];
}

/** No candidate backend answered its health probe (admin spec §8). */
export class BackendUnreachableError extends Error {
  override readonly name = 'BackendUnreachableError';

  constructor(readonly base: string) {
    super(DASHBOARD_MESSAGES.noBackend);
  }
}

export interface AdminDashboardContext {
  data: DashboardData | null;
  error: string | null;
  connection: DashboardConnection;
  timedOut: boolean;
  /** Counts load starts; lists with data of their own reload when it changes. */
  loads: number;
}

export type AdminDashboardEvent = { type: 'REFRESH' };

const notProvided = async (): Promise<never> => {
  throw new Error('adminDashboardMachine: the "load" actor was not provided');
};

function failureMessage(error: unknown): string {
  if (error instanceof BackendUnreachableError) return DASHBOARD_MESSAGES.noBackend;
  const message = error instanceof Error && error.message !== '' ? error.message : String(error);
  return DASHBOARD_MESSAGES.loadFailed(message);
}

/**
 * The dashboard's own data (admin spec §4 "Dashboard load"): loading, then loaded; a load still
 * running after 15 s lets the dashboard show with limited functionality and keeps running, so its
 * data appears when it comes. The caller provides `load` (the HTTP calls) and renders the context.
 */
export const adminDashboardMachine = setup({
  types: {} as { context: AdminDashboardContext; events: AdminDashboardEvent },
  actors: { load: fromPromise<DashboardData>(notProvided) },
  delays: { loadTimeout: DASHBOARD_LOAD_TIMEOUT_MS },
}).createMachine({
  id: 'adminDashboard',
  context: { data: null, error: null, connection: 'checking', timedOut: false, loads: 0 },
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ connection: 'checking', timedOut: false, loads: ({ context }) => context.loads + 1 }),
      invoke: {
        src: 'load',
        onDone: {
          target: 'loaded',
          actions: assign(({ event }) => ({
            data: event.output,
            error: event.output.failures.length > 0 ? DASHBOARD_MESSAGES.loadFailed(event.output.failures.join('; ')) : null,
            // Something answered; a load where every call failed arrives as an error instead.
            connection: 'connected' as const,
            timedOut: false,
          })),
        },
        onError: {
          target: 'loaded',
          actions: assign(({ event }) => ({
            error: failureMessage(event.error),
            // An HTTP error still means the server answered.
            connection: statusOf(event.error) === undefined ? ('failed' as const) : ('connected' as const),
            timedOut: false,
          })),
        },
      },
      initial: 'waiting',
      states: {
        waiting: { after: { loadTimeout: 'late' } },
        late: {
          entry: assign({ timedOut: true }),
          // The admin may give up on a slow load and start again.
          on: { REFRESH: { target: '#adminDashboard.loading', reenter: true } },
        },
      },
    },
    loaded: { on: { REFRESH: 'loading' } },
  },
});

export type AdminDashboardSnapshot = SnapshotFrom<typeof adminDashboardMachine>;

/** The first load, before its time-out: the screen shows only that it is loading. */
export function isFirstLoad(snapshot: AdminDashboardSnapshot): boolean {
  return snapshot.matches({ loading: 'waiting' }) && snapshot.context.data === null && snapshot.context.error === null;
}

export function isLoading(snapshot: AdminDashboardSnapshot): boolean {
  return snapshot.matches('loading');
}
