import { recordsUnder } from '@intake/machines';
import type { AdminApi } from './admin-api';

/** One admin list as loaded so far: the records and the total the server counts, if it says. */
export interface AdminList<T> {
  items: T[];
  total: number | null;
}

/** Said when the answer has no list under its key (admin spec §8's words). */
export const INVALID_LIST_TEXT = 'Invalid response format';

const totalOf = (body: unknown): number | null => {
  const total = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)['total'] : undefined;
  return typeof total === 'number' && Number.isFinite(total) ? total : null;
};

/**
 * The loaders of one admin list (`{success, <key>: [...], total}`) for `useRemote`: `first` asks
 * `path` exactly as the spec calls it; `next` asks `&offset=<loaded>` and appends, so staff can go
 * beyond 100.
 */
export function adminList<T>(api: AdminApi, path: string, key: string) {
  return {
    first: async (signal: AbortSignal): Promise<AdminList<T>> => {
      const body = await api.get(path, signal);
      const items = recordsUnder<T>(body, key);
      if (items === null) throw new Error(INVALID_LIST_TEXT);
      return { items, total: totalOf(body) };
    },
    next: async (list: AdminList<T>, signal: AbortSignal): Promise<AdminList<T>> => {
      const body = await api.get(`${path}&offset=${list.items.length}`, signal);
      return { items: [...list.items, ...(recordsUnder<T>(body, key) ?? [])], total: totalOf(body) ?? list.total };
    },
  };
}
