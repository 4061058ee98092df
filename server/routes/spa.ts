/**
 * The built SPA: hashed assets cached for a year, /sign-in prerendered, the dashboard and the course
 * prerendered for a returning subscriber, every other page route answered with index.html.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { BRANDS } from '../../content/brands.ts';
import {
  FIRST_SCREEN_COOKIE,
  PAINTED_PAGES,
  paintedPageFile,
  parseFirstScreenCookie,
} from '../../contracts/first-screen.ts';
import { RENDER_DIR } from '../../contracts/rendered-pages.ts';

/** Backend paths and build assets: unknown ones are JSON 404s, never the SPA (a stale chunk must not get HTML). */
const NOT_PAGES = [
  '/assets/',
  '/api/',
  '/rec/',
  '/subs/',
  '/functions/',
  '/media/',
  '/news/',
  '/reports/',
  '/dev/',
  '/event',
  '/healthz',
];

const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Not built</title>
<p>The app has not been built yet (no index.html in the static folder). Run <code>npm run build</code> or <code>npm start</code>.</p></html>`;

export function spaRoutes(staticDir: string) {
  const indexHtml = async (c: Context) => {
    c.header('cache-control', 'no-cache');
    try {
      return c.html(await fs.readFile(path.join(staticDir, 'index.html'), 'utf8'));
    } catch {
      return c.html(NOT_BUILT_PAGE, 503);
    }
  };

  const revalidate = (_path: string, c: Context) => c.header('cache-control', 'no-cache');
  return (
    new Hono()
      .get(
        '/assets/*',
        serveStatic({
          root: staticDir,
          precompressed: true,
          onFound: (_path, c) => c.header('cache-control', 'public, max-age=31536000, immutable'),
        }),
      )
      // The server's render module and templates (contracts/rendered-pages.ts) are not the browser's.
      .all(`/${RENDER_DIR}/*`, (c) => c.notFound())
      .get('/', indexHtml)
      .get('/index.html', indexHtml)
      // The sign-in screen prerendered at build time (scripts/first-paint-pages.ts); index.html without it.
      .get('/sign-in', serveStatic({ root: staticDir, path: 'sign-in.html', precompressed: true, onFound: revalidate }))
      // The painted pages prerendered in the brand of a fresh login on this device, if its cookie
      // allows the page (contracts/first-screen.ts); index.html (the loader) for anyone else.
      .on('GET', Object.keys(PAINTED_PAGES), async (c, next) => {
        c.header('vary', 'Cookie', { append: true });
        const { page, needsCourse } = PAINTED_PAGES[c.req.path as keyof typeof PAINTED_PAGES];
        const allowed = parseFirstScreenCookie(getCookie(c, FIRST_SCREEN_COOKIE));
        if (!allowed || !Object.hasOwn(BRANDS, allowed.brand) || (needsCourse && !allowed.course)) return next();
        const path = paintedPageFile(page, allowed.brand);
        return serveStatic({ root: staticDir, path, precompressed: true, onFound: revalidate })(c, next);
      })
      .get('*', serveStatic({ root: staticDir, precompressed: true, onFound: revalidate }))
      .get('*', async (c, next) => {
        const notPage = NOT_PAGES.some((prefix) => c.req.path.startsWith(prefix));
        if (notPage || !(c.req.header('accept') ?? '').includes('text/html')) return next();
        return indexHtml(c);
      })
  );
}
