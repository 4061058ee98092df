/**
 * Who asks for a page or a file a browser navigates to (no bearer token goes with those): the
 * page-session cookie (contracts/rendered-pages.ts), verified by Firebase with revocation checked,
 * within the 5-hour session on the server's clock, and only beside the device's first-screen
 * cookie, which sign-out removes even offline, when the page session's own removal cannot.
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { FIRST_SCREEN_COOKIE, parseFirstScreenCookie } from '../contracts/first-screen.ts';
import { PAGE_SESSION_COOKIE } from '../contracts/rendered-pages.ts';
import { isSessionOver, type AuthVariables } from './auth.ts';
import type { AppDeps } from './deps.ts';
import { refuse } from './refusal.ts';

/** An answer of Firebase Auth about the cookie itself (invalid, expired, revoked), not a failure. */
const isRefusedCookie = (error: unknown) => String((error as { code?: unknown })?.code ?? '').startsWith('auth/');

/** The verified claims of the request's page session, or null when it lets no one in; throws when Auth cannot answer. */
export async function pageSessionClaims(
  { auth, clock }: Pick<AppDeps, 'auth' | 'clock'>,
  c: Context,
): Promise<DecodedIdToken | null> {
  const cookie = getCookie(c, PAGE_SESSION_COOKIE);
  if (!cookie || !parseFirstScreenCookie(getCookie(c, FIRST_SCREEN_COOKIE))) return null;
  try {
    const claims = await auth.verifySessionCookie(cookie, true);
    return isSessionOver(claims.auth_time, clock.now()) ? null : claims;
  } catch (error) {
    if (isRefusedCookie(error)) return null;
    throw error;
  }
}

/** The page-session counterpart of requireAuth: 401 without a page session that lets someone in. */
export function requirePageSession(deps: Pick<AppDeps, 'auth' | 'clock'>) {
  return createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
    c.header('vary', 'Cookie', { append: true });
    // Auth not answering is the app's 503.
    const claims = await pageSessionClaims(deps, c);
    if (!claims) refuse(401, 'Sign in to open this');
    c.set('uid', claims.uid);
    c.set('email', claims.email);
    c.set('authTime', claims.auth_time);
    await next();
  });
}
