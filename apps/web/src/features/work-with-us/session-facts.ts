import type { WorkUsSessionFacts } from '@intake/machines';
import { referrerPage } from '../../app/analytics/page-paths';
import type { UserAgentDetails } from './user-agent-details';

/** The parts of the browser the facts are read from; tests pass plain objects. */
export interface BrowserEnvironment {
  userAgent?: string | null;
  language?: string | null;
  timeZone?: string | null;
  locale?: string | null;
  screen?: { width?: number; height?: number } | null;
  viewport?: { width?: number; height?: number } | null;
  /** The document's navigation timing (PerformanceNavigationTiming). */
  navigation?: { loadEventEnd?: number; domContentLoadedEventEnd?: number } | null;
  /** navigator.connection.effectiveType where the browser has it (Chromium). */
  connectionType?: string | null;
  referrer?: string | null;
  /** The visitor analytics session id, so the record joins the visit's page views. */
  analyticsSessionId?: string | null;
}

const clip = (value: string | null | undefined, max: number) => (value && value.trim() ? value.trim().slice(0, max) : null);

function size(box: { width?: number; height?: number } | null | undefined): string | null {
  const w = box?.width;
  const h = box?.height;
  if (typeof w !== 'number' || typeof h !== 'number' || !(w > 0) || !(h > 0)) return null;
  return `${Math.round(Math.min(w, 100_000))}x${Math.round(Math.min(h, 100_000))}`;
}

function loadTime(navigation: BrowserEnvironment['navigation']): number | null {
  const end = navigation?.loadEventEnd || navigation?.domContentLoadedEventEnd;
  return typeof end === 'number' && end > 0 ? Math.min(Math.round(end), 24 * 3600 * 1000) : null;
}

/**
 * Visitor spec §3 "Work Us session metadata": what the browser says about the visit, read once
 * when the form opens. Browser and OS come from the user agent through `parseUserAgent` (bowser,
 * see user-agent-details.ts); without it they stay unknown until `withUserAgentDetails` fills them.
 */
export function sessionFactsFrom(env: BrowserEnvironment, parseUserAgent?: (userAgent: string) => UserAgentDetails): WorkUsSessionFacts {
  const ua = clip(env.userAgent, 512);
  const parsed = ua && parseUserAgent ? parseUserAgent(ua) : null;
  return {
    session_id: clip(env.analyticsSessionId, 100),
    user_agent: ua,
    timezone: clip(env.timeZone, 64),
    language: clip(env.language, 64),
    locale: clip(env.locale, 64),
    screen_resolution: size(env.screen),
    viewport_size: size(env.viewport),
    browser: parsed?.browser ?? { name: null, version: null },
    os: parsed?.os ?? { name: null, version: null },
    page_load_time_ms: loadTime(env.navigation),
    connection_type: clip(env.connectionType, 32),
    referral_page: clip(referrerPage(env.referrer), 2000),
  };
}

/** The live browser's environment; every read is guarded, a missing API is an unknown. */
export function currentBrowserEnvironment(analyticsSessionId: string | null): BrowserEnvironment {
  const options = (() => {
    try {
      return Intl.DateTimeFormat().resolvedOptions();
    } catch {
      return null;
    }
  })();
  const navigation = (() => {
    try {
      return (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined) ?? null;
    } catch {
      return null;
    }
  })();
  const connection = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection;
  return {
    userAgent: navigator.userAgent,
    language: navigator.language,
    timeZone: options?.timeZone ?? null,
    locale: options?.locale ?? null,
    screen: { width: window.screen?.width, height: window.screen?.height },
    viewport: { width: window.innerWidth, height: window.innerHeight },
    navigation,
    connectionType: connection?.effectiveType ?? null,
    referrer: document.referrer,
    analyticsSessionId,
  };
}
