// The table `npm test` ends with: where the time went, per step and stage, and per vitest project.
import { describe, expect, it } from 'vitest';
import { timingTable } from '../../scripts/test-timings.mjs';

const run = (projects: [string, number, number, number][]) => ({
  wallSeconds: 0,
  files: projects.reduce((sum, [, files]) => sum + files, 0),
  tests: projects.reduce((sum, [, , tests]) => sum + tests, 0),
  projects: projects.map(([project, files, tests, wallSeconds]) => ({ project, files, tests, wallSeconds })),
});

describe('timingTable', () => {
  const table = timingTable(
    [
      { name: 'lint', stage: 2, seconds: 70.04, status: 'ok' },
      { name: 'vitest: stack', stage: 4, seconds: 280, status: 'failed', run: run([['stack', 54, 352, 264.9]]) },
      {
        name: 'vitest: stack-pg, security',
        stage: 4,
        seconds: 140,
        status: 'ok',
        run: run([
          ['stack-pg', 35, 280, 83.1],
          ['security', 8, 90, 26],
        ]),
      },
      { name: 'vitest: faults', stage: 5, status: 'not run' },
    ],
    600,
  );
  const rows = table.split('\n').map((line) =>
    line
      .split('|')
      .map((cell) => cell.trim())
      .slice(1, -1),
  );

  it('gives each step its stage, its counts and its seconds, and says which failed or did not run', () => {
    expect(rows).toContainEqual(['lint', '2', '', '', '70.0']);
    expect(rows).toContainEqual(['vitest: stack (failed)', '4', '54', '352', '280.0']);
    expect(rows).toContainEqual(['vitest: faults (not run)', '5', '', '', '']);
  });

  it("lists a step's projects before it when it ran several, and ends with the total wall time", () => {
    const names = rows.map(([name]) => name);
    expect(names.slice(4, 7)).toEqual(['vitest: stack-pg', 'vitest: security', 'vitest: stack-pg, security']);
    expect(names.filter((name) => name === 'vitest: stack')).toHaveLength(0);
    expect(rows.at(-1)).toEqual(['total', '', '', '', '600.0']);
  });
});
