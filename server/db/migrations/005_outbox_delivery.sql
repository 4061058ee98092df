-- Delivery bookkeeping for the outbox worker. A row is pending while delivered_at is NULL; it is
-- due when next_attempt_at is NULL (new) or has passed. Claiming a row moves next_attempt_at past
-- the claim lease, so other instances skip it; a failure moves it to the backoff time instead.
ALTER TABLE outbox
  ADD COLUMN attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN next_attempt_at timestamptz,
  ADD COLUMN last_error text;

DROP INDEX outbox_pending_idx;
CREATE INDEX outbox_pending_idx ON outbox (next_attempt_at NULLS FIRST, id) WHERE delivered_at IS NULL;
