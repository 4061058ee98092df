// Subscription terms (spec 4): term lengths, term ends, when a cancellation takes effect, transitions.
import { describe, expect, it } from 'vitest';
import { cancellationEffectiveAt, canTransition, isOneTimePlan, termEndAfter, termLength } from '../../server/terms.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (iso: string) => new Date(iso);
const plus = (date: Date, ms: number) => new Date(date.getTime() + ms);

describe('term lengths', () => {
  it('follows the plan catalogue', () => {
    expect(termLength('ig_weekly_trial')).toEqual({ days: 7 });
    expect(termLength('anything_else')).toEqual({ days: 7 });
    expect(termLength('ig_premium_one_month')).toEqual({ months: 1 });
    expect(termLength('ig_x_gift_one_month')).toEqual({ months: 1 });
    expect(termLength('ig_3month')).toEqual({ days: 84 });
  });

  it('has none for one-time extras, which never renew or expire', () => {
    for (const code of ['ig_course_pack', 'pr_ig_course_pack', 'ig_profile_report', 'ig_y_profile_report']) {
      expect(isOneTimePlan(code)).toBe(true);
      expect(termLength(code)).toBeUndefined();
      expect(termEndAfter(code, at('2026-01-01T00:00:00Z'), at('2026-02-01T00:00:00Z'))).toBeUndefined();
    }
    expect(isOneTimePlan('ig_premium_one_month')).toBe(false);
  });
});

describe('termEndAfter', () => {
  const anchor = at('2026-03-01T10:00:00Z');

  it('is the end of the first term while it runs, and the same period after each renewal', () => {
    expect(termEndAfter('ig_weekly_trial', anchor, anchor)).toEqual(at('2026-03-08T10:00:00Z'));
    expect(termEndAfter('ig_weekly_trial', anchor, at('2026-03-08T09:59:59Z'))).toEqual(at('2026-03-08T10:00:00Z'));
    expect(termEndAfter('ig_weekly_trial', anchor, at('2026-03-08T10:00:00Z'))).toEqual(at('2026-03-15T10:00:00Z'));
    expect(termEndAfter('ig_3month', anchor, at('2026-05-30T00:00:00Z'))).toEqual(plus(anchor, 168 * DAY));
  });

  it('counts calendar months from the anchor, keeping the day where the month has it', () => {
    const lastOfJanuary = at('2026-01-31T12:00:00Z');
    expect(termEndAfter('ig_premium_one_month', lastOfJanuary, lastOfJanuary)).toEqual(at('2026-02-28T12:00:00Z'));
    expect(termEndAfter('ig_premium_one_month', lastOfJanuary, at('2026-02-28T12:00:00Z'))).toEqual(
      at('2026-03-31T12:00:00Z'),
    );
    expect(termEndAfter('ig_gift_one_month', lastOfJanuary, at('2027-02-01T00:00:00Z'))).toEqual(
      at('2027-02-28T12:00:00Z'),
    );
    expect(termEndAfter('ig_premium_one_month', at('2027-12-15T00:00:00Z'), at('2028-01-20T00:00:00Z'))).toEqual(
      at('2028-02-15T00:00:00Z'),
    );
  });

  it('gives the first term end for a time before the anchor', () => {
    expect(termEndAfter('ig_weekly_trial', anchor, plus(anchor, -30 * DAY))).toEqual(plus(anchor, 7 * DAY));
  });
});

describe('cancellationEffectiveAt', () => {
  const started = at('2026-03-01T10:00:00Z');
  const trial = { plan_code: 'ig_weekly_trial', term_anchor: started };
  const trialEnd = plus(started, 7 * DAY);

  it('ends a trial at its end when cancelled at least 24 hours before', () => {
    expect(cancellationEffectiveAt(trial, started)).toEqual(trialEnd);
    expect(cancellationEffectiveAt(trial, plus(trialEnd, -DAY))).toEqual(trialEnd);
  });

  it('lets a cancellation inside the final 24 hours take effect at the end of the next term', () => {
    expect(cancellationEffectiveAt(trial, plus(trialEnd, -DAY + 1))).toEqual(plus(trialEnd, 7 * DAY));
    expect(cancellationEffectiveAt(trial, plus(trialEnd, -1))).toEqual(plus(trialEnd, 7 * DAY));
  });

  it('counts from the term running at that time, even before the job renewed it', () => {
    expect(cancellationEffectiveAt(trial, plus(trialEnd, 2 * DAY))).toEqual(plus(trialEnd, 7 * DAY));
  });

  it('uses calendar months for monthly plans', () => {
    const premium = { plan_code: 'ig_premium_one_month', term_anchor: at('2026-01-31T00:00:00Z') };
    expect(cancellationEffectiveAt(premium, at('2026-02-10T00:00:00Z'))).toEqual(at('2026-02-28T00:00:00Z'));
    expect(cancellationEffectiveAt(premium, at('2026-02-27T12:00:00Z'))).toEqual(at('2026-03-31T00:00:00Z'));
  });

  it('has nothing to cancel for a one-time extra', () => {
    expect(cancellationEffectiveAt({ plan_code: 'ig_course_pack', term_anchor: started }, started)).toBeUndefined();
  });
});

describe('status transitions', () => {
  it('allows active → canceled → expired and active → expired only', () => {
    expect(canTransition('active', 'canceled')).toBe(true);
    expect(canTransition('canceled', 'expired')).toBe(true);
    expect(canTransition('active', 'expired')).toBe(true);
    expect(canTransition('canceled', 'active')).toBe(false);
    expect(canTransition('expired', 'active')).toBe(false);
    expect(canTransition('expired', 'canceled')).toBe(false);
    expect(canTransition('active', 'active')).toBe(false);
  });
});
