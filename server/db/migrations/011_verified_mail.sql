-- Mail an account asks for at its own address (the profile report, a cancel link) waits until the
-- address is proven to be the account holder's: held rows name the account whose
-- confirmation releases them. A confirmation link's token is stored as its hash only.
ALTER TABLE outbox ADD COLUMN held_for_uid text;
CREATE INDEX outbox_held_idx ON outbox (held_for_uid) WHERE held_for_uid IS NOT NULL;

CREATE TABLE email_confirmations (
  token_hash text PRIMARY KEY,
  uid text NOT NULL,
  email text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX email_confirmations_uid_idx ON email_confirmations (uid, created_at);
