-- Sources of the social-profile document: uploaded Instagram exports, and the first
-- analysis of a new profile, which runs over minutes.

-- The latest export each user uploaded. The upload before it is needed only once, to compute new
-- and lost followers when the next one arrives, so one row per user is enough.
CREATE TABLE profile_uploads (
  uid text PRIMARY KEY,
  followers jsonb NOT NULL,
  following jsonb NOT NULL,
  uploaded_at timestamptz NOT NULL
);

-- When the analysis under way started; NULL once it completed (or when none ran).
ALTER TABLE profile_documents ADD COLUMN analysis_started_at timestamptz;
