/**
 * Rate limits counted in Postgres (fixed windows), per account and per address, so they hold
 * across restarts and server instances. A limited request answers 429 with Retry-After.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Clock } from './clock.ts';
import type { Queryable } from './db/adapter.ts';

export interface RateLimitRule {
  name: string;
  limit: number;
  windowMs: number;
}

/** Counts one hit for each key; allowed only while every key is within the limit. */
export async function hitRateLimit(db: Queryable, rule: RateLimitRule, keys: string[], now: Date) {
  const windowStart = new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
  let highest = 0;
  for (const key of keys) {
    const [{ count }] = await db.query<{ count: number }>(
      `INSERT INTO rate_limits (rule, key, window_start, count) VALUES ($1, $2, $3, 1)
       ON CONFLICT (rule, key, window_start) DO UPDATE SET count = rate_limits.count + 1
       RETURNING count`,
      [rule.name, key, windowStart],
    );
    highest = Math.max(highest, count);
  }
  const retryAfterSeconds = Math.ceil((windowStart.getTime() + rule.windowMs - now.getTime()) / 1000);
  return { allowed: highest <= rule.limit, retryAfterSeconds };
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

/** Counts one hit per rule and key; a 429 with Retry-After (the longest wait) if any is over, else undefined. */
export async function tooManyRequests(
  c: Context,
  deps: LimitDeps,
  hits: [RateLimitRule, string][],
): Promise<Response | undefined> {
  const now = deps.clock.now();
  const waits: number[] = [];
  for (const [rule, key] of hits) {
    const result = await hitRateLimit(deps.db, rule, [key], now);
    if (!result.allowed) waits.push(result.retryAfterSeconds);
  }
  if (!waits.length) return undefined;
  c.header('Retry-After', String(Math.max(...waits)));
  return c.json({ error: 'Too many requests, try again later' }, 429);
}

/** Middleware: `keys` names what is limited (e.g. `uid:…` and `ip:…`); runs after auth when it uses the uid. */
export function rateLimit(deps: LimitDeps, rule: RateLimitRule, keys: (c: Context) => string[]): MiddlewareHandler {
  return async (c, next) =>
    (await tooManyRequests(
      c,
      deps,
      keys(c).map((key) => [rule, key]),
    )) ?? next();
}
