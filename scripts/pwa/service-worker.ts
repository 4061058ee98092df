/**
 * Builds `/sw.js` (src/service-worker/sw.ts) as a classic script after every other plugin has
 * emitted its files, with this build's precache list and a version id derived from their
 * contents: an unchanged build keeps the same worker (no update prompt), any change makes a new one.
 * The endpoint table's paths go in as lists: the table with its schemas would triple the worker.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Plugin } from 'vite';
import { backendPaths } from '../../contracts/endpoints.ts';
import { buildInMemory, contentOf, entryOf } from '../build-in-memory.ts';

const SERVICE_WORKER_FILE = 'sw.js';

/** The app shell and static content; `sign-in.html` only when another plugin emitted it. */
const PRECACHED = [
  /^index\.html$/,
  /^sign-in\.html$/,
  /^assets\//,
  /^manifests\/[^/]+\.webmanifest$/,
  /^icons\/[^/]+\.png$/,
];

/** URL paths to precache, from the bundle's file names. */
export function precacheList(fileNames: Iterable<string>): string[] {
  return [...fileNames]
    .filter((fileName) => PRECACHED.some((pattern) => pattern.test(fileName)))
    .sort()
    .map((fileName) => `/${fileName}`);
}

/** A short hash of every precached file's path and bytes. */
export function cacheVersion(files: ReadonlyArray<readonly [url: string, content: string | Uint8Array]>): string {
  const hash = createHash('sha256');
  for (const [url, content] of files) hash.update(`${url}\0`).update(content).update('\0');
  return hash.digest('hex').slice(0, 16);
}

/** Bundles the worker with Vite's own bundler into one IIFE: no runtime imports. */
async function buildWorker(root: string, precache: string[], version: string): Promise<string> {
  const files = await buildInMemory({
    root,
    define: {
      __PRECACHE__: JSON.stringify(precache),
      __CACHE_VERSION__: JSON.stringify(version),
      __BACKEND_PATHS__: JSON.stringify(backendPaths()),
    },
    build: {
      target: 'es2022',
      copyPublicDir: false,
      rolldownOptions: { input: path.join(root, 'src/service-worker/sw.ts'), output: { format: 'iife' } },
    },
  });
  const entry = entryOf(files, 'service worker');
  return entry.code;
}

export function serviceWorker(): Plugin {
  let root = process.cwd();
  return {
    name: 'service-worker',
    apply: 'build',
    configResolved: (config) => void (root = config.root),
    generateBundle: {
      // After the plugins that emit in generateBundle (course PDFs, manifests, the sign-in page).
      order: 'post',
      async handler(_options, bundle) {
        const precache = precacheList(Object.keys(bundle));
        const version = cacheVersion(precache.map((url) => [url, contentOf(bundle[url.slice(1)])] as const));
        this.emitFile({
          type: 'asset',
          fileName: SERVICE_WORKER_FILE,
          source: await buildWorker(root, precache, version),
        });
      },
    },
  };
}
