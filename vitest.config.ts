import os from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import TimingReporter from './test/timing-reporter.ts';

// The unit and screen tests keep their workers busy and vitest's main process idle, so they take
// every core but one, and both of two (vitest's own default leaves two cores one worker). Sharing
// the cores, a test may take a few times its time alone: a timeout is for a test that hangs.
const cpuBoundTests = { maxWorkers: Math.max(2, os.availableParallelism() - 1), testTimeout: 15_000 };
// The stack projects run their files one at a time against one running stack.
const stackTests = { environment: 'node', fileParallelism: false, testTimeout: 30_000, hookTimeout: 120_000 } as const;
// Each fault project prints its table of what the user saw (test/faults/global-setup.ts).
const faultTests = { ...stackTests, testTimeout: 120_000, globalSetup: ['test/faults/global-setup.ts'] };
const LATENCY_FAULT = 'test/faults/upload-load.test.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      reporters: ['default', new TimingReporter()],
      projects: [
        {
          extends: true,
          test: {
            ...cpuBoundTests,
            name: 'unit',
            environment: 'node',
            include: ['test/unit/**/*.test.ts', 'test/machines/**/*.test.ts'],
          },
        },
        {
          extends: true,
          test: {
            ...cpuBoundTests,
            name: 'screens',
            environment: 'jsdom',
            include: ['test/screens/**/*.test.tsx'],
            setupFiles: ['test/screens/setup.ts'],
          },
        },
        {
          // Server contract tests and the built server's, on one running stack started as `npm start` starts it.
          extends: true,
          test: {
            ...stackTests,
            name: 'stack',
            include: ['test/server/**/*.test.ts', 'test/production/**/*.test.ts'],
            globalSetup: ['test/stack.global-setup.ts'],
          },
        },
        {
          // End to end in Chromium, on a stack of their own: two files at a time, as they wait on the
          // browser and the server more than they compute, and move no clock another file reads.
          extends: true,
          test: {
            ...stackTests,
            name: 'e2e',
            include: ['test/e2e/**/*.test.ts'],
            globalSetup: ['test/e2e/global-setup.ts'],
            fileParallelism: true,
            maxWorkers: 2,
          },
        },
        {
          // The server contract tests again, on a throwaway real Postgres (PGlite above).
          extends: true,
          test: {
            ...stackTests,
            name: 'stack-pg',
            include: ['test/server/**/*.test.ts'],
            // It starts a server of its own on PGlite before its build: once, in `stack`, is enough.
            exclude: ['test/server/rendered-pages-build.test.ts'],
            globalSetup: ['test/stack-pg.global-setup.ts'],
          },
        },
        {
          // The security review's findings (attacks on the running stack), replayed against its own stack.
          extends: true,
          test: {
            ...stackTests,
            name: 'security',
            include: ['test/security/**/*.test.ts'],
            globalSetup: ['test/security/global-setup.ts'],
          },
        },
        {
          // Faults injected into stacks of their own (crashes, outages, abusive clients), each file on
          // ports of its own, two at a time; in a group of their own, after the other projects.
          extends: true,
          test: {
            ...faultTests,
            name: 'faults',
            include: ['test/faults/**/*.test.ts'],
            exclude: [LATENCY_FAULT],
            fileParallelism: true,
            maxWorkers: 2,
            sequence: { groupOrder: 1 },
          },
        },
        {
          // The fault whose measure is the latency other clients see: alone, last.
          extends: true,
          test: {
            ...faultTests,
            name: 'faults-latency',
            include: [LATENCY_FAULT],
            sequence: { groupOrder: 2 },
          },
        },
      ],
    },
  }),
);
