/** What a breach lookup answers (spec 2.11, 7): types only, shared by the lookups and the route. */
import type { BreachedSite } from '../../contracts/breaches.ts';

type BreachResult =
  | { kind: 'breached'; sites: BreachedSite[] }
  | { kind: 'none' }
  | { kind: 'rate-limited'; retryAfter: string }
  | { kind: 'failed'; reason: string };

/** Looks up one email address (already checked to be the caller's own). */
export type BreachLookup = (account: string) => Promise<BreachResult>;
