/** The subscription service host (spec 7: /rec/*, and the billing service's /subs/* variants). */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { requireAuth, type AuthVariables } from '../auth.ts';
import type { AppDeps } from '../deps.ts';
import { inputOf } from '../endpoint-input.ts';
import { factory, type EndpointHandlers } from '../endpoints.ts';
import { refuse } from '../refusal.ts';
import { attachToUser, subscriptionById, subscriptionRecord, subscriptionsOfUser } from '../subscriptions.ts';

// Caller checks, shared with the membership routes (server/routes/membership.ts).

export type AuthedContext = Context<{ Variables: AuthVariables }>;

export function assertOwnEmail(c: AuthedContext, address: string) {
  if (address !== c.get('email')?.toLowerCase()) refuse(403, 'email is not the signed-in user’s');
}

/** The uid comes from the token; the payload's firebase_id and email must name that same account. */
export function assertCaller(c: AuthedContext, body: { firebase_id: string; email: string }) {
  if (body.firebase_id !== c.get('uid')) refuse(403, 'firebase_id is not the signed-in user');
  assertOwnEmail(c, body.email);
}

export function subscriptionServiceRoutes({ db, auth, clock }: AppDeps) {
  const authenticate = requireAuth(auth, clock);
  // A token is optional here: a subscription id is a random 128-bit capability (the emailed
  // account-creation link carries it), readable without one; a uid is readable only by its owner.
  const optionalAuth = createMiddleware<{ Variables: AuthVariables }>((c, next) =>
    c.req.header('authorization') ? authenticate(c, next) : next(),
  );

  /** One query for the common call, a signed-in user reading their own subscriptions. */
  const read = async (c: AuthedContext) => {
    const { id } = inputOf(c, 'subscriptions').params;
    const uid = c.get('uid');
    if (uid === id) return c.json({ subscriptions: await subscriptionsOfUser(db, uid) });
    const subscription = await subscriptionById(db, id);
    if (subscription) return c.json({ subscriptions: [subscription] });
    // Without a token the id is read as a subscription id: an unknown one is simply not found.
    return refuse(404, 'Subscriptions not found');
  };

  /**
   * Spec 7's create-subscription has no payment in it: a main plan is bought at the web checkout
   * (/checkout), which starts it only once the payment provider confirms the payment. The call
   * stays declared, and refuses.
   */
  const create = (endpoint: 'createSubscription' | 'createSubscriptionBilling') => async (c: AuthedContext) => {
    const { body } = inputOf(c, endpoint);
    assertCaller(c, body);
    return refuse(402, 'A plan starts only with a payment: buy it at the checkout (/checkout)');
  };

  /** Attaches a subscription bought before the account existed; again for the same account is a success. */
  const finalize = (endpoint: 'finalizeSubscription' | 'finalizeSubscriptionBilling') => async (c: AuthedContext) => {
    const { body } = inputOf(c, endpoint);
    assertCaller(c, body);
    const subscription = await subscriptionRecord(db, body.subscription_id);
    // An address that is not on the subscription learns nothing about it.
    if (!subscription || !subscription.emails.some((e) => e.toLowerCase() === body.email))
      refuse(404, 'Subscription not found');
    if (subscription.plan_code !== body.plan_id) refuse(409, 'plan_id does not match the subscription');
    if (!(await attachToUser(db, subscription.id, body.firebase_id)))
      refuse(409, 'The subscription belongs to another account');
    return c.json({ success: true, id: subscription.id });
  };

  return {
    subscriptions: factory.createHandlers(optionalAuth, read),
    createSubscription: [create('createSubscription')],
    createSubscriptionBilling: [create('createSubscriptionBilling')],
    finalizeSubscription: [finalize('finalizeSubscription')],
    finalizeSubscriptionBilling: [finalize('finalizeSubscriptionBilling')],
  } satisfies EndpointHandlers;
}
