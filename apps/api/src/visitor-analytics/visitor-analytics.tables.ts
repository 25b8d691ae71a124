import type { DeviceType } from '@intake/contracts';

/** One row per analytics session: the admin visitor panel (GET /analytics/sessions). */
export interface VisitorSessionsTable {
  session_id: string;
  /** Kept only while the visitor's latest event carried consent. */
  ip: string | null;
  city: string | null;
  region: string | null;
  country_code: string | null;
  device_type: DeviceType;
  user_agent: string | null;
  /** The first entry's attribution: utm_source, else the external referrer's host, else 'direct'. */
  source: string;
  landing_page: string | null;
  consent: boolean;
  first_seen: Date;
  last_seen: Date;
  pageviews: number;
  engaged_ms: number;
  incomplete_forms: number;
}

/** One row per page view: summary and timeseries. */
export interface VisitorPageviewsTable {
  event_id: string;
  session_id: string;
  page_path: string;
  /** Set on page views that enter the site; null for in-site navigation. */
  source: string | null;
  viewed_at: Date;
}

export interface VisitorAnalyticsTables {
  visitor_sessions: VisitorSessionsTable;
  visitor_pageviews: VisitorPageviewsTable;
}

/** Counters of the visitor rollups (migration 0020; dims in visitor-rollups.ts). */
export interface VisitorRollupsTable {
  dim: string;
  scope: string;
  grain: 'h' | 'd';
  bucket: Date;
  value: string;
  /** bigint: pg returns it as a string. */
  n: string | number | bigint;
}

/** The rollup projector's state per analytics session (RollupSession). */
export interface VisitorRollupSessionsTable {
  session_id: string;
  ip: string | null;
  country_code: string | null;
  location: string;
  first_at: Date;
  last_at: Date;
  last_page: string;
  pageviews: number;
}

export interface VisitorRollupTables {
  visitor_rollups: VisitorRollupsTable;
  visitor_rollup_sessions: VisitorRollupSessionsTable;
}
