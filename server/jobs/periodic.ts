/**
 * Runs a task now and then every `everyMs`, never two passes at once; `stop` waits for the pass
 * under way. The shared shape of the outbox worker, the renewals job and maintenance.
 */
export interface Periodic {
  /** Starts a pass now unless one is running. */
  run(): void;
  stop(): Promise<void>;
}

export function startPeriodic(everyMs: number, task: () => Promise<void>, onError: (error: unknown) => void): Periodic {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= task()
      .catch(onError)
      .finally(() => (running = undefined));
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  run();
  return {
    run,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
