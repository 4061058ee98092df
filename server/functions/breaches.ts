/** The breach check (spec 2.11, 7): who answers it, and the shapes it answers in. */
import { localBreachLookup } from './breach-dataset.ts';
import { hibpBreachLookup } from './hibp.ts';

/** A breached site as Have I Been Pwned describes it (spec 3 reads Name, Domain, BreachDate, DataClasses). */
export interface BreachedSite {
  Name: string;
  Title: string;
  Domain: string;
  BreachDate: string;
  DataClasses: string[];
  Description: string;
}

export type BreachResult =
  | { kind: 'breached'; sites: BreachedSite[] }
  | { kind: 'none' }
  | { kind: 'rate-limited'; retryAfter: string }
  | { kind: 'failed'; reason: string };

/** Looks up one email address (already checked to be the caller's own). */
export type BreachLookup = (account: string) => Promise<BreachResult>;

/**
 * HIBP when HIBP_API_KEY is set. Without a key the demo dataset answers outside production; in
 * production that would tell every real user "no breaches", so the check reports a failure instead.
 */
export function breachLookupFromEnv(env: NodeJS.ProcessEnv, production: boolean): BreachLookup {
  if (env.HIBP_API_KEY) return hibpBreachLookup({ apiKey: env.HIBP_API_KEY });
  if (production) return async () => ({ kind: 'failed', reason: 'Breach check is not configured (HIBP_API_KEY)' });
  return localBreachLookup;
}
