/**
 * The service worker: the build's precache list and version, the routing table, and the
 * built `/sw.js` itself, run as a classic script in a sandbox with a fake cache storage: install
 * precaches without taking over, activate drops old caches, SKIP_WAITING takes over, and fetches
 * go to the cache or the network as routing.ts says.
 */
import vm from 'node:vm';
import type { Plugin, Rollup } from 'vite';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { cacheVersion, precacheList, serviceWorker } from '../../scripts/pwa/service-worker';
import { backendPaths } from '../../contracts/endpoints';
import { offlinePageFor, strategyFor } from '../../src/service-worker/routing';

const ORIGIN = 'https://app.example';

const BUILD_FILES = [
  'index.html',
  'sign-in.html',
  'assets/index-B1x2.js',
  'assets/router-Zz9.js',
  'assets/index-Q7.css',
  'manifests/default.webmanifest',
  'icons/default-192.png',
  'icons/x-maskable-512.png',
  '.vite/manifest.json',
  'sw.js',
  'robots.txt',
];

describe('precacheList', () => {
  it('takes the app shell, every hashed asset, manifests and icons, sorted, as URL paths', () => {
    expect(precacheList(BUILD_FILES)).toEqual([
      '/assets/index-B1x2.js',
      '/assets/index-Q7.css',
      '/assets/router-Zz9.js',
      '/icons/default-192.png',
      '/icons/x-maskable-512.png',
      '/index.html',
      '/manifests/default.webmanifest',
      '/sign-in.html',
    ]);
  });

  it('leaves out the sign-in page when no plugin emitted it', () => {
    expect(precacheList(BUILD_FILES.filter((file) => file !== 'sign-in.html'))).not.toContain('/sign-in.html');
  });
});

describe('cacheVersion', () => {
  it('stays for the same files and changes with any byte or name', () => {
    const files = [
      ['/index.html', '<html>'],
      ['/icons/a.png', Uint8Array.of(1, 2)],
    ] as const;
    expect(cacheVersion(files)).toBe(
      cacheVersion([
        ['/index.html', '<html>'],
        ['/icons/a.png', Uint8Array.of(1, 2)],
      ]),
    );
    expect(cacheVersion(files)).toMatch(/^[0-9a-f]{16}$/);
    expect(cacheVersion([['/index.html', '<html> '], files[1]])).not.toBe(cacheVersion(files));
    expect(cacheVersion([['/index2.html', '<html>'], files[1]])).not.toBe(cacheVersion(files));
  });
});

describe('strategyFor', () => {
  const precached = new Set(['/index.html', '/manifests/x.webmanifest', '/icons/x-192.png']);
  it.each([
    ['GET', '/assets/router-Zz9.js', 'no-cors', 'cacheFirst'],
    ['GET', '/dashboard/course/Lesson_n3.pdf', 'navigate', 'pageSessionFile'],
    ['GET', '/pdf/Lesson_n3.pdf', 'navigate', 'passThrough'],
    ['GET', '/manifests/x.webmanifest', 'cors', 'cacheFirst'],
    ['GET', '/icons/x-192.png', 'no-cors', 'cacheFirst'],
    ['GET', '/dashboard', 'navigate', 'networkFirstPage'],
    ['GET', '/sign-in', 'navigate', 'networkFirstPage'],
    ['GET', '/dashboard/events', 'navigate', 'networkFirstPage'],
    ['GET', '/rec/subscriptions/u1', 'cors', 'passThrough'],
    ['GET', '/subs/finalize', 'cors', 'passThrough'],
    ['GET', '/api/activation', 'cors', 'passThrough'],
    ['GET', '/functions/ig-getNews', 'cors', 'passThrough'],
    ['POST', '/event', 'cors', 'passThrough'],
    ['GET', '/dev/mailbox', 'navigate', 'passThrough'],
    ['GET', '/reports/abc.pdf', 'navigate', 'passThrough'],
    ['GET', '/healthz', 'cors', 'passThrough'],
    ['GET', '/news/trial-reels.svg', 'no-cors', 'passThrough'],
    ['GET', '/?source=get_news&message=x', 'cors', 'passThrough'],
    ['POST', '/assets/router-Zz9.js', 'cors', 'passThrough'],
    ['GET', '/unknown.txt', 'cors', 'passThrough'],
  ] as const)('%s %s (%s) → %s', (method, path, mode, expected) => {
    expect(strategyFor({ method, url: new URL(path, ORIGIN), mode }, ORIGIN, precached, backendPaths())).toBe(expected);
  });

  it('passes on other origins (Firebase Auth, the image proxy hosts)', () => {
    expect(
      strategyFor(
        { method: 'GET', url: new URL('https://identitytoolkit.googleapis.com/v1/x'), mode: 'cors' },
        ORIGIN,
        precached,
        backendPaths(),
      ),
    ).toBe('passThrough');
    expect(
      strategyFor(
        { method: 'GET', url: new URL('https://cdn.example/assets/a.js'), mode: 'no-cors' },
        ORIGIN,
        precached,
        backendPaths(),
      ),
    ).toBe('passThrough');
  });

  it('falls back offline to the prerendered sign-in page for /sign-in when built, else to the app shell', () => {
    expect(offlinePageFor('/sign-in', new Set(['/sign-in.html', '/index.html']))).toBe('/sign-in.html');
    expect(offlinePageFor('/sign-in', new Set(['/index.html']))).toBe('/index.html');
    expect(offlinePageFor('/dashboard/news', new Set(['/sign-in.html', '/index.html']))).toBe('/index.html');
  });
});

