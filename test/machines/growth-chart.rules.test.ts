/**
 * The growth chart's rules on a live actor with a fake history call that the test answers one by
 * one: 30 days at first, a range chosen while another loads drops the older answer, the range
 * shown pressed again asks for nothing, 'Try again' asks for the range that failed, and a history
 * with fewer than two days of follower counts is not enough for a chart.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ProfileHistory, ProfileHistoryQuery } from '../../contracts/profile-history';
import { growthChartMachine, selectGrowthStep } from '../../machines/growth-chart.machine';
import { flush } from '../harness/flush';
import { ONE_COUNTED_DAY, OFFLINE, TWO_DAYS } from './growth-chart.model';

interface HistoryCall {
  query: ProfileHistoryQuery;
  answer: (history: ProfileHistory) => Promise<void>;
  fail: (error: unknown) => Promise<void>;
}

function start() {
  const calls: HistoryCall[] = [];
  const loadHistory = fromPromise<ProfileHistory, ProfileHistoryQuery>(
    ({ input }) =>
      new Promise((resolve, reject) => {
        calls.push({
          query: input,
          answer: async (history) => {
            resolve(history);
            await flush();
          },
          fail: async (error) => {
            reject(error);
            await flush();
          },
        });
      }),
  );
  const actor = createActor(growthChartMachine.provide({ actors: { loadHistory } })).start();
  const step = () => selectGrowthStep(actor.getSnapshot());
  const loaded = () => actor.getSnapshot().context.history;
  return { actor, calls, step, loaded, range: (days: 7 | 30 | 90 | 365) => actor.send({ type: 'growth.range', days }) };
}

const WEEK: ProfileHistory = { ...TWO_DAYS, sinceLastWeek: 12 };

describe('growth chart rules', () => {
  it('loads the last 30 days at first and shows them', async () => {
    const s = start();
    expect([s.step(), s.calls.map((call) => call.query)]).toEqual(['loading', [{ days: 30 }]]);
    await s.calls[0].answer(TWO_DAYS);
    expect([s.step(), s.loaded()]).toEqual(['shown', TWO_DAYS]);
  });

  it("drops the answer of a range that a newer press superseded, and shows the newer range's", async () => {
    const s = start();
    s.range(7);
    s.range(365);
    expect(s.calls.map((call) => call.query.days)).toEqual([30, 7, 365]);
    await s.calls[0].answer(ONE_COUNTED_DAY);
    await s.calls[1].answer(WEEK);
    expect([s.step(), s.loaded(), s.actor.getSnapshot().context.days]).toEqual(['loading', null, 365]);
    await s.calls[2].answer(TWO_DAYS);
    expect([s.step(), s.loaded()]).toEqual(['shown', TWO_DAYS]);
  });

  it('asks for nothing when the range shown is pressed again, even while it loads', async () => {
    const s = start();
    s.range(30);
    await s.calls[0].answer(TWO_DAYS);
    s.range(30);
    expect([s.step(), s.calls.length]).toEqual(['shown', 1]);
  });

  it("'Try again' asks for the range that failed; another range from the failure loads that one", async () => {
    const s = start();
    s.range(90);
    await s.calls[1].fail(OFFLINE);
    expect(s.step()).toBe('failed');
    s.actor.send({ type: 'growth.retry' });
    await s.calls[2].fail(OFFLINE);
    s.range(7);
    expect(s.calls.map((call) => call.query.days)).toEqual([30, 90, 90, 7]);
  });

  it('says there is not enough history with fewer than two days of follower counts, whatever else the days hold', async () => {
    const s = start();
    await s.calls[0].answer(ONE_COUNTED_DAY);
    expect(s.step()).toBe('empty');
    s.range(7);
    await s.calls[1].answer({ points: [], sinceLastWeek: null, sinceLastMonth: null });
    expect(s.step()).toBe('empty');
  });
});
