/**
 * What the service worker (sw.ts) does with each request, as pure functions so tests can run
 * every case: backend calls always reach the network, hashed assets come from the cache first,
 * pages come from the network and fall back to the cached app shell offline, and the files of a
 * page session (the course's lessons, its owner's alone) come from the network and, offline, from
 * the copy kept when they were last opened.
 */
import { backendPrefixes, ENDPOINTS, isBackendPath, type Endpoint } from '../../contracts/endpoints';

export type Strategy = 'passThrough' | 'cacheFirst' | 'networkFirstPage' | 'pageSessionFile';

/** The server's own paths (the endpoint table's): answers that must never be stale. */
const BACKEND_PREFIXES = backendPrefixes();
const PAGE_SESSION_FILE_PREFIXES = backendPrefixes(
  Object.values(ENDPOINTS as Record<string, Endpoint>).filter((endpoint) => endpoint.via === 'page-session'),
);

export interface RequestFacts {
  method: string;
  url: URL;
  mode: RequestMode;
}

const isBackend = ({ pathname, searchParams }: URL) =>
  isBackendPath(BACKEND_PREFIXES, pathname) ||
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
  if (method !== 'GET' || url.origin !== origin) return 'passThrough';
  if (isBackendPath(PAGE_SESSION_FILE_PREFIXES, url.pathname)) return 'pageSessionFile';
  if (isBackend(url)) return 'passThrough';
  if (isImmutable(url.pathname)) return 'cacheFirst';
  if (mode === 'navigate') return 'networkFirstPage';
  return precached.has(url.pathname) ? 'cacheFirst' : 'passThrough';
}

/** The cached page an offline navigation gets: the prerendered sign-in page for /sign-in when built, else the app shell. */
export function offlinePageFor(pathname: string, precached: ReadonlySet<string>): string {
  return pathname === '/sign-in' && precached.has('/sign-in.html') ? '/sign-in.html' : '/index.html';
}
