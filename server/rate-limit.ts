/**
 * Rate limits counted in Postgres (fixed windows), per account, address or email named, so they
 * hold across restarts and server instances. A limited request answers 429 with Retry-After, or,
 * for the email calls, as if sent (contracts/endpoints.ts, `beyondLimits`).
 */
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Endpoint, RateLimit } from '../contracts/endpoint-declaration.ts';
import { ENDPOINTS, type EndpointName } from '../contracts/endpoints.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Queryable } from './db/adapter.ts';
import { refuse } from './refusal.ts';

interface RateLimitRule {
  name: string;
  limit: number;
  windowMs: number;
}

/** Counts one hit for the key; allowed while it is within the limit. */
async function hitRateLimit(db: Queryable, rule: RateLimitRule, key: string, now: Date) {
  const windowStart = new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
  const [{ count }] = await db.query<{ count: number }>(
    `INSERT INTO rate_limits (rule, key, window_start, count) VALUES ($1, $2, $3, 1)
     ON CONFLICT (rule, key, window_start) DO UPDATE SET count = rate_limits.count + 1
     RETURNING count`,
    [rule.name, key, windowStart],
  );
  const retryAfterSeconds = Math.ceil((windowStart.getTime() + rule.windowMs - now.getTime()) / 1000);
  return { allowed: count <= rule.limit, retryAfterSeconds };
}

/**
 * The caller's address. Each of the `trustedHops` proxies in front of us appends the address it
 * saw to X-Forwarded-For, so the client's is the right-most entry none of them wrote; whatever
 * stands left of it the client wrote itself. Without trusted proxies, the socket's.
 */
export function clientAddress(c: Context, trustedHops: number): string {
  const socket = getConnInfo(c).remote.address || 'unknown';
  if (!trustedHops) return socket;
  const chain = [...(c.req.header('x-forwarded-for') ?? '').split(','), socket].map((entry) => entry.trim());
  return chain[Math.max(0, chain.length - 1 - trustedHops)] || socket;
}

type LimitDeps = { db: Queryable; clock: Clock };
type CallDeps = LimitDeps & { config: Pick<Config, 'trustedProxyHops'> };

/** Counts one hit per rule and key: the longest wait in seconds if any is over, else undefined. */
async function waitAfterHits(deps: LimitDeps, hits: [RateLimitRule, string][]): Promise<number | undefined> {
  const now = deps.clock.now();
  const waits: number[] = [];
  for (const [rule, key] of hits) {
    const result = await hitRateLimit(deps.db, rule, key, now);
    if (!result.allowed) waits.push(result.retryAfterSeconds);
  }
  return waits.length ? Math.max(...waits) : undefined;
}

/**
 * Counts a call of a declared endpoint against its limits (contracts/endpoints.ts): per account
 * (the verified uid), per client address, per email address the call names (`email`), per that
 * email from this client address. The wait in seconds once any is over, else undefined.
 */
export function overLimits(
  c: Context,
  deps: CallDeps,
  name: EndpointName,
  { email }: { email?: string } = {},
): Promise<number | undefined> {
  const { limits = [], limitGroup = name } = ENDPOINTS[name] as Endpoint;
  const address = () => `ip:${clientAddress(c, deps.config.trustedProxyHops)}`;
  const emailKey = () => {
    if (email === undefined) throw new Error(`${name} is limited per email: name the email`);
    return `email:${email}`;
  };
  const keyOf = (per: RateLimit['per']) => {
    if (per === 'account') return `uid:${c.get('uid') as string}`;
    if (per === 'address') return address();
    return per === 'email' ? emailKey() : `${emailKey()}|${address()}`;
  };
  return waitAfterHits(
    deps,
    limits.map((limit): [RateLimitRule, string] => [
      { name: `${limitGroup}:${limit.per}`, limit: limit.calls, windowMs: limit.windowMs },
      keyOf(limit.per),
    ]),
  );
}

/** Counts a call as `overLimits` does: refuses it with 429 and Retry-After once any limit is over. */
export async function countCall(
  c: Context,
  deps: CallDeps,
  name: EndpointName,
  named: { email?: string } = {},
): Promise<void> {
  const wait = await overLimits(c, deps, name, named);
  if (wait !== undefined)
    refuse(429, 'Too many requests, try again later', { headers: { 'Retry-After': String(wait) } });
}
