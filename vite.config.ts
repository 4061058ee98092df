import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/** In `npm run dev` Vite proxies the backend's paths to the API server started beside it. */
const apiTarget = process.env.API_PROXY_TARGET;
const backendPaths = ['/rec', '/subs', '/api', '/event', '/functions', '/dev', '/healthz', '/news', '/reports'];

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
  ],
  server: apiTarget
    ? {
        proxy: {
          ...Object.fromEntries(backendPaths.map((path) => [path, apiTarget])),
          // The logging call is `GET /?source=...` on the origin (DECISIONS.md).
          '^/\\?(.*&)?source=': apiTarget,
        },
      }
    : undefined,
  // The manifest lets scripts/budget.mjs find exactly what the sign-in screen downloads.
  build: { target: 'es2022', sourcemap: false, manifest: true },
});
