/** Work scheduled for later that a stop cancels: what is still waiting then never runs. */
export function laterQueue() {
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;
  return {
    later(ms: number, work: () => void) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!stopped) work();
      }, ms);
      timer.unref();
      timers.add(timer);
    },
    get stopped() {
      return stopped;
    },
    stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
