/** Subscription service (spec 7): fetch subscriptions by uid or by subscription id; finalise a sign-up. */
import { callPath, ENDPOINTS } from '../../contracts/endpoints';
import type { Subscription, SubscriptionFinalization } from '../../contracts/subscriptions';
import { http, request, url } from './http';

/** `idToken` proves the caller owns the uid; fetching by subscription id needs none. */
export async function fetchSubscriptions(baseUrl: string, id: string, idToken?: string): Promise<Subscription[]> {
  const body = await request(() =>
    http
      .post(url(baseUrl, callPath(ENDPOINTS.subscriptions, { id })), {
        headers: { 'content-type': 'text/plain', ...(idToken ? { authorization: `Bearer ${idToken}` } : {}) },
      })
      .json(),
  );
  return ENDPOINTS.subscriptions.answer.parse(body).subscriptions;
}

/**
 * Attaches a subscription bought before the account existed to that account (spec 7). Ids with
 * a hyphen belong to the billing service and go to its `/subs/finalize`.
 */
export async function finalizeSubscription(
  hosts: { subscriptionUrl: string; billingUrl: string },
  idToken: string,
  body: SubscriptionFinalization,
): Promise<void> {
  const target = body.subscription_id.includes('-')
    ? url(hosts.billingUrl, callPath(ENDPOINTS.finalizeSubscriptionBilling))
    : url(hosts.subscriptionUrl, callPath(ENDPOINTS.finalizeSubscription));
  await request(() =>
    http
      .post(target, {
        body: JSON.stringify(body),
        headers: { 'content-type': 'text/plain', authorization: `Bearer ${idToken}` },
      })
      .json(),
  );
}
