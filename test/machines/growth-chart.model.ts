/**
 * The model of Analytics' growth chart that the model-based machine test walks
 * (test/machines/growth-chart.machine.test.ts): the range buttons pressed, 'Try again', the
 * account's figures changing, the answers of ig-profileHistory, and the state each leads to.
 */
import type { EventObject, SnapshotFrom } from 'xstate';
import type { ProfileHistory } from '../../contracts/profile-history';
import type { growthChartMachine, GrowthChartEvent } from '../../machines/growth-chart.machine';
import { callFailure } from '../harness/call-failure';
import { historyPoint } from '../harness/history-point';

type Snapshot = SnapshotFrom<typeof growthChartMachine>;

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error });

const point = (date: string, followers: number | null) => historyPoint(date, followers, { following: 310, posts: 42 });

/** Two days with a count: enough for a line. */
export const TWO_DAYS: ProfileHistory = {
  points: [point('2026-11-26', 1_200), point('2026-11-27', 1_212)],
  sinceLastWeek: null,
  sinceLastMonth: null,
};
/** Two days, only one of them with a follower count: not enough history yet. */
export const ONE_COUNTED_DAY: ProfileHistory = {
  points: [point('2026-11-26', null), point('2026-11-27', 1_212)],
  sinceLastWeek: null,
  sinceLastMonth: null,
};
export const OFFLINE = callFailure({ text: 'Failed to fetch' });

/** The range buttons (30 days is the range at first), 'Try again', and the account's figures changing. */
export const userEvents: GrowthChartEvent[] = [
  { type: 'growth.range', days: 7 },
  { type: 'growth.range', days: 30 },
  { type: 'growth.range', days: 365 },
  { type: 'growth.retry' },
  { type: 'growth.figuresChanged' },
];

/** What can arrive in each state: the history call's answers while it loads. */
export const resultsIn = (snapshot: Snapshot): EventObject[] =>
  snapshot.matches('loading')
    ? [done('loadHistory', TWO_DAYS), done('loadHistory', ONE_COUNTED_DAY), failed('loadHistory', OFFLINE)]
    : [];

/** The step, the range chosen and the days the latest history loaded has. */
export const serialize = (snapshot: Snapshot) =>
  JSON.stringify({
    state: snapshot.value,
    days: snapshot.context.days,
    loaded: snapshot.context.history?.points.map((shown) => shown.date) ?? null,
  });

export const parse = (expected: string) =>
  JSON.parse(expected) as { state: string; days: number; loaded: string[] | null };
