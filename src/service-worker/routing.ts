/**
 * What the service worker (sw.ts) does with each request, as pure functions so tests can run
 * every case: backend calls always reach the network, hashed assets and course PDFs come from the
 * cache first, pages come from the network and fall back to the cached app shell offline.
 */

export type Strategy = 'passThrough' | 'cacheFirst' | 'networkFirstPage';

/** The server's own paths (server/routes): answers that must never be stale. */
const BACKEND_PATHS = [
  '/rec',
  '/subs',
  '/api',
  '/functions',
  '/event',
  '/dev',
  '/reports',
  '/healthz',
  '/news',
  '/media',
];

export interface RequestFacts {
  method: string;
  url: URL;
  mode: RequestMode;
}

const isBackend = ({ pathname, searchParams }: URL) =>
  BACKEND_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`)) ||
  // The logging call is `GET /?source=...` on the origin (DECISIONS.md).
  (pathname === '/' && searchParams.has('source'));

/** Hashed build files never change under their name: safe to serve from any version's cache. */
export const isImmutable = (pathname: string) => pathname.startsWith('/assets/');

/** `precached`: the URL paths of this version's precache. */
export function strategyFor(
  { method, url, mode }: RequestFacts,
  origin: string,
  precached: ReadonlySet<string>,
): Strategy {
  if (method !== 'GET' || url.origin !== origin || isBackend(url)) return 'passThrough';
  if (isImmutable(url.pathname) || url.pathname.startsWith('/pdf/')) return 'cacheFirst';
  if (mode === 'navigate') return 'networkFirstPage';
  return precached.has(url.pathname) ? 'cacheFirst' : 'passThrough';
}

/** The cached page an offline navigation gets: the prerendered sign-in page for /sign-in when built, else the app shell. */
export function offlinePageFor(pathname: string, precached: ReadonlySet<string>): string {
  return pathname === '/sign-in' && precached.has('/sign-in.html') ? '/sign-in.html' : '/index.html';
}
