import { responseTagsChangedSchema, responseTagsListSchema, type ResponseChannel } from '@intake/contracts';
import { useMemo, useState } from 'react';
import { useRemote } from '../../../app/use-remote';
import type { AdminApi } from '../dashboard/admin-api';

/** A channel's tags (issue 35): each tagged response's tags by id, every tag in use; `changed` reloads them. */
export function useResponseTags(api: AdminApi, channel: ResponseChannel, refreshKey: number) {
  const [version, setVersion] = useState(0);
  const { state } = useRemote(
    (signal) => api.get(`/api/admin/responses/tags?channel=${channel}`, responseTagsListSchema, signal),
    [api, channel, refreshKey, version],
  );
  return useMemo(
    () => ({
      byId: new Map<string, string[]>(state.status === 'ready' ? state.data.responses.map((r) => [r.response_id, r.tags]) : []),
      known: state.status === 'ready' ? state.data.tags.map((t) => t.tag) : [],
      changed: () => setVersion((n) => n + 1),
    }),
    [state],
  );
}

const tagsPath = (channel: ResponseChannel, id: string) => `/api/admin/responses/${channel}/${encodeURIComponent(id)}/tags`;

export const addResponseTag = (api: AdminApi, channel: ResponseChannel, id: string, tag: string) =>
  api.post(tagsPath(channel, id), { tag }, responseTagsChangedSchema);

export const removeResponseTag = (api: AdminApi, channel: ResponseChannel, id: string, tag: string) =>
  api.delete(`${tagsPath(channel, id)}/${encodeURIComponent(tag)}`, responseTagsChangedSchema);
