-- Billing through a payment provider (Stripe; server/billing/). A web subscription row is our view
-- of the provider's subscription: its ids, its price, whether a renewal failed (past_due: access
-- stays while the provider retries), and a cancellation that waits for the renewal already due
-- (cancel_after_renewal: asked inside a term's final 24 hours, it takes effect a term later).
ALTER TABLE subscriptions
  ADD COLUMN provider_customer_id text,
  ADD COLUMN provider_subscription_id text UNIQUE,
  ADD COLUMN provider_payment_id text UNIQUE,
  ADD COLUMN price_amount integer,
  ADD COLUMN price_currency text,
  ADD COLUMN price_interval text,
  ADD COLUMN price_interval_count integer,
  ADD COLUMN past_due boolean NOT NULL DEFAULT false,
  ADD COLUMN cancel_after_renewal boolean NOT NULL DEFAULT false;

-- One row per press that may move money (an extra, a plan change, a free month): its idempotency
-- key makes every retry and every concurrent press of the same order one charge at the provider.
-- An order still open (pending or waiting for the buyer's bank) is unique per account and plan.
CREATE TABLE payments (
  id text PRIMARY KEY,
  uid text NOT NULL,
  plan_code text NOT NULL,
  main_subscription_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('extra', 'plan_change', 'free_month')),
  status text NOT NULL CHECK (status IN ('pending', 'requires_action', 'succeeded', 'failed', 'refunded')),
  amount integer NOT NULL,
  currency text NOT NULL,
  provider_payment_id text UNIQUE,
  failure text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX payments_open_idx ON payments (uid, plan_code) WHERE status IN ('pending', 'requires_action');

-- The provider's webhook events, each recorded once by its id (a second delivery changes nothing)
-- and applied by the billing worker; a failed application is tried again later.
CREATE TABLE billing_events (
  id text PRIMARY KEY,
  type text NOT NULL,
  object_id text,
  payload jsonb NOT NULL,
  received_at timestamptz NOT NULL,
  applied_at timestamptz,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  last_error text
);
CREATE INDEX billing_events_due_idx ON billing_events (next_attempt_at) WHERE applied_at IS NULL;
