import type { RateLimits } from '@intake/config';
import { SetMetadata } from '@nestjs/common';

/** The budgets of anonymous clients (RATE_LIMIT_* settings); a route names the ones it spends. */
export type BudgetName =
  | 'sessionStarts'
  | 'chatTurns'
  | 'chatTurnsPerSession'
  | 'submissions'
  | 'answers'
  | 'uploads'
  | 'uploadsPerSession'
  | 'beacons'
  | 'emails';

export interface BudgetRule {
  max: number;
  windowMs: number;
  /** Counted per client IP, or per session (or submission) the route is about. */
  per: 'ip' | 'session';
  /** What the 429's detail says ran out. */
  what: string;
}

const MINUTE = 60_000;
const HOUR = 3_600_000;

export function budgetRules(limits: RateLimits): Record<BudgetName, BudgetRule> {
  return {
    sessionStarts: { max: limits.sessionStartsPerMinute, windowMs: MINUTE, per: 'ip', what: 'new sessions from your address' },
    chatTurns: { max: limits.chatTurnsPerMinute, windowMs: MINUTE, per: 'ip', what: 'messages from your address' },
    chatTurnsPerSession: { max: limits.chatTurnsPerSessionPerMinute, windowMs: MINUTE, per: 'session', what: 'messages in this conversation' },
    submissions: { max: limits.submissionsPerMinute, windowMs: MINUTE, per: 'ip', what: 'submissions from your address' },
    answers: { max: limits.answersPerMinute, windowMs: MINUTE, per: 'ip', what: 'answers from your address' },
    uploads: { max: limits.uploadsPerMinute, windowMs: MINUTE, per: 'ip', what: 'uploads from your address' },
    uploadsPerSession: { max: limits.uploadsPerSessionPerHour, windowMs: HOUR, per: 'session', what: 'uploads to this session' },
    beacons: { max: limits.beaconsPerMinute, windowMs: MINUTE, per: 'ip', what: 'tracking calls from your address' },
    emails: { max: limits.emailsPerHour, windowMs: HOUR, per: 'ip', what: 'email requests from your address' },
  };
}

export const BUDGETS_KEY = 'intake:budgets';

/** The budgets a route spends, checked (and counted) before its handler runs. */
export const Budget = (...names: BudgetName[]) => SetMetadata(BUDGETS_KEY, names);
