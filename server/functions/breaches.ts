/** The breach check (spec 2.11, 7): which lookup answers it. */
import { localBreachLookup } from './breach-dataset.ts';
import type { BreachLookup } from './breach-lookup.ts';
import { hibpBreachLookup } from './hibp.ts';

/**
 * HIBP when HIBP_API_KEY is set. Without a key the demo dataset answers outside production; in
 * production that would tell every real user "no breaches", so the check reports a failure instead.
 */
export function breachLookupFromEnv(env: NodeJS.ProcessEnv, production: boolean): BreachLookup {
  if (env.HIBP_API_KEY) return hibpBreachLookup({ apiKey: env.HIBP_API_KEY });
  if (production) return async () => ({ kind: 'failed', reason: 'Breach check is not configured (HIBP_API_KEY)' });
  return localBreachLookup;
}
