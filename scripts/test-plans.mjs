#!/usr/bin/env node
/**
 * `npm run test:plans`: rewrites the committed test plans (docs/test-plans) from every machine's
 * model-based suite (TEST_PLANS=1). With `--base <git ref>` it then lists, per machine, the cases
 * added, removed and changed since that ref and writes them as a change plan under reports/
 * (scripts/plan-changes.ts).
 */
import { spawnSync } from 'node:child_process';
import { baseRefArgument } from './base-ref.mjs';

const baseRef = baseRefArgument('test:plans');
const plans = spawnSync('npx', ['vitest', 'run', '--project', 'unit', '.machine.test.ts'], {
  stdio: baseRef ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  env: { ...process.env, TEST_PLANS: '1' },
});
if (plans.status !== 0) {
  console.error('A model-based suite failed (vitest output above): the plans may be incomplete.');
  process.exit(plans.status ?? 1);
}
if (baseRef) {
  const changes = spawnSync('npx', ['tsx', 'scripts/plan-changes.ts', baseRef], { stdio: 'inherit' });
  process.exit(changes.status ?? 1);
}
