/**
 * Runs a task now and then every `everyMs`, never two passes at once; `stop` waits for the pass
 * under way. The shared shape of the outbox worker, the renewals job and maintenance. A failed pass
 * is logged and the next tick tries again, so a job resumes by itself once the database is back.
 */
import type { JobStatus } from '../../contracts/health.ts';
import type { Logger } from '../logger.ts';
import { unavailableDependency } from '../unavailable.ts';

/** How the last pass went, for /healthz. */
export type { JobStatus };

export interface Periodic {
  /** Starts a pass now, or right after the one running. */
  run(): void;
  status(): JobStatus;
  stop(): Promise<void>;
}

export function startPeriodic(job: string, everyMs: number, task: () => Promise<void>, logger: Logger): Periodic {
  let running: Promise<void> | undefined;
  let last: JobStatus = { ok: true };
  const settle = (ok: boolean) => (last = { ok, lastPassAt: new Date().toISOString() });
  const onError = (error: unknown) => {
    settle(false);
    // An outage fails every tick until it ends: one line each, without a stack.
    const dependency = unavailableDependency(error);
    if (dependency) logger.warn({ job, dependency }, 'job waits for a dependency');
    else logger.error({ err: error, job }, 'job failed');
  };
  let stopped = false;
  // Asked to run while a pass is under way: one more pass right after it, since that pass may have
  // looked for work before the caller created it. The timer's ticks just skip a busy moment.
  let again = false;
  const start = () => {
    running = task()
      .then(() => void settle(true), onError)
      .finally(() => {
        running = undefined;
        if (again && !stopped) {
          again = false;
          start();
        }
      });
  };
  const tick = () => {
    if (!running && !stopped) start();
  };
  const run = () => {
    if (running) again = true;
    else tick();
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  tick();
  return {
    run,
    status: () => last,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
