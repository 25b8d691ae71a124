export type ToastType = 'blank' | 'success' | 'error' | 'loading' | 'custom';
export type ToastDurations = Readonly<Record<ToastType, number>>;

/** Visitor spec §9: how long each kind of toast stays on the public site. */
export const TOAST_DURATION_MS: ToastDurations = {
  blank: 4_000,
  error: 4_000,
  custom: 4_000,
  success: 2_000,
  // A loading toast stays until the work it announces ends and replaces or dismisses it.
  loading: Number.POSITIVE_INFINITY,
};

/**
 * Admin spec §9: 4 s by default, success 3 s, error 5 s. The two specs disagree, so each side
 * keeps its own (docs/admin-dashboard.md): an admin reads an error for a second longer.
 */
export const ADMIN_TOAST_DURATION_MS: ToastDurations = { ...TOAST_DURATION_MS, success: 3_000, error: 5_000 };

/** The admin routes (/admin, /admin/login, /admin/dashboard) take the admin durations. */
export function toastDurationsFor(pathname: string): ToastDurations {
  return /^\/admin(\/|$)/.test(pathname) ? ADMIN_TOAST_DURATION_MS : TOAST_DURATION_MS;
}

/** The route the page is on when a toast is shown (the public site's outside a browser). */
const currentDurations = (): ToastDurations => toastDurationsFor(typeof window === 'undefined' ? '/' : window.location.pathname);

/** Visitor spec §9: how many toasts can be on screen at once. */
export const TOAST_LIMIT = 20;

export interface Toast {
  id: string;
  type: ToastType;
  message: string;
  duration: number;
}

export interface ToastOptions {
  /** Reusing an id replaces that toast (a loading toast turning into success or error). */
  id?: string;
  duration?: number;
}

export interface ToastTimers {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const realTimers: ToastTimers = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface ToastStore {
  show(type: ToastType, message: string, options?: ToastOptions): string;
  dismiss(id?: string): void;
  getSnapshot(): readonly Toast[];
  subscribe(listener: () => void): () => void;
}

/**
 * Newest last. Past the limit the oldest toasts go first, so a burst of messages never buries the
 * latest one. The snapshot is a new array on every change (useSyncExternalStore compares by identity).
 */
export function createToastStore(timers: ToastTimers = realTimers, durations: () => ToastDurations = currentDurations): ToastStore {
  let toasts: readonly Toast[] = [];
  let serial = 0;
  const expiries = new Map<string, unknown>();
  const listeners = new Set<() => void>();

  const emit = () => listeners.forEach((listener) => listener());

  const stopTimer = (id: string) => {
    if (!expiries.has(id)) return;
    timers.clear(expiries.get(id));
    expiries.delete(id);
  };

  const dismiss = (id?: string) => {
    const leaving = id === undefined ? toasts : toasts.filter((t) => t.id === id);
    if (leaving.length === 0) return;
    leaving.forEach((t) => stopTimer(t.id));
    toasts = id === undefined ? [] : toasts.filter((t) => t.id !== id);
    emit();
  };

  const show = (type: ToastType, message: string, options: ToastOptions = {}) => {
    const id = options.id ?? `toast-${++serial}`;
    const duration = options.duration ?? durations()[type];
    const next: Toast = { id, type, message, duration };
    stopTimer(id);
    const existing = toasts.findIndex((t) => t.id === id);
    const updated = existing >= 0 ? toasts.map((t, i) => (i === existing ? next : t)) : [...toasts, next];
    const overflow = updated.slice(0, Math.max(0, updated.length - TOAST_LIMIT));
    overflow.forEach((t) => stopTimer(t.id));
    toasts = updated.slice(overflow.length);
    if (Number.isFinite(duration))
      expiries.set(
        id,
        timers.set(() => dismiss(id), duration),
      );
    emit();
    return id;
  };

  return {
    show,
    dismiss,
    getSnapshot: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const toastStore = createToastStore();

type ShowOfType = (message: string, options?: ToastOptions) => string;

/** `toast('Saved')`, `toast.error(...)`, `toast.loading(...)` then `toast.success(..., { id })`. */
export const toast: ShowOfType & Record<Exclude<ToastType, 'blank'>, ShowOfType> & { dismiss(id?: string): void } = Object.assign(
  (message: string, options?: ToastOptions) => toastStore.show('blank', message, options),
  {
    success: (message: string, options?: ToastOptions) => toastStore.show('success', message, options),
    error: (message: string, options?: ToastOptions) => toastStore.show('error', message, options),
    loading: (message: string, options?: ToastOptions) => toastStore.show('loading', message, options),
    custom: (message: string, options?: ToastOptions) => toastStore.show('custom', message, options),
    dismiss: (id?: string) => toastStore.dismiss(id),
  },
);
