-- The visitor panel's recent-sessions sample with a country filter reads this index, not every
-- session of the range.
CREATE INDEX visitor_sessions_country_last_seen_idx ON visitor_sessions (country_code, last_seen DESC);
