/**
 * Where the time of `npm test` goes: the table scripts/test.mjs prints at the end (each step and the
 * stage it ran in, a vitest step of several projects after a line for each) and test/timing-reporter.ts prints
 * after a bare `vitest run`.
 * A project's wall seconds run from its first file's start to its last file's end; projects and
 * steps that run side by side share those seconds, so they add up to more than the total.
 */
import { textTable } from './text-table.mjs';

const figure = (value) => (value === undefined ? '' : String(value));

/**
 * `steps`: [{ name, stage?, seconds, status, run? }] (status: 'ok', 'failed' or 'not run'; `run`: a
 * vitest step's reporter JSON); `totalSeconds`: the wall time of them all.
 */
export function timingTable(steps, totalSeconds) {
  const rows = [['phase', 'stage', 'files', 'tests', 'wall s']];
  for (const step of steps) {
    const stage = figure(step.stage);
    // A step of several projects: each project's own line first.
    const projects = step.run?.projects.length > 1 ? step.run.projects : [];
    for (const project of projects)
      rows.push([
        `  vitest: ${project.project}`,
        stage,
        figure(project.files),
        figure(project.tests),
        project.wallSeconds.toFixed(1),
      ]);
    const note = step.status === 'ok' ? '' : ` (${step.status})`;
    const counts = step.run ? [figure(step.run.files), figure(step.run.tests)] : ['', ''];
    rows.push([`${step.name}${note}`, stage, ...counts, step.seconds === undefined ? '' : step.seconds.toFixed(1)]);
  }
  rows.push(['total', '', '', '', totalSeconds.toFixed(1)]);
  return textTable(rows);
}
