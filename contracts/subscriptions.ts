/**
 * The subscription service's calls (spec 7): fetch subscriptions, create one, finalise one bought
 * before its account existed. The server validates requests with these schemas, src/services
 * validates the answers, machines and content use the types.
 */
import * as z from 'zod/mini';
import { email, idParam, planId } from './fields.ts';

const subscriptionStatus = z.enum(['active', 'canceled', 'expired']);
export type SubscriptionStatus = z.infer<typeof subscriptionStatus>;

/** Who bills a subscription: subscriptions bought in the mobile app are managed in its store (spec 2.16). */
const billingSource = z.enum(['web', 'app_store', 'google_play']);
export type BillingSource = z.infer<typeof billingSource>;

const price = z.object({
  amount: z.number(),
  currency: z.string(),
  /** Null for a one-time price. */
  interval: z.nullable(z.enum(['day', 'week', 'month', 'year'])),
  interval_count: z.nullable(z.number()),
});
export type SubscriptionPrice = z.infer<typeof price>;

const subscription = z.object({
  id: z.string(),
  status: subscriptionStatus,
  bundle: z.string(),
  plan_code: z.string(),
  started_at: z.string(),
  main_plan: z.boolean(),
  emails: z.optional(z.array(z.string())),
  /** End of the running term (ISO 8601); null for one-time extras. */
  current_period_end: z.optional(z.nullable(z.string())),
  /** When a canceled subscription expires (ISO 8601); null while it is not canceled. */
  cancel_effective_at: z.optional(z.nullable(z.string())),
  billing_source: z.optional(billingSource),
  /** What the payment provider charges for it each term (minor units), when it bills it; null otherwise. */
  price: z.optional(z.nullable(price)),
  /** A renewal payment failed: access stays while the provider retries; the card can be updated. */
  past_due: z.optional(z.boolean()),
});
export type Subscription = z.infer<typeof subscription>;

/** POST /rec/subscriptions/{uid or subscription id}. */
export const subscriptionsParams = z.object({ id: idParam });
export const subscriptionsAnswer = z.object({ subscriptions: z.array(subscription) });

/** POST /rec/create-subscription (or the billing service's /subs/create): the new subscription's id. */
export const createSubscription = z.object({ plan_id: planId, email, firebase_id: idParam });
export const subscriptionCreated = z.object({ id: z.string() });

/** POST /rec/subscription-finalize (or the billing service's /subs/finalize). */
export const finalizeSubscription = z.object({
  plan_id: planId,
  subscription_id: idParam,
  email,
  firebase_id: idParam,
});
export type SubscriptionFinalization = z.input<typeof finalizeSubscription>;
export const subscriptionFinalized = z.object({ success: z.literal(true), id: z.string() });
