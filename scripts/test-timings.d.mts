/** See test-timings.mjs. */
export interface TimedStep {
  name: string;
  /** The stage of `npm test` it ran in; steps of one stage run side by side. */
  stage?: number;
  seconds?: number;
  status: 'ok' | 'failed' | 'not run';
  run?: RunTiming;
}
export interface ProjectTiming {
  project: string;
  files: number;
  tests: number;
  /** Seconds from the project's first file starting to its last file ending. */
  wallSeconds: number;
}
export interface RunTiming {
  wallSeconds: number;
  files: number;
  tests: number;
  projects: ProjectTiming[];
}
export function timingTable(steps: TimedStep[], totalSeconds: number): string;
