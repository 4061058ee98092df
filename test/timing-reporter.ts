/**
 * Where a vitest run's time goes: per project, its files, its tests and the wall-clock seconds from
 * its first file's start to its last file's end, and the run's own wall time (which includes
 * starting the stacks). With TEST_TIMINGS_FILE set (scripts/test.mjs, `npm test`) it writes that
 * as JSON for the table of all phases; otherwise it prints the table after vitest's summary.
 */
import fs from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';
import { timingTable, type ProjectTiming, type RunTiming } from '../scripts/test-timings.mjs';

const seconds = (ms: number) => Math.round(ms / 100) / 10;

export default class TimingReporter implements Reporter {
  private runStart = performance.now();
  private readonly started = new Map<string, number>();
  private readonly ended = new Map<string, number>();

  onTestRunStart() {
    this.runStart = performance.now();
  }

  onTestModuleQueued(testModule: TestModule) {
    this.started.set(testModule.id, performance.now());
  }

  onTestModuleEnd(testModule: TestModule) {
    this.ended.set(testModule.id, performance.now());
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>, _errors: unknown, reason: string) {
    const now = performance.now();
    const byProject = new Map<string, TestModule[]>();
    for (const testModule of testModules)
      byProject.set(testModule.project.name, [...(byProject.get(testModule.project.name) ?? []), testModule]);
    const projects: ProjectTiming[] = [...byProject].map(([project, modules]) => ({
      project,
      files: modules.length,
      tests: modules.reduce((sum, item) => sum + [...item.children.allTests()].length, 0),
      wallSeconds: seconds(
        Math.max(...modules.map((item) => this.ended.get(item.id) ?? now)) -
          Math.min(...modules.map((item) => this.started.get(item.id) ?? this.runStart)),
      ),
    }));
    const run: RunTiming = {
      wallSeconds: seconds(now - this.runStart),
      files: testModules.length,
      tests: projects.reduce((sum, item) => sum + item.tests, 0),
      projects,
    };
    if (process.env.TEST_TIMINGS_FILE) fs.writeFileSync(process.env.TEST_TIMINGS_FILE, `${JSON.stringify(run)}\n`);
    else {
      const status = reason === 'passed' ? 'ok' : 'failed';
      process.stdout.write(
        `\n${timingTable([{ name: 'vitest run', seconds: run.wallSeconds, status, run }], run.wallSeconds)}\n`,
      );
    }
  }
}
