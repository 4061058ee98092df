/**
 * Have I Been Pwned API v3 client (https://haveibeenpwned.com/API/v3#BreachesForAccount).
 * `fetch` is injectable: the real service cannot be reached from the machines this project is
 * built and tested on, so the unit test checks the request built here and how answers map.
 */
import { z } from 'zod';
import type { BreachedSite } from '../../contracts/breaches.ts';
import type { BreachLookup } from './breach-lookup.ts';

const HIBP_BASE_URL = 'https://haveibeenpwned.com/api/v3';
/** HIBP refuses requests without a user agent naming the consumer. */
export const HIBP_USER_AGENT = 'Profile-Analyzer-Password-Safety/0.4';
const TIMEOUT_MS = 10_000;
/** HIBP always sends retry-after (seconds) with a 429; this covers a proxy that drops or mangles it. */
const DEFAULT_RETRY_AFTER_SECONDS = '60';

const hibpBreach = z.object({
  Name: z.string(),
  Title: z.string().optional(),
  Domain: z.string(),
  BreachDate: z.string(),
  DataClasses: z.array(z.string()),
  Description: z.string().optional(),
});

export interface HibpOptions {
  apiKey: string;
  userAgent?: string;
  baseUrl?: string;
  fetch?: typeof fetch;
}

export function hibpBreachLookup({
  apiKey,
  userAgent = HIBP_USER_AGENT,
  baseUrl = HIBP_BASE_URL,
  fetch: fetchFn = fetch,
}: HibpOptions): BreachLookup {
  return async (account) => {
    const url = `${baseUrl}/breachedaccount/${encodeURIComponent(account)}?truncateResponse=false`;
    let response: Response;
    try {
      response = await fetchFn(url, {
        headers: { 'hibp-api-key': apiKey, 'user-agent': userAgent, accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      return { kind: 'failed', reason: `HIBP unreachable: ${(error as Error).message}` };
    }
    if (response.status === 404) return { kind: 'none' };
    if (response.status === 429) {
      const retryAfter = response.headers.get('retry-after') ?? '';
      return {
        kind: 'rate-limited',
        retryAfter: /^\d{1,6}$/.test(retryAfter) ? retryAfter : DEFAULT_RETRY_AFTER_SECONDS,
      };
    }
    if (!response.ok) return { kind: 'failed', reason: `HIBP answered ${response.status}` };
    const parsed = z.array(hibpBreach).safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) return { kind: 'failed', reason: 'HIBP answered an unexpected body' };
    const sites: BreachedSite[] = parsed.data.map((b) => ({
      ...b,
      Title: b.Title ?? b.Name,
      Description: b.Description ?? '',
    }));
    return { kind: 'breached', sites };
  };
}
