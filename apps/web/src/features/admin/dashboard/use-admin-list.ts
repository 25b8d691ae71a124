import { recordsUnder } from '@intake/machines';
import { useCallback, useEffect, useState } from 'react';
import { logger } from '../../../app/logger';
import { adminErrorText, type AdminApi } from './admin-api';

export type AdminListState<T> = { status: 'loading' } | { status: 'loaded'; items: T[] } | { status: 'failed'; message: string };

/**
 * One admin list (`{success, <key>: [...]}`) fetched on mount, on Retry and whenever the
 * dashboard's Refresh bumps `refreshKey`.
 */
export function useAdminList<T>(api: AdminApi, path: string, key: string, refreshKey: number): [AdminListState<T>, () => void] {
  const [state, setState] = useState<AdminListState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    api.get(path, controller.signal).then(
      (body) => {
        if (controller.signal.aborted) return;
        const items = recordsUnder<T>(body, key);
        if (items === null) setState({ status: 'failed', message: 'Invalid response format' });
        else setState({ status: 'loaded', items });
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
  return [state, retry];
}
