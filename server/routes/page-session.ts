/**
 * The page-session cookie (contracts/rendered-pages.ts): a Firebase session cookie made from the
 * caller's ID token, so the server knows the subscriber when their browser asks for a page with
 * their data. It ends with the 5-hour session of spec 3, is HttpOnly (no script reads it) and
 * goes only with the dashboard's pages.
 */
import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { PAGE_SESSION_COOKIE, PAGE_SESSION_COOKIE_PATH } from '../../contracts/rendered-pages.ts';
import { bearerToken, sessionLeftMs } from '../auth.ts';
import type { AppDeps } from '../deps.ts';
import { factory, type EndpointHandlers } from '../endpoints.ts';
import { appOrigin } from '../http.ts';

/** Firebase makes session cookies of 5 minutes to 2 weeks. */
const SHORTEST_SESSION_COOKIE_MS = 5 * 60_000;

export function pageSessionRoutes({ auth, clock, config }: AppDeps) {
  /** Secure wherever the app is served over HTTPS (APP_ORIGIN in production, behind its proxy too). */
  const cookieOptions = (c: Context) => ({
    path: PAGE_SESSION_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'Lax' as const,
    secure: appOrigin(c, config).startsWith('https:'),
  });
  return {
    openPageSession: factory.createHandlers(async (c) => {
      const left = sessionLeftMs(c.get('authTime'), clock.now());
      // Too little of the session is left for a cookie: the pages show the loader until it ends.
      if (left < SHORTEST_SESSION_COOKIE_MS) {
        deleteCookie(c, PAGE_SESSION_COOKIE, cookieOptions(c));
        return c.body(null, 204);
      }
      const token = bearerToken(c.req.header('authorization'))!;
      const cookie = await auth.createSessionCookie(token, { expiresIn: left });
      setCookie(c, PAGE_SESSION_COOKIE, cookie, { ...cookieOptions(c), maxAge: Math.floor(left / 1000) });
      return c.body(null, 204);
    }),
    closePageSession: factory.createHandlers((c) => {
      deleteCookie(c, PAGE_SESSION_COOKIE, cookieOptions(c));
      return c.body(null, 204);
    }),
    // Every token and page session of the account stops working at once, not when it would expire.
    signOut: factory.createHandlers(async (c) => {
      await auth.revokeRefreshTokens(c.get('uid'));
      deleteCookie(c, PAGE_SESSION_COOKIE, cookieOptions(c));
      return c.body(null, 204);
    }),
  } satisfies EndpointHandlers;
}
