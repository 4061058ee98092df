-- Subscriptions as the subscription service keeps them. emails: the last entry is the account email.
CREATE TABLE subscriptions (
  id text PRIMARY KEY,
  uid text,
  bundle text NOT NULL,
  plan_code text NOT NULL,
  status text NOT NULL CHECK (status IN ('active', 'canceled', 'expired')),
  started_at timestamptz NOT NULL,
  main_plan boolean NOT NULL,
  emails text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX subscriptions_uid_idx ON subscriptions (uid);
CREATE INDEX subscriptions_emails_idx ON subscriptions USING gin (emails);

-- Log records sent by the client (GET /?source=...), secrets already redacted.
CREATE TABLE logs (
  id bigserial PRIMARY KEY,
  source text NOT NULL,
  message text,
  data jsonb,
  extra jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Analytics events (POST /event).
CREATE TABLE events (
  id bigserial PRIMARY KEY,
  event text NOT NULL,
  fields jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Emails to send; a worker delivers them (SMTP when configured, else the dev mailbox).
CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  to_email text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  delivered_at timestamptz,
  transport text
);
CREATE INDEX outbox_pending_idx ON outbox (id) WHERE delivered_at IS NULL;

-- Last activation email per address: the 10-minute resend window lives here, not in memory,
-- so it holds across restarts and server instances.
CREATE TABLE activation_requests (
  email text PRIMARY KEY,
  sent_at timestamptz NOT NULL
);
