-- Fixed-window request counters per rule and key (account or address). In the database, not in
-- memory, so every server instance behind a load balancer counts the same requests.
CREATE TABLE rate_limits (
  rule text NOT NULL,
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (rule, key, window_start)
);
CREATE INDEX rate_limits_window_idx ON rate_limits (window_start);
