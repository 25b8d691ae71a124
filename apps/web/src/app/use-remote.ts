import { useCallback, useEffect, useRef, useState } from 'react';
import { logger } from './logger';

/** A loaded value: `more` is the state of the next page of a paged list (`idle` for anything else). */
export type Remote<T> = { status: 'loading' } | { status: 'ready'; data: T; more: 'idle' | 'loading' | 'failed' } | { status: 'error'; error: unknown };

export interface RemoteOptions<T> {
  /** Fetches what follows `data` (a list's next page) and returns both together. */
  more?: (data: T, signal: AbortSignal) => Promise<T>;
  /** Names the call in the console when it fails; without it failures are only shown. */
  what?: string;
}

/**
 * The one data hook of the web: runs `load` when the inputs change and on retry; a newer run
 * aborts the older one, so a slow answer for an old time range never lands over a newer one.
 * `loadMore` appends a page through `options.more` (the admin lists go beyond their first 100).
 */
export function useRemote<T>(
  load: (signal: AbortSignal) => Promise<T>,
  inputs: readonly unknown[],
  options: RemoteOptions<T> = {},
): { state: Remote<T>; retry: () => void; loadMore: () => void } {
  const [state, setState] = useState<Remote<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const run = useRef<AbortController | null>(null);
  // Read at call time: callers pass fresh functions each render, and they need not be stable.
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    const controller = new AbortController();
    run.current = controller;
    setState({ status: 'loading' });
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- `load` is a new function each render; `inputs` name what it depends on
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data, more: 'idle' });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const { what } = latest.current;
        if (what) logger.warn(`${what} failed`, error);
        setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- the caller's inputs, spread: their number is fixed per call site
  }, [...inputs, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const loadMore = useCallback(() => {
    const { more, what } = latest.current;
    const signal = run.current?.signal;
    if (!more || !signal || state.status !== 'ready' || state.more === 'loading') return;
    const loaded = state.data;
    setState({ status: 'ready', data: loaded, more: 'loading' });
    more(loaded, signal).then(
      (data) => {
        if (!signal.aborted) setState({ status: 'ready', data, more: 'idle' });
      },
      (error: unknown) => {
        if (signal.aborted) return;
        if (what) logger.warn(`${what}: next page failed`, error);
        setState({ status: 'ready', data: loaded, more: 'failed' });
      },
    );
  }, [state]);
  return { state, retry, loadMore };
}
