/** Spec 2.6: the countdown to 24 hours after the last update, each unit shown only above zero. */
import { describe, expect, it } from 'vitest';
import { INSIGHT_REFRESH_WINDOW_MS } from '../../content/constants';
import { countdownParts, formatCountdown } from '../../src/routes/_authed/dashboard/-insights-banner/countdown';

const UPDATED_AT = 1_700_000_000;
const updatedAtMs = UPDATED_AT * 1000;
const at = (msAfterUpdate: number) => countdownParts(updatedAtMs + msAfterUpdate, UPDATED_AT);

describe('countdownParts', () => {
  it('runs to 24 hours after the update: a full day right at the update', () => {
    expect(INSIGHT_REFRESH_WINDOW_MS).toBe(24 * 60 * 60 * 1000);
    expect(at(0)).toEqual([{ unit: 'days', value: 1 }]);
  });

  it('splits the time left into hours, minutes and seconds', () => {
    expect(at(1000)).toEqual([
      { unit: 'hours', value: 23 },
      { unit: 'minutes', value: 59 },
      { unit: 'seconds', value: 59 },
    ]);
  });

  it('leaves out every unit that is zero, wherever it sits', () => {
    expect(at(INSIGHT_REFRESH_WINDOW_MS - (2 * 3600 + 5) * 1000)).toEqual([
      { unit: 'hours', value: 2 },
      { unit: 'seconds', value: 5 },
    ]);
    expect(at(INSIGHT_REFRESH_WINDOW_MS - 60_000)).toEqual([{ unit: 'minutes', value: 1 }]);
  });

  it('counts whole seconds: a part second left shows no second', () => {
    expect(at(INSIGHT_REFRESH_WINDOW_MS - 1500)).toEqual([{ unit: 'seconds', value: 1 }]);
    expect(at(INSIGHT_REFRESH_WINDOW_MS - 999)).toEqual([]);
  });

  it('is empty once the refresh time has come or passed, and without an update time', () => {
    expect(at(INSIGHT_REFRESH_WINDOW_MS)).toEqual([]);
    expect(at(INSIGHT_REFRESH_WINDOW_MS + 3_600_000)).toEqual([]);
    expect(countdownParts(updatedAtMs, null)).toEqual([]);
  });

  it('shows months and days when the update time lies ahead (a clock behind the server)', () => {
    const aheadSeconds = (31 * 24 + 1) * 3600; // 31 days and 1 hour ahead, plus the 24-hour window
    expect(countdownParts(updatedAtMs - aheadSeconds * 1000, UPDATED_AT)).toEqual([
      { unit: 'months', value: 1 },
      { unit: 'days', value: 2 },
      { unit: 'hours', value: 1 },
    ]);
  });
});

describe('formatCountdown', () => {
  it('writes each part with its unit, largest first', () => {
    expect(formatCountdown(at(1000))).toBe('23h 59m 59s');
    expect(
      formatCountdown([
        { unit: 'months', value: 1 },
        { unit: 'days', value: 2 },
      ]),
    ).toBe('1mo 2d');
  });
});
