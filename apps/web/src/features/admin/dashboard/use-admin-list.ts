import { recordsUnder } from '@intake/machines';
import { useMemo } from 'react';
import { logger } from '../../../app/logger';
import { useRemote } from '../analytics/use-remote';
import { adminErrorText, type AdminApi } from './admin-api';

export type AdminListState<T> = { status: 'loading' } | { status: 'loaded'; items: T[] } | { status: 'failed'; message: string };

/** A list answer without its `<key>` array (admin spec §8). */
class InvalidListError extends Error {
  constructor() {
    super('Invalid response format');
  }
}

/**
 * One admin list (`{success, <key>: [...]}`) fetched on mount, on Retry and whenever the
 * dashboard's Refresh bumps `refreshKey`: useRemote's loading, abort and retry, with the list
 * picked out of the answer and failures worded for the tab.
 */
export function useAdminList<T>(api: AdminApi, path: string, key: string, refreshKey: number): [AdminListState<T>, () => void] {
  const { state, retry } = useRemote(async (signal) => {
    const body = await api.get(path, signal).catch((error: unknown) => {
      if (!signal.aborted) logger.warn(`admin list ${path} failed`, error);
      throw error;
    });
    const items = recordsUnder<T>(body, key);
    if (items === null) throw new InvalidListError();
    return items;
  }, [api, path, key, refreshKey]);

  const list = useMemo((): AdminListState<T> => {
    if (state.status === 'loading') return state;
    if (state.status === 'ready') return { status: 'loaded', items: state.data };
    return { status: 'failed', message: state.error instanceof InvalidListError ? state.error.message : adminErrorText(state.error) };
  }, [state]);
  return [list, retry];
}
