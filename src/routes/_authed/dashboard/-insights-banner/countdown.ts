/** The waiting banner's countdown (spec 2.6): time left until the next insight refresh. Pure. */
import { COUNTDOWN_UNIT_LABELS } from '../../../../../content/insights-status';
import { nextUpdateAt } from '../../../../../machines/insight-status.machine';

type CountdownUnit = keyof typeof COUNTDOWN_UNIT_LABELS;

export interface CountdownPart {
  unit: CountdownUnit;
  value: number;
}

const SECOND = 1;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** A calendar-free month: the countdown only needs a fixed unit larger than a day. */
const MONTH = 30 * DAY;

const UNIT_SECONDS: Array<[CountdownUnit, number]> = [
  ['months', MONTH],
  ['days', DAY],
  ['hours', HOUR],
  ['minutes', MINUTE],
  ['seconds', SECOND],
];

/**
 * Whole units left until the next update (24 hours after `updatedAtSeconds`, when the insight
 * status fetches again), largest first, each only if above zero. Empty without an update time or
 * once the refresh time has come.
 */
export function countdownParts(nowMs: number, updatedAtSeconds: number | null): CountdownPart[] {
  if (updatedAtSeconds === null) return [];
  let left = Math.floor((nextUpdateAt(updatedAtSeconds) - nowMs) / 1000);
  const parts: CountdownPart[] = [];
  for (const [unit, size] of UNIT_SECONDS) {
    const value = Math.floor(Math.max(left, 0) / size);
    left -= value * size;
    if (value > 0) parts.push({ unit, value });
  }
  return parts;
}

/** '23h 5m 9s' */
export function formatCountdown(parts: CountdownPart[]): string {
  return parts.map(({ unit, value }) => `${value}${COUNTDOWN_UNIT_LABELS[unit]}`).join(' ');
}
