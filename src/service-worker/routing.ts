/**
 * What the service worker (sw.ts) does with each request, as pure functions so tests can run
 * every case: backend calls always reach the network, hashed assets come from the cache first,
 * pages come from the network and fall back to the cached app shell offline, and the files of a
 * page session (the course's lessons, its owner's alone) come from the network and, offline, from
 * the copy kept when they were last opened.
 */
import { isBackendPath, type BackendPaths } from '../../contracts/backend-paths';

export type Strategy = 'passThrough' | 'cacheFirst' | 'networkFirstPage' | 'pageSessionFile';

export interface RequestFacts {
  method: string;
  url: URL;
  mode: RequestMode;
}

/** The server's own paths (the endpoint table's): answers that must never be stale. */
const isBackend = ({ pathname, searchParams }: URL, calls: readonly string[]) =>
  isBackendPath(calls, pathname) ||
  // The logging call is `GET /?source=...` on the origin (docs/decisions.md).
  (pathname === '/' && searchParams.has('source'));

/** Hashed build files never change under their name: safe to serve from any version's cache. */
export const isImmutable = (pathname: string) => pathname.startsWith('/assets/');

/** `precached`: the URL paths of this version's precache; `backend`: the endpoint table's paths. */
export function strategyFor(
  { method, url, mode }: RequestFacts,
  origin: string,
  precached: ReadonlySet<string>,
  backend: BackendPaths,
): Strategy {
  if (method !== 'GET' || url.origin !== origin) return 'passThrough';
  if (isBackendPath(backend.pageSessionFiles, url.pathname)) return 'pageSessionFile';
  if (isBackend(url, backend.calls)) return 'passThrough';
  if (isImmutable(url.pathname)) return 'cacheFirst';
  if (mode === 'navigate') return 'networkFirstPage';
  return precached.has(url.pathname) ? 'cacheFirst' : 'passThrough';
}

/** The cached page an offline navigation gets: the prerendered sign-in page for /sign-in when built, else the app shell. */
export function offlinePageFor(pathname: string, precached: ReadonlySet<string>): string {
  return pathname === '/sign-in' && precached.has('/sign-in.html') ? '/sign-in.html' : '/index.html';
}
