import { ADMIN_TOAST_DURATION_MS, createToastStore, TOAST_DURATION_MS, TOAST_LIMIT, toastDurationsFor, type ToastTimers } from './toast-store';

/** Timers driven by hand: `advance(ms)` fires whatever is due. */
function manualTimers() {
  let now = 0;
  let handle = 0;
  const pending = new Map<number, { at: number; callback: () => void }>();
  const timers: ToastTimers = {
    set: (callback, ms) => {
      pending.set(++handle, { at: now + ms, callback });
      return handle;
    },
    clear: (h) => pending.delete(h as number),
  };
  const advance = (ms: number) => {
    now += ms;
    for (const [h, t] of [...pending].sort((a, b) => a[1].at - b[1].at)) {
      if (t.at <= now) {
        pending.delete(h);
        t.callback();
      }
    }
  };
  return { timers, advance, pendingCount: () => pending.size };
}

describe('toast store', () => {
  it('uses the spec durations: 4 s blank, error and custom, 2 s success, loading until replaced', () => {
    expect(TOAST_DURATION_MS).toEqual({ blank: 4000, error: 4000, custom: 4000, success: 2000, loading: Number.POSITIVE_INFINITY });
    expect(TOAST_LIMIT).toBe(20);
  });

  it('uses the admin spec durations on the admin routes: 4 s by default, 3 s success, 5 s error', () => {
    expect(ADMIN_TOAST_DURATION_MS).toEqual({ blank: 4000, error: 5000, custom: 4000, success: 3000, loading: Number.POSITIVE_INFINITY });
    for (const path of ['/admin', '/admin/', '/admin/login', '/admin/dashboard'])
      expect([path, toastDurationsFor(path)]).toEqual([path, ADMIN_TOAST_DURATION_MS]);
    for (const path of ['/', '/chat', '/form', '/work-with-us', '/administration', '/about/admin'])
      expect([path, toastDurationsFor(path)]).toEqual([path, TOAST_DURATION_MS]);
  });

  it('times each toast by the route the page is on when it is shown', () => {
    const { timers, advance } = manualTimers();
    let path = '/admin/login';
    const store = createToastStore(timers, () => toastDurationsFor(path));
    store.show('success', 'Signed in');
    store.show('error', 'Session expired');
    path = '/chat';
    store.show('error', 'Upload failed');
    expect(store.getSnapshot().map((t) => [t.message, t.duration])).toEqual([
      ['Signed in', 3000],
      ['Session expired', 5000],
      ['Upload failed', 4000],
    ]);
    advance(4000);
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['Session expired']);
    advance(1000);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('removes each toast when its duration ends', () => {
    const { timers, advance } = manualTimers();
    const store = createToastStore(timers);
    store.show('success', 'Saved');
    store.show('blank', 'Hello');
    store.show('error', 'Failed');
    store.show('custom', 'Custom');
    store.show('loading', 'Working');
    advance(1999);
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['Saved', 'Hello', 'Failed', 'Custom', 'Working']);
    advance(1);
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['Hello', 'Failed', 'Custom', 'Working']);
    advance(2000);
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['Working']);
    advance(3_600_000);
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['Working']);
  });

  it('keeps at most 20, dropping the oldest first and forgetting their timers', () => {
    const { timers, pendingCount } = manualTimers();
    const store = createToastStore(timers);
    for (let i = 1; i <= 25; i++) store.show('blank', `#${i}`);
    const shown = store.getSnapshot();
    expect(shown).toHaveLength(20);
    expect(shown[0]!.message).toBe('#6');
    expect(shown[19]!.message).toBe('#25');
    expect(pendingCount()).toBe(20);
  });

  it('replaces a toast shown again with the same id and restarts its timer', () => {
    const { timers, advance } = manualTimers();
    const store = createToastStore(timers);
    const id = store.show('loading', 'Uploading');
    advance(10_000);
    store.show('success', 'Uploaded', { id });
    expect(store.getSnapshot()).toEqual([{ id, type: 'success', message: 'Uploaded', duration: 2000 }]);
    advance(2000);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('dismisses one toast or all, and tells subscribers about every change', () => {
    const { timers, pendingCount } = manualTimers();
    const store = createToastStore(timers);
    const changes: number[] = [];
    const unsubscribe = store.subscribe(() => changes.push(store.getSnapshot().length));
    const a = store.show('blank', 'a');
    store.show('error', 'b');
    store.show('blank', 'c', { duration: 10 });
    store.dismiss(a);
    store.dismiss('unknown');
    store.dismiss();
    unsubscribe();
    store.show('blank', 'after');
    expect(changes).toEqual([1, 2, 3, 2, 0]);
    expect(pendingCount()).toBe(1);
  });
});
