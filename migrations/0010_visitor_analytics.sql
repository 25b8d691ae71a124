-- First-party visitor analytics read models (projections of the visitor-session-<id> streams;
-- docs/visitor-analytics.md). Both are rebuilt by `npm run replay`.

-- One row per analytics session (the id the browser keeps): the admin visitor panel's list.
CREATE TABLE visitor_sessions (
  session_id       text PRIMARY KEY,
  -- Only while the visitor's latest event carried consent; never for events without it.
  ip               text,
  city             text,
  region           text,
  country_code     text,
  device_type      text NOT NULL DEFAULT 'desktop',
  user_agent       text,
  -- The first entry's attribution: utm_source, else the external referrer's host, else 'direct'.
  source           text NOT NULL DEFAULT 'direct',
  landing_page     text,
  consent          boolean NOT NULL DEFAULT false,
  first_seen       timestamptz NOT NULL,
  last_seen        timestamptz NOT NULL,
  pageviews        integer NOT NULL DEFAULT 0,
  engaged_ms       bigint NOT NULL DEFAULT 0,
  incomplete_forms integer NOT NULL DEFAULT 0
);
CREATE INDEX visitor_sessions_last_seen_idx ON visitor_sessions (last_seen DESC);

-- One row per page view, so summary and timeseries are plain GROUP BYs. A row costs ~100 bytes;
-- an hourly aggregate would save space only at volumes this product does not see, and would
-- lose the per-session join.
CREATE TABLE visitor_pageviews (
  event_id   text PRIMARY KEY,
  session_id text NOT NULL,
  page_path  text NOT NULL,
  -- Set on page views that enter the site (see visitor_sessions.source); null for in-site navigation.
  source     text,
  viewed_at  timestamptz NOT NULL
);
CREATE INDEX visitor_pageviews_viewed_at_idx ON visitor_pageviews (viewed_at);
