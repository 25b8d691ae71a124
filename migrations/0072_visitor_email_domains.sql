-- Each completion email's recipient mail domain (SHA-256 hashed like the address), so the worker
-- can budget emails to one domain in an hour beside the distinct addresses it mails (issue 28:
-- 195 strangers mailed in one hour by rotating addresses). Rows written before have none.
ALTER TABLE visitor_email_sends ADD COLUMN domain_key text;
