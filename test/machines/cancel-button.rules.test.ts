/** The cancel button rules of spec 2.13 and 9 on a live actor with a simulated clock. */
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { FETCHING_PLANS_WINDOW_MS } from '../../content/constants';
import { cancelButtonMachine, fetchingWindowLeft, startedAtMs } from '../../machines/cancel-button.machine';

const NOW = Date.UTC(2026, 0, 15, 12);
const HOUR = 3_600_000;

function start(startedAt: string | null, canceled = false, now = NOW) {
  const clock = new SimulatedClock();
  const actor = createActor(cancelButtonMachine, { clock, input: { startedAt, canceled, now } }).start();
  return { actor, clock };
}

describe('cancel button rules', () => {
  it('is fetching for exactly 10 hours after the start, then enables itself', () => {
    const s = start(new Date(NOW - 4 * HOUR).toISOString());
    expect(s.actor.getSnapshot().value).toBe('fetching');
    s.clock.increment(6 * HOUR - 1);
    expect(s.actor.getSnapshot().value).toBe('fetching');
    s.clock.increment(1);
    expect(s.actor.getSnapshot().value).toBe('enabled');
  });

  it('is enabled when the window is over, canceled (disabled) whenever the session says canceled', () => {
    expect(start(new Date(NOW - FETCHING_PLANS_WINDOW_MS).toISOString()).actor.getSnapshot().value).toBe('enabled');
    expect(start(new Date(NOW - HOUR).toISOString(), true).actor.getSnapshot().value).toBe('canceled');
  });

  it('turns canceled when the re-read subscription is canceled', () => {
    const s = start(new Date(NOW - 20 * HOUR).toISOString());
    s.actor.send({
      type: 'subscription.updated',
      startedAt: new Date(NOW - 20 * HOUR).toISOString(),
      canceled: true,
      now: NOW + 1000,
    });
    expect(s.actor.getSnapshot().value).toBe('canceled');
  });

  it('reads a start time without a zone as UTC, one with an offset as that offset', () => {
    expect(startedAtMs('2026-01-15T02:00:00')).toBe(Date.UTC(2026, 0, 15, 2));
    expect(startedAtMs('2026-01-15 02:00:00')).toBe(Date.UTC(2026, 0, 15, 2));
    expect(startedAtMs('2026-01-15T02:00:00Z')).toBe(Date.UTC(2026, 0, 15, 2));
    expect(startedAtMs('2026-01-15T04:00:00+02:00')).toBe(Date.UTC(2026, 0, 15, 2));
    expect(startedAtMs('not a date')).toBeNull();
    expect(startedAtMs(null)).toBeNull();
    expect(fetchingWindowLeft({ startedAt: '2026-01-15T02:00:00', now: Date.UTC(2026, 0, 15, 3) })).toBe(9 * HOUR);
  });
});
