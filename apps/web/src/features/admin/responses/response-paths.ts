import type { ResponseChannel } from '@intake/contracts';

/** The address of a response's own page (issue 20); staff emails link to these addresses too. */
export const responsePagePath = (channel: ResponseChannel, id: string) => `/admin/responses/${channel}/${encodeURIComponent(id)}`;
