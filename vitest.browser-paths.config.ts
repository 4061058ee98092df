// `npm run test:browser-paths`: the model paths of the product's flows driven through the real
// screens in Chromium against a stack started as `npm start` starts it, from a test build that
// records coverage on the live actors (VITE_FLOW_COVERAGE). Its own command, after `npm test` in CI.
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      name: 'browser-paths',
      environment: 'node',
      include: ['test/browser-paths/**/*.test.ts'],
      globalSetup: ['test/browser-paths/global-setup.ts'],
      fileParallelism: false,
      testTimeout: 60_000,
      hookTimeout: 300_000,
    },
  }),
);
