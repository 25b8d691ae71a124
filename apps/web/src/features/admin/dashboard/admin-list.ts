import type { ResponseCheck } from '../../../app/api-client';
import type { AdminApi } from './admin-api';

/** One admin list as loaded so far: the records and the total the server counts, if it says. */
export interface AdminList<T> {
  items: T[];
  total: number | null;
}

/** An admin list's answer: `{success, <key>: [...], total}`. */
type ListAnswer<K extends string, T> = { [key in K]: T[] } & { total?: number | null };

/**
 * The loaders of one admin list for `useRemote`, each answer checked against the list's response
 * schema (an answer off it is 'Invalid response format', admin spec §8): `first` asks `path`
 * exactly as the spec calls it; `next` asks `&offset=<loaded>` and appends, so staff can go
 * beyond 100.
 */
export function adminList<K extends string, T>(api: AdminApi, path: string, key: K, check: ResponseCheck<ListAnswer<K, T>>) {
  const page = (answer: ListAnswer<K, T>) => ({ items: answer[key], total: typeof answer.total === 'number' ? answer.total : null });
  return {
    first: async (signal: AbortSignal): Promise<AdminList<T>> => page(await api.get(path, check, signal)),
    next: async (list: AdminList<T>, signal: AbortSignal): Promise<AdminList<T>> => {
      const more = page(await api.get(`${path}&offset=${list.items.length}`, check, signal));
      return { items: [...list.items, ...more.items], total: more.total ?? list.total };
    },
  };
}
