/** Subscription service (spec 7): fetch subscriptions by uid or by subscription id. */
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
