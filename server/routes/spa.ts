/**
 * The built SPA: hashed assets cached for a year, /sign-in prerendered, the dashboard prerendered for
 * a returning subscriber and the course for its owner, every other page route answered with index.html.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { BRANDS } from '../../content/brands.ts';
import { isBackendPath } from '../../contracts/backend-paths.ts';
import { backendPrefixes } from '../../contracts/endpoints.ts';
import {
  FIRST_SCREEN_COOKIE,
  PAINTED_PAGES,
  paintedPageFile,
  parseFirstScreenCookie,
  type FirstScreen,
  type PaintedPage,
} from '../../contracts/first-screen.ts';
import type { AppDeps } from '../deps.ts';
import { accessRefusal, type EndpointHandlers } from '../endpoints.ts';
import { pageSessionClaims } from '../page-session-auth.ts';
import { subscriptionsOfUser } from '../subscriptions.ts';

/** Backend paths and build assets: unknown ones are JSON 404s, never the SPA (a stale chunk must not get HTML). */
const BACKEND_PREFIXES = backendPrefixes();
const isNotPage = (pathname: string) => pathname.startsWith('/assets/') || isBackendPath(BACKEND_PREFIXES, pathname);

const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Not built</title>
<p>The app has not been built yet (no index.html in the static folder). Run <code>npm run build</code> or <code>npm start</code>.</p></html>`;

export function spaRoutes(deps: Pick<AppDeps, 'auth' | 'clock' | 'db' | 'logger'> & { staticDir: string }) {
  const { staticDir } = deps;
  const indexHtml = async (c: Context) => {
    c.header('cache-control', 'no-cache');
    try {
      return c.html(await fs.readFile(path.join(staticDir, 'index.html'), 'utf8'));
    } catch {
      return c.html(NOT_BUILT_PAGE, 503);
    }
  };
  const revalidate = (_path: string, c: Context) => c.header('cache-control', 'no-cache');

  /**
   * Whether the page session is the course's owner's, as the lessons' own guard judges it (the
   * course is theirs alone). The device's cookie saying so only spares the check where it says
   * not: it proves nothing.
   */
  const ownsCourse = async (c: Context, screen: FirstScreen) => {
    if (!screen.course) return false;
    const claims = await pageSessionClaims(deps, c);
    return !!claims && !accessRefusal(await subscriptionsOfUser(deps.db, claims.uid), 'course-owner');
  };

  /**
   * A painted page prerendered in the brand of a fresh login on this device, as its first-screen
   * cookie says (contracts/first-screen.ts); index.html (the loader) for anyone else.
   */
  const painted =
    (
      page: PaintedPage,
      allows: (c: Context, screen: FirstScreen) => Promise<boolean> = async () => true,
    ): MiddlewareHandler =>
    async (c, next) => {
      c.header('vary', 'Cookie', { append: true });
      const screen = parseFirstScreenCookie(getCookie(c, FIRST_SCREEN_COOKIE));
      if (!screen || !Object.hasOwn(BRANDS, screen.brand)) return next();
      const allowed = await allows(c, screen).catch((error: unknown) => {
        deps.logger.warn({ err: error, path: c.req.path }, 'painted page not shown');
        return false;
      });
      if (!allowed) return next();
      return serveStatic({
        root: staticDir,
        path: paintedPageFile(page, screen.brand),
        precompressed: true,
        onFound: revalidate,
      })(c, next);
    };

  return {
    dashboardPage: [painted(PAINTED_PAGES['/dashboard'])],
    coursePage: [painted(PAINTED_PAGES['/dashboard/course'], ownsCourse)],
    assets: [
      serveStatic({
        root: staticDir,
        precompressed: true,
        onFound: (_path, c) => c.header('cache-control', 'public, max-age=31536000, immutable'),
      }),
    ],
    // The server's render module and templates (contracts/rendered-pages.ts) are not the browser's.
    serverOnlyFiles: [(c) => c.notFound()],
    appPage: [indexHtml],
    appIndex: [indexHtml],
    // The sign-in screen prerendered at build time (scripts/first-paint-pages.ts); index.html without it.
    signInPage: [serveStatic({ root: staticDir, path: 'sign-in.html', precompressed: true, onFound: revalidate })],
    staticFiles: [
      serveStatic({ root: staticDir, precompressed: true, onFound: revalidate }),
      async (c, next) => {
        if (isNotPage(c.req.path) || !(c.req.header('accept') ?? '').includes('text/html')) return next();
        return indexHtml(c);
      },
    ],
  } satisfies EndpointHandlers;
}
