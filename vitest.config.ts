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
          // Server contract tests and end-to-end tests share one running stack, started as `npm start` starts it.
          extends: true,
          test: {
            ...stackTests,
            name: 'stack',
            include: ['test/server/**/*.test.ts', 'test/e2e/**/*.test.ts', 'test/production/**/*.test.ts'],
            globalSetup: ['test/stack.global-setup.ts'],
          },
        },
        {
          // The server contract tests again, on a throwaway real Postgres (PGlite above).
          extends: true,
          test: {
            ...stackTests,
            name: 'stack-pg',
            include: ['test/server/**/*.test.ts'],
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
          // Faults injected into stacks of their own (crashes, outages, abusive clients): a group of
          // their own, one file at a time, so their timings do not share the cores with other suites
          // (vitest runs it after the unit and screen tests and before the one-file-at-a-time stack projects).
          extends: true,
          test: {
            ...stackTests,
            name: 'faults',
            include: ['test/faults/**/*.test.ts'],
            testTimeout: 120_000,
            globalSetup: ['test/faults/global-setup.ts'],
            sequence: { groupOrder: 1 },
          },
        },
      ],
    },
  }),
);
