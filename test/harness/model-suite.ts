/**
 * One vitest test per model path, run on a live actor, then the coverage table (states,
 * transitions, transition pairs); the suite fails below 100 % of states or transitions. The paths
 * cover every reachable pair of transitions where that stays within PAIR_PATH_LIMIT per input.
 */
import { afterAll, describe, it } from 'vitest';
import type { AnyStateMachine, InputFrom } from 'xstate';
import { Coverage } from './coverage';
import { checkCommittedCoverage, writePathReport } from './path-report';
import { checkOrWritePlan } from './plan-files';
import { modelPaths, reachablePairs, type ModelOptions, type ModelPath } from './model-paths';
import { runPath, type FakeActors, type RunOptions } from './run-path';

export interface ModelSuiteOptions<TMachine extends AnyStateMachine> extends Omit<ModelOptions<TMachine>, 'input'> {
  /** Each input gets its own paths; coverage is counted over all of them. */
  inputs?: Array<InputFrom<TMachine>>;
  actions?: RunOptions<TMachine>['actions'];
  /** Extra assertions after a path ran (calls the fakes received, spies). */
  afterPath?: (path: ModelPath, fakes: FakeActors) => void;
}

export function modelSuite<TMachine extends AnyStateMachine>(machine: TMachine, options: ModelSuiteOptions<TMachine>) {
  const coverage = new Coverage(machine);
  const inputs = options.inputs ?? [undefined as InputFrom<TMachine>];
  const runs = inputs.flatMap((input) => {
    const { graph, paths, byPairs } = modelPaths(machine, { ...options, input });
    coverage.addReachablePairs(reachablePairs(graph), byPairs);
    return paths.map((path) => ({ input, path }));
  });
  describe(`${machine.id} machine: ${runs.length} model paths`, () => {
    for (const { input, path } of runs) {
      const label = inputs.length > 1 ? `[${JSON.stringify(input)}] ` : '';
      it(`${label}${path.description}`, async () => {
        const { fakes } = await runPath(machine, path, { ...options, input, coverage });
        options.afterPath?.(path, fakes);
      });
    }
    it(`the test plan docs/test-plans/${machine.id}.md is up to date`, () => {
      checkOrWritePlan(machine, inputs, options);
    });
    afterAll(() => {
      writePathReport(coverage, runs.length);
      coverage.assertComplete();
      checkCommittedCoverage(coverage);
    });
  });
  return { runs, coverage };
}
