/** The breach check (spec 2.11, 7): which lookup answers it. */
import { localBreachLookup } from './breach-dataset.ts';
import type { Config } from '../config.ts';
import type { BreachLookup } from './breach-lookup.ts';
import { hibpBreachLookup } from './hibp.ts';

/**
 * HIBP when HIBP_API_KEY is set. Without a key the demo dataset answers outside production; in
 * production that would tell every real user "no breaches", so the check reports a failure instead.
 */
export function breachLookupFor({ hibpApiKey, production }: Pick<Config, 'hibpApiKey' | 'production'>): BreachLookup {
  if (hibpApiKey) return hibpBreachLookup({ apiKey: hibpApiKey });
  if (production) return async () => ({ kind: 'failed', reason: 'Breach check is not configured (HIBP_API_KEY)' });
  return localBreachLookup;
}
