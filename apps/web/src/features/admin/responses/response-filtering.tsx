import { NO_RESPONSE_FILTER, responseFilterQuery, type ResponseChannel, type ResponseFilter } from '@intake/contracts';
import { useState, type ReactNode } from 'react';
import type { AdminApi } from '../dashboard/admin-api';
import { ResponseFilterBar } from './response-filter-bar';
import { useResponseTags } from './response-tags';
import './response-summary.css';

/**
 * A response list's filter by tag and answer (issue 35): the list's path with the filter's query
 * (the server filters, so "Show N more" and Export CSV follow it), and the bar that sets it.
 */
export function useResponseFiltering(
  api: AdminApi,
  channel: ResponseChannel,
  basePath: string,
  refreshKey: number,
): { path: string; active: boolean; bar: ReactNode } {
  const [filter, setFilter] = useState<ResponseFilter>(NO_RESPONSE_FILTER);
  const tags = useResponseTags(api, channel, refreshKey);
  const query = responseFilterQuery(filter);
  return {
    path: query ? `${basePath}&${query}` : basePath,
    active: query !== '',
    bar: <ResponseFilterBar channel={channel} filter={filter} onChange={setFilter} tags={tags.known} summaryLink />,
  };
}