/** Cache storage as a service worker sees it, in memory; keys are absolute URLs. */
class FakeCaches {
  readonly stores = new Map<string, Map<string, Response>>();
  constructor(private readonly fetch: (request: Request) => Promise<Response>) {}

  private store(name: string) {
    if (!this.stores.has(name)) this.stores.set(name, new Map());
    const entries = this.stores.get(name)!;
    const key = (request: Request | string) =>
      new URL(typeof request === 'string' ? request : request.url, ORIGIN).href;
    return {
      add: async (request: Request) => void entries.set(key(request), await this.fetch(request)),
      put: async (request: Request | string, response: Response) => void entries.set(key(request), response),
      match: async (request: Request | string) => entries.get(key(request))?.clone(),
      delete: async (request: Request | string) => entries.delete(key(request)),
    };
  }

  open = async (name: string) => this.store(name);
  keys = async () => [...this.stores.keys()];
  delete = async (name: string) => this.stores.delete(name);
  match = async (request: string) => {
    for (const name of this.stores.keys()) {
      const found = await this.store(name).match(request);
      if (found) return found;
    }
    return undefined;
  };
}

/** The built worker in a sandbox: a classic script (vm.Script refuses `import`/`export`). */
function runWorker(
  code: string,
  { online = true, caches: seeded }: { online?: boolean; caches?: Record<string, Record<string, string>> } = {},
) {
  /** `refused`: paths the server answers 403 (a page session that lost its access). */
  const network = { online, refused: new Set<string>() };
  const fetch = vi.fn(async (request: Request | { url: string }) => {
    if (!network.online) throw new TypeError('Failed to fetch');
    const { pathname } = new URL(request.url);
    return network.refused.has(pathname)
      ? new Response('refused', { status: 403 })
      : new Response(`network ${pathname}`);
  });
  const caches = new FakeCaches(fetch as never);
  for (const [name, entries] of Object.entries(seeded ?? {})) {
    for (const [path, body] of Object.entries(entries))
      void caches.open(name).then((cache) => cache.put(path, new Response(body)));
  }
  const listeners = new Map<string, (event: unknown) => void>();
  const self = {
    location: new URL('/sw.js', ORIGIN),
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    skipWaiting: vi.fn(async () => undefined),
    clients: { claim: vi.fn(async () => undefined) },
  };
  const RelativeRequest = class extends Request {
    constructor(input: string, init?: RequestInit) {
      super(new URL(input, ORIGIN), init);
    }
  };
  new vm.Script(code).runInNewContext({ self, caches, fetch, Request: RelativeRequest, Response, URL });

  const extendable = async (type: string, fields: object = {}) => {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...fields, waitUntil: (promise: Promise<unknown>) => (work = promise) });
    await work;
  };
  /** The response the worker gives, or undefined when it lets the request through to the network. */
  const request = async (path: string, { method = 'GET', mode = 'cors' }: { method?: string; mode?: string } = {}) => {
    let response: Promise<Response> | undefined;
    listeners.get('fetch')!({
      request: { url: new URL(path, ORIGIN).href, method, mode },
      respondWith: (answer: Promise<Response>) => (response = answer),
    });
    return response && (await (await response).text());
  };
  return {
    self,
    caches,
    fetch,
    network,
    extendable,
    request,
    message: (data: unknown) => listeners.get('message')!({ data }),
  };
}

