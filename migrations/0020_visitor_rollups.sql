-- Visitor analytics rollups (docs/visitor-analytics.md "Rollups"): the admin figures read these,
-- never one row per page view, so a call reads a bounded number of rows whatever the traffic.
-- Projector `visitor-rollups`; `npm run replay` rebuilds both tables.

-- One counter per (dimension, scope, grain, bucket, value). grain 'h' = the UTC hour starting at
-- bucket, 'd' = the UTC day starting at bucket; every count is kept at both grains, so a range is
-- read as whole days plus at most 47 edge hours. scope '' = all countries, else the figure is
-- limited to visits placed in that country (the visitor panel's country filter).
--   page-view counts (by the page view's time; only ever grow):
--     pv (value ''), start (sessions begun, ''), entry (entries by source), page, entry_page,
--     country, device, browser, os, utm_source, utm_medium, utm_campaign
--   session counts (by the time of the session's latest page view; a session moves between
--   buckets as it goes on, so each session is counted once in any range that ends now):
--     sess (''), sess_country, sess_loc (location label), sess_ip (consented address), exit_page
--   distinct addresses (consented visitors; by the time of the latest / second latest session):
--     ip1, ip2 (value ''): a range holds sum(ip1) visitors, sum(ip2) of them returning
CREATE TABLE visitor_rollups (
  dim    text NOT NULL,
  scope  text NOT NULL DEFAULT '',
  grain  "char" NOT NULL,
  bucket timestamptz NOT NULL,
  value  text NOT NULL DEFAULT '',
  n      bigint NOT NULL,
  -- n is carried in the key's index so that a range is read by an index-only scan: the rows of a
  -- range are scattered over the heap (written as traffic arrives), and reading them from the heap
  -- cost several times more.
  PRIMARY KEY (dim, scope, grain, bucket, value) INCLUDE (n)
);
-- Top addresses per bucket (candidates of the top-10 IP list) and one address across buckets.
CREATE INDEX visitor_rollups_ip_top_idx ON visitor_rollups (scope, grain, bucket, n DESC) INCLUDE (value) WHERE dim = 'sess_ip';
CREATE INDEX visitor_rollups_ip_value_idx ON visitor_rollups (scope, value, grain, bucket) INCLUDE (n) WHERE dim = 'sess_ip';

-- The projector's own state per analytics session (page views only): where the session is counted
-- and what it is counted under. Not read by any admin call.
CREATE TABLE visitor_rollup_sessions (
  session_id   text PRIMARY KEY,
  ip           text,
  country_code text,
  location     text NOT NULL,
  first_at     timestamptz NOT NULL,
  last_at      timestamptz NOT NULL,
  last_page    text NOT NULL,
  pageviews    integer NOT NULL
);
CREATE INDEX visitor_rollup_sessions_ip_idx ON visitor_rollup_sessions (ip, last_at DESC) WHERE ip IS NOT NULL;
CREATE INDEX visitor_rollup_sessions_ip_country_idx ON visitor_rollup_sessions (ip, country_code, last_at DESC) WHERE ip IS NOT NULL;
