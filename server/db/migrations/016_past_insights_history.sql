-- Follower counts a professional account's export dates from its past insights (the followers at
-- the end of the summary's range, and before it): the growth chart reaches back before the account
-- was connected. A day's sync or export counts go before them.
ALTER TABLE profile_history DROP CONSTRAINT profile_history_source_check;
ALTER TABLE profile_history
  ADD CONSTRAINT profile_history_source_check CHECK (source IN ('instagram', 'export', 'past-insights'));
