/**
 * One vitest test per model path, run on a live actor, then the coverage table; the suite fails
 * below 100 % of states or transitions. Later machines reuse this as it is.
 */
import { afterAll, describe, it } from 'vitest';
import type { AnyStateMachine, InputFrom } from 'xstate';
import { Coverage } from './coverage';
import { writePathReport } from './path-report';
import { transitionPaths, type ModelOptions, type ModelPath } from './model-paths';
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
  const runs = inputs.flatMap((input) => transitionPaths(machine, { ...options, input }).map((path) => ({ input, path })));
  describe(`${machine.id} machine: ${runs.length} model paths`, () => {
    for (const { input, path } of runs) {
      const label = inputs.length > 1 ? `[${JSON.stringify(input)}] ` : '';
      it(`${label}${path.description}`, async () => {
        const { fakes } = await runPath(machine, path, { ...options, input, coverage });
        options.afterPath?.(path, fakes);
      });
    }
    afterAll(() => {
      writePathReport(coverage, runs.length);
      coverage.assertComplete();
    });
  });
  return { runs, coverage };
}
