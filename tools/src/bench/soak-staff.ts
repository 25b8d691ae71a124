import { setTimeout as delay } from 'node:timers/promises';
import { SoakOver, type SoakHttp } from './soak-http.js';
import { seededRandom } from './soak-visitors.js';

export const SOAK_ADMIN = { username: 'soak-admin', password: 'soak admin password 28', project_name: 'innovation-intake' };

/** Admin sessions signed in and response pages opened, for the report. */
export interface StaffTally {
  signIns: number;
  responsesOpened: number;
  filesDownloaded: number;
}

const CHANNELS = [
  { channel: 'work-with-us', list: '/analytics/work-with-us?limit=100', key: 'submissions', id: 'submission_id' },
  { channel: 'questionnaire', list: '/analytics/forms?limit=100', key: 'submissions', id: 'session_id' },
  { channel: 'chat', list: '/analytics/ai-conversations?limit=100', key: 'conversations', id: 'session_id' },
] as const;

/** from/to/tz of the last `days` local days in London, today included (the Traffic section's query). */
function londonDays(days: number): string {
  const day = (t: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(t));
  const to = day(Date.now());
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  return `from=${from}&to=${to}&tz=Europe%2FLondon`;
}

/**
 * One member of staff at the admin dashboard until the soak is over: signs in, reads the
 * dashboard (its calls in parallel, as the page makes them), goes through each channel's list and
 * opens responses and their files, looks at the Analytics tab, reads for a while between pages,
 * and signs out and in again every few rounds (a new working session).
 */
export async function staffLoop(http: SoakHttp, index: number, signal: AbortSignal, tally: StaffTally): Promise<void> {
  const random = seededRandom(9_000 + index);
  // Staff sit at their own office address.
  const address = { 'x-forwarded-for': `81.2.69.${160 + index}` };
  const think = async (min: number, max: number) => {
    try {
      await delay((min + random() * (max - min)) * 1000, undefined, { signal });
    } catch {
      throw new SoakOver();
    }
  };
  let auth: Record<string, string> = {};
  const get = (routeClass: string, path: string) => http.request({ routeClass, method: 'GET', path, headers: { ...address, ...auth } });
  const body = <T>(answer: { body: unknown } | undefined) => answer?.body as T | undefined;
  try {
    for (let round = 0; !signal.aborted; round++) {
      if (round % 4 === 0) {
        if (auth.authorization)
          await http.request({ routeClass: 'admin sign-in', method: 'POST', path: '/api/admin/logout', headers: { ...address, ...auth } });
        await get('page', '/admin');
        await think(2, 5);
        const signedIn = body<{ access_token?: string }>(
          await http.request({ routeClass: 'admin sign-in', method: 'POST', path: '/api/login', json: SOAK_ADMIN, headers: address }),
        );
        if (!signedIn?.access_token) {
          await think(10, 20);
          continue;
        }
        auth = { authorization: `Bearer ${signedIn.access_token}` };
        tally.signIns++;
      }
      await Promise.all([
        get('admin lists', '/stats'),
        get('admin lists', '/conversations?limit=1000&offset=0'),
        get('admin lists', '/analytics/ai-conversations?limit=500'),
        get('admin lists', '/api/admin/responses/new-count'),
      ]);
      await think(5, 15);
      for (const c of CHANNELS) {
        const [list] = await Promise.all([get('admin lists', c.list), get('admin lists', `/api/admin/responses/reviews?channel=${c.channel}`)]);
        const items = body<Record<string, { [k: string]: unknown }[]>>(list)?.[c.key] ?? [];
        await think(3, 10);
        for (let i = 0; i < 2 && items.length > 0; i++) {
          const id = String(items[Math.floor(random() * Math.min(items.length, 20))]![c.id]);
          const detail = body<{ files?: { file_id: string }[] }>(await get('admin response', `/api/admin/responses/${c.channel}/${encodeURIComponent(id)}`));
          tally.responsesOpened++;
          await think(5, 15);
          const file = detail?.files?.[0];
          if (file) {
            const link = body<{ download_url?: string }>(
              await get('admin response', `/api/admin/responses/${c.channel}/${encodeURIComponent(id)}/files/${file.file_id}`),
            );
            if (link?.download_url) {
              const url = new URL(link.download_url, http.url);
              if (await get('admin file', `${url.pathname}${url.search}`)) tally.filesDownloaded++;
            }
            await think(3, 8);
          }
        }
      }
      await Promise.all([
        get('admin analytics', '/analytics/sessions?timeRange=24h&limit=0'),
        get('admin analytics', '/analytics/summary?days=30'),
        get('admin analytics', '/analytics/timeseries?days=30&granularity=both'),
        get('admin analytics', `/analytics/traffic?${londonDays(7)}&compare=previous`),
        get('admin analytics', '/analytics/realtime'),
        get('admin analytics', `/analytics/funnels?${londonDays(30)}`),
      ]);
      await think(10, 25);
    }
  } catch (err) {
    if (!(err instanceof SoakOver)) throw err;
  }
}
