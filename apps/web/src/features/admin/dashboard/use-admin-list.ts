import { recordsUnder } from '@intake/machines';
import { useCallback, useEffect, useRef, useState } from 'react';
import { logger } from '../../../app/logger';
import { adminErrorText, type AdminApi } from './admin-api';

export type AdminListState<T> =
  | { status: 'loading' }
  | { status: 'loaded'; items: T[]; total: number | null; more: 'idle' | 'loading' | 'failed' }
  | { status: 'failed'; message: string };

const totalOf = (body: unknown): number | null => {
  const total = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)['total'] : undefined;
  return typeof total === 'number' && Number.isFinite(total) ? total : null;
};

/**
 * One admin list (`{success, <key>: [...], total}`) fetched on mount, on Retry and whenever the
 * dashboard's Refresh bumps `refreshKey`. The first page is `path` exactly as the spec calls it;
 * `loadMore` fetches the next page (`&offset=<loaded>`) and appends it, so staff can go beyond 100.
 */
export function useAdminList<T>(api: AdminApi, path: string, key: string, refreshKey: number): [AdminListState<T>, () => void, () => void] {
  const [state, setState] = useState<AdminListState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const current = useRef<{ controller: AbortController } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    current.current = { controller };
    setState({ status: 'loading' });
    api.get(path, controller.signal).then(
      (body) => {
        if (controller.signal.aborted) return;
        const items = recordsUnder<T>(body, key);
        if (items === null) setState({ status: 'failed', message: 'Invalid response format' });
        else setState({ status: 'loaded', items, total: totalOf(body), more: 'idle' });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        logger.warn(`admin list ${path} failed`, error);
        setState({ status: 'failed', message: adminErrorText(error) });
      },
    );
    return () => controller.abort();
  }, [api, path, key, refreshKey, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const loadMore = useCallback(() => {
    if (state.status !== 'loaded' || state.more === 'loading') return;
    const signal = current.current?.controller.signal;
    const loaded = state.items;
    setState({ ...state, more: 'loading' });
    api.get(`${path}&offset=${loaded.length}`, signal).then(
      (body) => {
        if (signal?.aborted) return;
        const items = recordsUnder<T>(body, key) ?? [];
        setState({ status: 'loaded', items: [...loaded, ...items], total: totalOf(body) ?? state.total, more: 'idle' });
      },
      (error: unknown) => {
        if (signal?.aborted) return;
        logger.warn(`admin list ${path} next page failed`, error);
        setState({ ...state, more: 'failed' });
      },
    );
  }, [api, path, key, state]);
  return [state, retry, loadMore];
}