describe('the built /sw.js', () => {
  const plugin = serviceWorker() as Plugin & { configResolved: (config: { root: string }) => void };
  const bundleOf = (files: string[]) =>
    Object.fromEntries(
      files.map((fileName) => [
        fileName,
        fileName.endsWith('.js')
          ? { type: 'chunk', fileName, code: `/* ${fileName} */` }
          : { type: 'asset', fileName, source: `<${fileName}>` },
      ]),
    ) as unknown as Rollup.OutputBundle;

  async function build(files: string[]): Promise<string> {
    const emitted: Array<{ fileName: string; source: string }> = [];
    plugin.configResolved({ root: process.cwd() });
    const { handler, order } = plugin.generateBundle as {
      handler: (this: unknown, options: unknown, bundle: Rollup.OutputBundle) => Promise<void>;
      order: string;
    };
    expect(order).toBe('post'); // runs after every plugin that emits files
    await handler.call(
      { emitFile: (file: { fileName: string; source: string }) => emitted.push(file) },
      {},
      bundleOf(files),
    );
    expect(emitted.map((file) => file.fileName)).toEqual(['sw.js']);
    return emitted[0].source;
  }

  let code: string;
  beforeAll(async () => {
    code = await build(BUILD_FILES.filter((file) => file !== 'sw.js'));
  }, 30_000);

  it('is one classic script with no imports', () => {
    expect(code).not.toMatch(/\bimport\s*\(|^\s*(import|export)\b/m);
    expect(() => new vm.Script(code)).not.toThrow();
  });

  it('precaches the list on install without taking over, reusing hashed files an older version holds', async () => {
    const worker = runWorker(code, { caches: { 'profile-analyzer-old': { '/assets/index-B1x2.js': 'old copy' } } });
    await worker.extendable('install');
    const [current] = (await worker.caches.keys()).filter((name) => name !== 'profile-analyzer-old');
    expect(current).toMatch(/^profile-analyzer-[0-9a-f]{16}$/);
    expect([...worker.caches.stores.get(current)!.keys()].map((url) => new URL(url).pathname).sort()).toEqual(
      precacheList(BUILD_FILES),
    );
    const fetched = worker.fetch.mock.calls.map(([request]) => request as Request);
    expect(fetched.map((request) => new URL(request.url).pathname)).not.toContain('/assets/index-B1x2.js');
    expect(fetched.every((request) => request.cache === 'reload')).toBe(true); // past the HTTP cache
    expect(worker.self.skipWaiting).not.toHaveBeenCalled();
  });

  it('drops older versions on activate, keeps caches it does not own, and takes the open pages', async () => {
    const worker = runWorker(code, {
      caches: { 'profile-analyzer-old': { '/index.html': 'old' }, 'someone-else': { '/x': 'x' } },
    });
    await worker.extendable('install');
    await worker.extendable('activate');
    const names = await worker.caches.keys();
    expect(names).toHaveLength(2);
    expect(names).toContain('someone-else');
    expect(names.some((name) => /^profile-analyzer-[0-9a-f]{16}$/.test(name))).toBe(true);
    expect(worker.self.clients.claim).toHaveBeenCalledOnce();
  });

  it('takes over only when the page sends SKIP_WAITING', () => {
    const worker = runWorker(code);
    worker.message({ type: 'PING' });
    worker.message(null);
    expect(worker.self.skipWaiting).not.toHaveBeenCalled();
    worker.message({ type: 'SKIP_WAITING' });
    expect(worker.self.skipWaiting).toHaveBeenCalledOnce();
  });

  it('serves pages from the network, and offline the cached sign-in page or app shell; assets from the cache; API calls never', async () => {
    const worker = runWorker(code);
    await worker.extendable('install');
    expect(await worker.request('/dashboard', { mode: 'navigate' })).toBe('network /dashboard');
    worker.network.online = false;
    expect(await worker.request('/dashboard/news', { mode: 'navigate' })).toBe('network /index.html'); // the precached copy
    expect(await worker.request('/sign-in', { mode: 'navigate' })).toBe('network /sign-in.html');
    expect(await worker.request('/assets/router-Zz9.js', { mode: 'no-cors' })).toBe('network /assets/router-Zz9.js');
    expect(await worker.request('/icons/x-maskable-512.png', { mode: 'no-cors' })).toBe(
      'network /icons/x-maskable-512.png',
    );
    for (const path of ['/rec/subscriptions/u1', '/functions/ig-getNews', '/?source=x', '/healthz'])
      expect(await worker.request(path)).toBeUndefined();
    expect(await worker.request('/event', { method: 'POST' })).toBeUndefined();
    await expect(worker.request('/assets/not-built.js')).rejects.toThrow('Failed to fetch');
  });

  it('keeps a lesson its owner opened for offline, drops it once the server refuses it, and precaches none', async () => {
    const worker = runWorker(code);
    await worker.extendable('install');
    const lesson = '/dashboard/course/Lesson_n10.pdf';
    worker.network.online = false;
    await expect(worker.request(lesson, { mode: 'navigate' })).rejects.toThrow('Failed to fetch');
    worker.network.online = true;
    expect(await worker.request(lesson, { mode: 'navigate' })).toBe(`network ${lesson}`);
    worker.network.online = false;
    expect(await worker.request(lesson, { mode: 'navigate' })).toBe(`network ${lesson}`); // the kept copy
    worker.network.online = true;
    worker.network.refused.add(lesson);
    expect(await worker.request(lesson, { mode: 'navigate' })).toBe('refused');
    worker.network.online = false;
    await expect(worker.request(lesson, { mode: 'navigate' })).rejects.toThrow('Failed to fetch');
  });

  it('falls back to the app shell for /sign-in when the build has no sign-in page', async () => {
    const worker = runWorker(await build(BUILD_FILES.filter((file) => file !== 'sign-in.html' && file !== 'sw.js')));
    await worker.extendable('install');
    worker.network.online = false;
    expect(await worker.request('/sign-in', { mode: 'navigate' })).toBe('network /index.html');
  });
});
