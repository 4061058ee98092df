-- Logs and analytics events are kept for a retention period (LOG_RETENTION_DAYS), pruned
-- by the maintenance job by their age.
CREATE INDEX logs_created_idx ON logs (created_at);
CREATE INDEX events_created_idx ON events (created_at);
