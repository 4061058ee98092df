/**
 * Verifies the Firebase ID token of a request; the uid of a caller only ever comes from here.
 * The 5-hour session of the spec holds on the server too: a token issued by a sign-in (auth_time)
 * older than that is refused, however fresh the token itself (the SDK refreshes tokens for weeks).
 */
import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import { createMiddleware } from 'hono/factory';
import { SESSION_LIFETIME_MS } from '../content/constants.ts';
import type { Clock } from './clock.ts';
import { refuse } from './refusal.ts';
import { unavailableDependency } from './unavailable.ts';

export interface AuthVariables {
  uid: string;
  email?: string;
  /** When the user signed in (seconds since the epoch): the 5-hour session counts from here. */
  authTime: number;
}

/** The bearer token of a request's Authorization header. */
export const bearerToken = (header: string | undefined) => /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];

/** What is left at `now` of the 5-hour session of a sign-in at `authTime` (seconds), in ms; negative once over. */
export const sessionLeftMs = (authTime: number, now: Date) => authTime * 1000 + SESSION_LIFETIME_MS - now.getTime();

export const isSessionOver = (authTime: number, now: Date) => sessionLeftMs(authTime, now) < 0;

// Verifying is an RS256 check in production, and against the emulator an HTTP call per token
// (firebase-admin asks it about revocation every time): keep each verified token for a minute,
// never past its own expiry (real time, like firebase-admin's check, not the adjustable clock).
const VERIFIED_TTL_MS = 60_000;
const VERIFIED_MAX = 10_000;
const verifiers = new WeakMap<Auth, (token: string, checkRevoked?: boolean) => Promise<DecodedIdToken>>();

/**
 * Also the bare reference's token check (scripts/bench-bare-subscriptions.ts), so both keep tokens
 * alike. `checkRevoked` always asks (and keeps the answer for the reads that follow).
 */
export function cachedVerifier(auth: Auth) {
  const verified = new Map<string, { claims: DecodedIdToken; until: number }>();
  return async (token: string, checkRevoked = false) => {
    const hit = verified.get(token);
    if (!checkRevoked && hit && hit.until > Date.now()) return hit.claims;
    const claims = await auth.verifyIdToken(token, checkRevoked);
    if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!); // the oldest
    verified.set(token, { claims, until: Math.min(Date.now() + VERIFIED_TTL_MS, claims.exp * 1000) });
    return claims;
  };
}

/**
 * `checkRevoked`: ask Firebase every time whether the token still stands (not revoked by a
 * sign-out or a password change, the account not disabled), for calls that change something; a
 * read trusts a verified token for its last minute at most.
 */
export function requireAuth(auth: Auth, clock: Clock, { checkRevoked = false } = {}) {
  if (!verifiers.has(auth)) verifiers.set(auth, cachedVerifier(auth));
  const cached = verifiers.get(auth)!;
  const verify = (token: string) => cached(token, checkRevoked);
  return createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    if (!token) refuse(401, 'Missing bearer token');
    let decoded;
    try {
      decoded = await verify(token);
    } catch (error) {
      // The identity service not answering says nothing about the token: no 401, which signs the
      // user out, but the app's 503.
      if (unavailableDependency(error)) throw error;
      refuse(401, 'Invalid or expired token');
    }
    if (isSessionOver(decoded.auth_time, clock.now())) refuse(401, 'Session expired');
    c.set('uid', decoded.uid);
    c.set('email', decoded.email);
    c.set('authTime', decoded.auth_time);
    await next();
  });
}
