-- Subscription terms (server/terms.ts). term_anchor: where terms are counted from (the start, or
-- the last plan change). current_period_end: end of the running term, NULL for one-time extras.
-- cancel_effective_at: when a canceled subscription expires. billing_source: who bills the plan
-- (a plan billed by a mobile store is cancelled in the store, not here).
ALTER TABLE subscriptions
  ADD COLUMN term_anchor timestamptz,
  ADD COLUMN current_period_end timestamptz,
  ADD COLUMN canceled_at timestamptz,
  ADD COLUMN cancel_effective_at timestamptz,
  ADD COLUMN billing_source text NOT NULL DEFAULT 'web' CHECK (billing_source IN ('web', 'app_store', 'google_play'));

UPDATE subscriptions SET term_anchor = started_at;
ALTER TABLE subscriptions ALTER COLUMN term_anchor SET NOT NULL;

-- Backfill for rows that existed before: the running term of each main plan, counted from its start
-- (term lengths as termLength() in server/terms.ts; extras are never main plans).
UPDATE subscriptions AS s
SET current_period_end = (
  SELECT s.started_at + k * t.term FROM generate_series(1, 5000) AS k
  WHERE s.started_at + k * t.term > now() ORDER BY k LIMIT 1
)
FROM (
  SELECT id, CASE
    WHEN plan_code LIKE '%premium\_one\_month%' OR plan_code LIKE '%gift\_one\_month%' THEN interval '1 month'
    WHEN plan_code LIKE '%3month%' THEN interval '84 days'
    ELSE interval '7 days'
  END AS term
  FROM subscriptions WHERE main_plan
) AS t
WHERE t.id = s.id AND s.status <> 'expired';

-- When an earlier cancellation happened is unknown: let it take effect at the end of the running term.
UPDATE subscriptions SET canceled_at = now(), cancel_effective_at = current_period_end WHERE status = 'canceled';

-- The renewals job looks for running terms that ended and cancellations that took effect.
CREATE INDEX subscriptions_period_end_idx ON subscriptions (current_period_end) WHERE status IN ('active', 'canceled');
CREATE INDEX subscriptions_cancel_effective_idx ON subscriptions (cancel_effective_at) WHERE status = 'canceled';

-- Cancel-by-link tokens: only the SHA-256 of the random token is stored; used_at makes it single-use.
CREATE TABLE cancel_tokens (
  token_hash text PRIMARY KEY,
  uid text NOT NULL,
  email text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX cancel_tokens_expires_idx ON cancel_tokens (expires_at);
