import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import type { Plugin } from 'vite';
import { precompress } from './scripts/precompress.ts';
import { firstPaintPages } from './scripts/first-paint-pages.ts';
import { serviceWorker } from './scripts/pwa/service-worker.ts';
import { backendPrefixes } from './contracts/endpoints.ts';
import { authOrigin, LOCAL_AUTH_EMULATOR_URL } from './src/services/firebase-settings.ts';
import { webAppManifests } from './scripts/pwa/web-app-manifests.ts';

/** In `npm run dev` Vite proxies the backend's paths (the endpoint table's) to the API server started beside it. */
const apiTarget = process.env.API_PROXY_TARGET;

/**
 * A signed-in page's first call (Firebase Auth checking the stored user) goes to another origin:
 * connecting to it while the scripts download saves that round trip. Every page is made from index.html.
 */
function authPreconnect(): Plugin {
  let origin = '';
  return {
    name: 'auth-preconnect',
    configResolved: (config) =>
      void (origin = authOrigin(config.env.VITE_FIREBASE_AUTH_EMULATOR_URL || LOCAL_AUTH_EMULATOR_URL)),
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'preconnect', href: origin, crossorigin: '' }, injectTo: 'head' },
    ],
  };
}

/**
 * The router and the route files it is made of (their loaders and guards; a route's screen is split
 * into a chunk of its own, `?tsr-split`), not the modules beside them (named with a leading '-').
 */
const isRouterModule = (id: string) =>
  /\/src\/(app\/router\.tsx|routeTree\.gen\.ts)$/.test(id) ||
  /\/src\/routes\/(?:[^-/][^/]*\/)*[^-/][^/]*\.tsx?$/.test(id);

/**
 * Few requests rather than many tiny ones: a phone on a slow link pays a round trip for each,
 * six at a time. The first paint's modules stay in the entry chunk; Firebase Auth is a chunk of
 * its own (evaluated in a task of its own, not in one long one with the rest); what the signed-in
 * app shares is six chunks (below); each screen keeps its own chunk; the password-strength
 * dictionary stays apart, loaded only where a password is set.
 */
const chunkGroups = [
  // Test builds only (VITE_FLOW_COVERAGE): imported by the entry's inspector while it awaits, so it
  // must not sit in a chunk that imports the entry back.
  {
    name: 'flow-coverage',
    priority: 6,
    test: /[\\/]src[\\/]app[\\/]flow-coverage\.ts|[\\/]scripts[\\/]flow-reading[\\/]transitions\.ts/,
  },
  { name: 'first-paint', tags: ['$initial' as const], priority: 5 },
  {
    name: 'firebase',
    priority: 4,
    test: /[\\/]node_modules[\\/](firebase|@firebase|idb)[\\/]|[\\/]src[\\/]services[\\/]firebase-auth\.ts/,
  },
  // What the signed-in app shares, in chunks that src/main.tsx evaluates one task each rather than in
  // one long task: the libraries, then the contracts with the domain rules (their schemas are built
  // as they load), then the machines and UI kit, then the app's actors, then the router with its
  // routes. The services come apart (below).
  {
    name: 'libs',
    priority: 3,
    test: (id: string) => !/zxcvbn|fastest-levenshtein/.test(id) && /node_modules/.test(id),
  },
  { name: 'contracts', priority: 3, test: /\/(contracts|domain)\// },
  // The services apart from the machines and UI kit: the session's first calls (restoring it, the
  // subscription check) load them as the page comes up, and would otherwise evaluate the kit in the
  // same task as the libraries.
  { name: 'services', priority: 2, test: /\/src\/services\// },
  { name: 'kit', priority: 2, test: /\/src\/ui\/|\/machines\// },
  { name: 'app', priority: 1, test: /\/src\/app\/(?!router\.tsx)/ },
  { name: 'router', priority: 1, test: isRouterModule },
];

export default defineConfig({
  plugins: [
    // The router plugin must run before react().
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
      routeFileIgnorePattern: '\\.css\\.ts$',
    }),
    react(),
    vanillaExtractPlugin(),
    authPreconnect(),
    firstPaintPages(),
    webAppManifests(),
    // Last before precompress: it precaches what every plugin above emitted.
    serviceWorker(),
    precompress(),
  ],
  server: apiTarget
    ? {
        proxy: {
          ...Object.fromEntries(backendPrefixes().map((path) => [path, apiTarget])),
          // The logging call is `GET /?source=...` on the origin (docs/decisions.md).
          '^/\\?(.*&)?source=': apiTarget,
        },
      }
    : undefined,
  // The manifest lets scripts/budget.mjs find exactly what the sign-in screen downloads.
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
  },
});
