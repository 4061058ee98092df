/**
 * Where the time of `npm test` goes: the table scripts/test.mjs prints at the end (its steps, then
 * each vitest project) and test/timing-reporter.ts prints after a bare `vitest run`.
 * A project's wall seconds run from its first file's start to its last file's end; projects that
 * run side by side share those seconds, so they add up to more than the run's own wall time, which
 * also holds starting the stacks.
 */
import { textTable } from './text-table.mjs';

const figure = (value) => (value === undefined ? '' : String(value));

/**
 * `steps`: [{ name, seconds, status }] (status: 'ok', 'failed' or 'not run'); `run`: the reporter's
 * JSON, or undefined when vitest did not get to write it.
 */
export function timingTable(steps, run) {
  const rows = [['phase', 'files', 'tests', 'wall s']];
  for (const step of steps) {
    if (step.name === 'vitest run' && run)
      for (const project of run.projects)
        rows.push([
          `  vitest: ${project.project}`,
          figure(project.files),
          figure(project.tests),
          project.wallSeconds.toFixed(1),
        ]);
    const note = step.status === 'ok' ? '' : ` (${step.status})`;
    const counts = step.name === 'vitest run' && run ? [figure(run.files), figure(run.tests)] : ['', ''];
    rows.push([`${step.name}${note}`, ...counts, step.seconds === undefined ? '' : step.seconds.toFixed(1)]);
  }
  const total = steps.reduce((sum, step) => sum + (step.seconds ?? 0), 0);
  rows.push(['total', '', '', total.toFixed(1)]);
  return textTable(rows);
}
