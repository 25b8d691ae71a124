import { apiUrl } from '../api-client';
import { backendSelection } from '../backend';
import type { AnalyticsCall, AnalyticsSend } from './visitor-tracker';

export interface BeaconNavigator {
  sendBeacon?: (url: string, data?: BodyInit | null) => boolean;
}

/**
 * One analytics call, now, to the backend in force: a beacon (it outlives the page), else fetch
 * with keepalive. The body goes as text/plain, the one type a beacon can send to another origin
 * without a CORS preflight; the server reads it as JSON. Visitor spec §8: every failure, thrown
 * or rejected, is swallowed.
 */
export function postAnalyticsCall(call: AnalyticsCall, nav: BeaconNavigator | undefined, fetcher: typeof fetch | undefined): void {
  try {
    const url = apiUrl(call.path);
    const body = JSON.stringify(call.body);
    if (typeof nav?.sendBeacon === 'function' && nav.sendBeacon(url, body)) return;
    if (typeof fetcher !== 'function') return;
    void fetcher(url, {
      method: 'POST',
      body,
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    }).catch(() => undefined);
  } catch {
    // Analytics never disturbs the visit.
  }
}

const browserNavigator = (): BeaconNavigator | undefined => (typeof navigator === 'undefined' ? undefined : navigator);
const browserFetch = (): typeof fetch | undefined => (typeof fetch === 'function' ? fetch.bind(globalThis) : undefined);

/**
 * Calls wait for the start-up backend probe like every other call, and keep their order (a page
 * view before its page_unload). A call made while the page is going away cannot wait: it goes now
 * to the backend in force (after the first second or so, the probed one; before, the page's own
 * origin, which is where the product ships its API), and so do the calls still waiting before it,
 * in order: a visitor who leaves before the probe answers still counts as a visit.
 */
export function createAnalyticsSender(selection: () => Promise<unknown>, post: (call: AnalyticsCall) => void): AnalyticsSend {
  // A call is in `waiting` until it is posted: by its turn after the probe, or by a leave.
  const waiting: AnalyticsCall[] = [];
  let queue: Promise<void> = Promise.resolve();
  return (call, { leaving }) => {
    if (leaving) {
      for (const early of waiting.splice(0)) post(early);
      post(call);
      return;
    }
    waiting.push(call);
    queue = queue
      .then(() => selection())
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        const at = waiting.indexOf(call);
        if (at < 0) return;
        waiting.splice(at, 1);
        post(call);
      });
  };
}

export const sendAnalytics: AnalyticsSend = createAnalyticsSender(backendSelection, (call) => postAnalyticsCall(call, browserNavigator(), browserFetch()));
