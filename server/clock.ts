/**
 * Time as the server sees it. Production reads the system clock; outside production tests and
 * demos can move it forward (POST /dev/clock) to see renewals, expiries and windows pass.
 * Code that decides by time takes it from here and passes it to SQL as a parameter, never
 * SQL's now(), so moving the clock moves every decision.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export interface AdjustableClock extends Clock {
  advance(ms: number): void;
  reset(): void;
}

export function adjustableClock(): AdjustableClock {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance: (ms) => void (offsetMs += ms),
    reset: () => void (offsetMs = 0),
  };
}
