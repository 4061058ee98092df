/** See test-timings.mjs. */
export interface TimedStep {
  name: string;
  seconds?: number;
  status: 'ok' | 'failed' | 'not run';
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
export function timingTable(steps: TimedStep[], run: RunTiming | undefined): string;
