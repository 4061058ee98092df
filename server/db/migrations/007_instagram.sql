-- Real sources of the social-profile document: an Instagram account connected through
-- Instagram Login, and every upload of the data export kept with its date.

-- One connected Instagram account per user. The long-lived token is sealed (server/token-cipher.ts)
-- and forgotten (NULL) once dead; the last fetched data stays until the user disconnects.
CREATE TABLE instagram_connections (
  uid text PRIMARY KEY,
  -- The professional account id (`user_id`), which Meta's deauthorize and deletion callbacks name.
  instagram_user_id text NOT NULL,
  username text NOT NULL,
  account_type text NOT NULL,
  sealed_token text,
  token_expires_at timestamptz,
  -- When the token was issued or last refreshed: Meta refreshes only tokens at least 24 h old.
  token_issued_at timestamptz,
  -- syncing: a sync is due or under way; connected: the last one completed; reconnect: the token is dead.
  state text NOT NULL CHECK (state IN ('syncing', 'connected', 'reconnect')),
  connected_at timestamptz NOT NULL,
  -- When the sync job next takes it; NULL while nothing is planned (reconnect needed).
  next_sync_at timestamptz,
  last_synced_at timestamptz,
  -- The last "Refresh now": at most one an hour.
  refresh_requested_at timestamptz,
  -- A worker's claim on a sync under way; another worker takes the account only after it lapses.
  sync_claimed_until timestamptz,
  -- Failed syncs in a row, for the backoff of transient failures.
  sync_failures integer NOT NULL DEFAULT 0
);
CREATE INDEX instagram_connections_due_idx ON instagram_connections (next_sync_at);
CREATE INDEX instagram_connections_account_idx ON instagram_connections (instagram_user_id);

-- The OAuth `state` of a connect under way, bound to the user who started it. Only its hash is
-- kept; a used state is marked, so a replayed callback is refused.
CREATE TABLE instagram_oauth_states (
  state_hash text PRIMARY KEY,
  uid text NOT NULL,
  redirect_uri text NOT NULL,
  created_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX instagram_oauth_states_created_idx ON instagram_oauth_states (created_at);

-- What the last sync fetched: the account (/me), its latest posts with their commenters, and the
-- account insights its size allows.
CREATE TABLE instagram_snapshots (
  uid text PRIMARY KEY,
  instagram_user_id text NOT NULL,
  account jsonb NOT NULL,
  posts jsonb NOT NULL,
  insights jsonb NOT NULL,
  fetched_at timestamptz NOT NULL
);

-- Every sync run, so support can see what happened: when, how many calls, how it ended.
CREATE TABLE instagram_sync_runs (
  id bigserial PRIMARY KEY,
  uid text NOT NULL,
  instagram_user_id text NOT NULL,
  started_at timestamptz NOT NULL,
  ended_at timestamptz,
  calls integer NOT NULL DEFAULT 0,
  -- running, completed, throttled, token-dead, failed, abandoned (the connection went away meanwhile)
  outcome text NOT NULL,
  detail text
);
CREATE INDEX instagram_sync_runs_uid_idx ON instagram_sync_runs (uid, started_at);

-- Deletions asked for by Meta's deauthorize and data-deletion callbacks; the confirmation code is
-- the status page's address.
CREATE TABLE instagram_deletions (
  confirmation_code text PRIMARY KEY,
  instagram_user_id text NOT NULL,
  reason text NOT NULL CHECK (reason IN ('deauthorize', 'data-deletion')),
  requested_at timestamptz NOT NULL,
  completed_at timestamptz,
  -- How many of our users' connections it removed.
  connections_deleted integer NOT NULL DEFAULT 0
);

-- Every export upload with its date (the one before the latest gives new and lost followers).
CREATE TABLE export_snapshots (
  uid text NOT NULL,
  taken_at timestamptz NOT NULL,
  followers jsonb NOT NULL,
  following jsonb NOT NULL,
  PRIMARY KEY (uid, taken_at)
);
INSERT INTO export_snapshots (uid, taken_at, followers, following) SELECT uid, uploaded_at, followers, following FROM profile_uploads;
DROP TABLE profile_uploads;
