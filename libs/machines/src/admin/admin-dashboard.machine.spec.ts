import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import {
  adminDashboardMachine,
  BackendUnreachableError,
  DASHBOARD_LOAD_TIMEOUT_MS,
  isFirstLoad,
  isLoading,
  type DashboardData,
} from './admin-dashboard.machine.js';

const data = (failures: string[] = []): DashboardData => ({ backend: 'http://api.test', stats: null, conversations: [], aiSessions: [], raw: [], failures });

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Each load waits until the test settles it. */
function start() {
  const pending: { resolve(value: DashboardData): void; reject(error: unknown): void; signal: AbortSignal }[] = [];
  const clock = new SimulatedClock();
  const machine = adminDashboardMachine.provide({
    actors: {
      load: fromPromise<DashboardData>(({ signal }) => new Promise((resolve, reject) => pending.push({ resolve, reject, signal }))),
    },
  });
  const actor = createActor(machine, { clock });
  actor.start();
  return { actor, clock, pending };
}

describe('admin dashboard load (admin spec §4)', () => {
  it('is loading and checking, then loaded and connected', async () => {
    const { actor, pending } = start();
    expect(actor.getSnapshot().context).toMatchObject({ connection: 'checking', loads: 1, timedOut: false });
    expect(isFirstLoad(actor.getSnapshot())).toBe(true);
    pending[0]!.resolve(data());
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(actor.getSnapshot().context).toMatchObject({ connection: 'connected', error: null, data: data() });
    expect(isLoading(actor.getSnapshot())).toBe(false);
  });

  it('shows itself after 15 s with the time-out message, and takes the data when it comes', async () => {
    const { actor, clock, pending } = start();
    clock.increment(DASHBOARD_LOAD_TIMEOUT_MS - 1);
    expect(actor.getSnapshot().context.timedOut).toBe(false);
    clock.increment(1);
    expect(actor.getSnapshot().matches({ loading: 'late' })).toBe(true);
    expect(actor.getSnapshot().context.timedOut).toBe(true);
    expect(isFirstLoad(actor.getSnapshot())).toBe(false);
    pending[0]!.resolve(data());
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(actor.getSnapshot().context).toMatchObject({ timedOut: false, connection: 'connected', data: data() });
  });

  it('says the backend is unreachable, or what failed to load', async () => {
    const unreachable = start();
    unreachable.pending[0]!.reject(new BackendUnreachableError('http://a.test'));
    await waitFor(unreachable.actor, (s) => s.matches('loaded'));
    expect(unreachable.actor.getSnapshot().context).toMatchObject({ connection: 'failed', error: 'Failed to connect to any backend server', data: null });

    const serverError = start();
    serverError.pending[0]!.reject(new HttpError(500, 'API Error 500: {"detail":"boom"}'));
    await waitFor(serverError.actor, (s) => s.matches('loaded'));
    expect(serverError.actor.getSnapshot().context).toMatchObject({ connection: 'connected', error: 'Failed to load data: API Error 500: {"detail":"boom"}' });

    const network = start();
    network.pending[0]!.reject(new TypeError('Failed to fetch'));
    await waitFor(network.actor, (s) => s.matches('loaded'));
    expect(network.actor.getSnapshot().context).toMatchObject({ connection: 'failed', error: 'Failed to load data: Failed to fetch' });
  });

  it('keeps partial data and names the calls that failed', async () => {
    const { actor, pending } = start();
    pending[0]!.resolve(data(['API Error 500: stats down']));
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(actor.getSnapshot().context).toMatchObject({ connection: 'connected', error: 'Failed to load data: API Error 500: stats down' });
  });

  it('refreshes: loading again with the old data on screen, then the new data and no error', async () => {
    const { actor, pending } = start();
    pending[0]!.resolve(data(['API Error 500: x']));
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'REFRESH' });
    expect(actor.getSnapshot().context).toMatchObject({ loads: 2, connection: 'checking' });
    expect(isLoading(actor.getSnapshot())).toBe(true);
    expect(isFirstLoad(actor.getSnapshot())).toBe(false);
    pending[1]!.resolve(data());
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(actor.getSnapshot().context).toMatchObject({ loads: 2, error: null });
  });

  it('ignores Refresh during the first 15 s, and starts over when asked after the time-out', () => {
    const { actor, clock, pending } = start();
    actor.send({ type: 'REFRESH' });
    expect(pending).toHaveLength(1);
    clock.increment(DASHBOARD_LOAD_TIMEOUT_MS);
    actor.send({ type: 'REFRESH' });
    expect(pending).toHaveLength(2);
    expect(pending[0]!.signal.aborted).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ loads: 2, timedOut: false });
    expect(actor.getSnapshot().matches({ loading: 'waiting' })).toBe(true);
  });
});
