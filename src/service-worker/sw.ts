/**
 * The service worker, built into `/sw.js` as a classic script by scripts/pwa/service-worker.ts,
 * which fills in this version's precache list and id, and the endpoint table's paths (the table
 * itself, with its schemas, stays out of the worker). It keeps the app shell and static content
 * (routing.ts) so the app opens without a network. A new version installs beside the running one
 * and waits: the page asks the user first (the update modal), then sends SKIP_WAITING.
 */
import type { BackendPaths } from '../../contracts/backend-paths';
import { PAGE_SESSION_FILES_CACHE } from '../../contracts/rendered-pages';
import { isImmutable, offlinePageFor, strategyFor } from './routing';

declare let self: ServiceWorkerGlobalScope;
declare const __PRECACHE__: string[];
declare const __CACHE_VERSION__: string;
declare const __BACKEND_PATHS__: BackendPaths;

const CACHE_PREFIX = 'profile-analyzer-';
const CACHE = `${CACHE_PREFIX}${__CACHE_VERSION__}`;
const PRECACHED = new Set(__PRECACHE__);

async function precache() {
  const cache = await caches.open(CACHE);
  await Promise.all(
    __PRECACHE__.map(async (url) => {
      // A hashed file the previous version already holds is not downloaded again.
      const kept = isImmutable(url) ? await caches.match(url) : undefined;
      return kept ? cache.put(url, kept) : cache.add(new Request(url, { cache: 'reload' }));
    }),
  );
}

async function dropOldCaches() {
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE).map((name) => caches.delete(name)),
  );
}

async function cacheFirst(request: Request): Promise<Response> {
  return (await (await caches.open(CACHE)).match(request)) ?? fetch(request);
}

async function networkFirstPage(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (offline) {
    const page = await (await caches.open(CACHE)).match(offlinePageFor(new URL(request.url).pathname, PRECACHED));
    if (page) return page;
    throw offline;
  }
}

/** A file of the page session: kept when opened, for offline; dropped once the server refuses it. */
async function pageSessionFile(request: Request): Promise<Response> {
  const kept = await caches.open(PAGE_SESSION_FILES_CACHE);
  let response;
  try {
    response = await fetch(request);
  } catch (offline) {
    const copy = await kept.match(request);
    if (copy) return copy;
    throw offline;
  }
  if (response.ok) await kept.put(request, response.clone());
  else if (response.status === 401 || response.status === 403) await kept.delete(request);
  return response;
}

// No skipWaiting here: the new version waits for the user's consent.
self.addEventListener('install', (event) => event.waitUntil(precache()));

// The first version takes the open page at once, so it works offline without a reload.
self.addEventListener('activate', (event) => event.waitUntil(dropOldCaches().then(() => self.clients.claim())));

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const strategy = strategyFor(
    { method: request.method, url: new URL(request.url), mode: request.mode },
    self.location.origin,
    PRECACHED,
    __BACKEND_PATHS__,
  );
  if (strategy === 'cacheFirst') event.respondWith(cacheFirst(request));
  else if (strategy === 'networkFirstPage') event.respondWith(networkFirstPage(request));
  else if (strategy === 'pageSessionFile') event.respondWith(pageSessionFile(request));
});
