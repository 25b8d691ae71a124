import type { WorkUsSessionMetadata } from '@intake/contracts';
import type { WorkWithUsContext } from './work-with-us.types.js';

/**
 * What the browser tells about the visit when the form opens (visitor spec §3 "Work Us session
 * metadata"); the rest of the record is the form's own (times, device type, source, duration).
 */
export type WorkUsSessionFacts = Omit<
  WorkUsSessionMetadata,
  'start_time' | 'end_time' | 'submission_type' | 'device_type' | 'referral_source' | 'total_session_duration'
>;

/** Where the page could not say (tests, a browser without those APIs). */
export const UNKNOWN_SESSION_FACTS: WorkUsSessionFacts = {
  session_id: null,
  user_agent: null,
  timezone: null,
  language: null,
  locale: null,
  screen_resolution: null,
  viewport_size: null,
  browser: { name: null, version: null },
  os: { name: null, version: null },
  page_load_time_ms: null,
  connection_type: null,
  referral_page: null,
};

/** The session metadata as it stands when the visitor submits at `now`. */
export function buildSessionMetadata(context: WorkWithUsContext, now: number): WorkUsSessionMetadata {
  return {
    ...context.sessionFacts,
    start_time: new Date(context.startedAt).toISOString(),
    end_time: new Date(now).toISOString(),
    submission_type: 'work-with-us',
    device_type: context.deviceType,
    referral_source: context.submissionSource,
    total_session_duration: sessionSeconds(context, now),
  };
}

export function sessionSeconds(context: Pick<WorkWithUsContext, 'startedAt'>, now: number): number {
  return Math.max(0, Math.round((now - context.startedAt) / 1000));
}
