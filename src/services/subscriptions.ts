/** Subscription service (spec 7): fetch subscriptions by uid or by subscription id; finalise a sign-up. */
import * as z from 'zod/mini';
import type { Subscription } from '../../content/plans';
import { http, request, url } from './http';

const subscriptionSchema = z.object({
  id: z.string(),
  status: z.enum(['active', 'canceled', 'expired']),
  bundle: z.string(),
  plan_code: z.string(),
  started_at: z.string(),
  main_plan: z.boolean(),
  emails: z.optional(z.array(z.string())),
  billing_source: z.optional(z.enum(['web', 'app_store', 'google_play'])),
});

const subscriptionsResponse = z.object({ subscriptions: z.array(subscriptionSchema) });

/** `idToken` proves the caller owns the uid; fetching by subscription id needs none. */
export async function fetchSubscriptions(baseUrl: string, id: string, idToken?: string): Promise<Subscription[]> {
  const body = await request(() =>
    http
      .post(url(baseUrl, `/rec/subscriptions/${encodeURIComponent(id)}`), {
        headers: { 'content-type': 'text/plain', ...(idToken ? { authorization: `Bearer ${idToken}` } : {}) },
      })
      .json(),
  );
  return subscriptionsResponse.parse(body).subscriptions;
}

export interface Finalization {
  plan_id: string;
  subscription_id: string;
  email: string;
  firebase_id: string;
}

/**
 * Attaches a subscription bought before the account existed to that account (spec 7). Ids with
 * a hyphen belong to the billing service and go to its `/subs/finalize`.
 */
export async function finalizeSubscription(hosts: { subscriptionUrl: string; billingUrl: string }, idToken: string, body: Finalization): Promise<void> {
  const target = body.subscription_id.includes('-') ? url(hosts.billingUrl, '/subs/finalize') : url(hosts.subscriptionUrl, '/rec/subscription-finalize');
  await request(() =>
    http.post(target, { body: JSON.stringify(body), headers: { 'content-type': 'text/plain', authorization: `Bearer ${idToken}` } }).json(),
  );
}
