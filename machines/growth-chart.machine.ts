/**
 * Analytics' growth chart: it loads the account's history for the chosen range (30 days
 * at first), and choosing another range (7, 30, 90 days or a year) loads that one; a range chosen
 * while another still loads supersedes it (the older answer is dropped). Once the account's figures
 * change (an upload or a sync analysed while the screen is open), the range shown loads again. A
 * history with fewer than two days of follower counts says there is not enough history yet; a
 * failed load says so and 'Try again' asks for the same range again. Pure: the call arrives through `.provide()`.
 */
import { assign, fromPromise, setup, type DoneActorEvent, type SnapshotFrom } from 'xstate';
import type { HistoryDays, ProfileHistory, ProfileHistoryQuery } from '../contracts/profile-history';
import { countedPoints, OPENING_GROWTH_DAYS } from '../domain/growth-series';
import { notProvided } from './not-provided';

/** A line needs two days with a follower count. */
const MIN_CHART_POINTS = 2;

export interface GrowthChartContext {
  /** The range chosen, in days. */
  days: HistoryDays;
  /** The latest history loaded (of the range chosen once the machine is in `shown` or `empty`). */
  history: ProfileHistory | null;
}

export type GrowthChartEvent =
  { type: 'growth.range'; days: HistoryDays } | { type: 'growth.retry' } | { type: 'growth.figuresChanged' };

const chosenRange = ({ event }: { event: Extract<GrowthChartEvent, { type: 'growth.range' }> }) => ({
  days: event.days,
});
const loadedHistory = ({ event }: { event: DoneActorEvent<ProfileHistory> }) => ({ history: event.output });

export const growthChartMachine = setup({
  types: {
    context: {} as GrowthChartContext,
    events: {} as GrowthChartEvent,
  },
  actors: {
    loadHistory: fromPromise<ProfileHistory, ProfileHistoryQuery>(notProvided('loadHistory')),
  },
  actions: {
    assignRange: assign((_, { days }: { days: HistoryDays }) => ({ days })),
    assignHistory: assign((_, { history }: { history: ProfileHistory }) => ({ history })),
  },
  guards: {
    // Pressing the range already shown changes nothing.
    changesRange: ({ context }, { days }: { days: HistoryDays }) => days !== context.days,
    hasEnoughHistory: (_, { history }: { history: ProfileHistory }) =>
      countedPoints(history.points).length >= MIN_CHART_POINTS,
  },
}).createMachine({
  id: 'growthChart',
  context: { days: OPENING_GROWTH_DAYS, history: null },
  initial: 'loading',
  on: {
    // Any step: another range loads that range, stopping a load still running (its answer is dropped).
    'growth.range': {
      guard: { type: 'changesRange', params: chosenRange },
      target: '.loading',
      actions: { type: 'assignRange', params: chosenRange },
    },
    // Any step: the history shown is out of date; loading it again stops a load still running.
    'growth.figuresChanged': '.loading',
  },
  states: {
    loading: {
      description:
        "The history of the range chosen is loading: the chart's place holds a loader of the chart's size; the range buttons stay usable.",
      invoke: {
        id: 'loadHistory',
        src: 'loadHistory',
        input: ({ context }) => ({ days: context.days }),
        onDone: [
          {
            guard: { type: 'hasEnoughHistory', params: loadedHistory },
            target: 'shown',
            actions: { type: 'assignHistory', params: loadedHistory },
          },
          { target: 'empty', actions: { type: 'assignHistory', params: loadedHistory } },
        ],
        // The server's words are never shown here: no refusal of this call says more than 'try again'.
        onError: 'failed',
      },
    },
    shown: {
      description:
        'The followers over the range: the change since last week and since last month, the line chart with the net change per day (per week beyond 30 days) and the same figures in a table.',
    },
    empty: {
      description:
        'Fewer than two days of the range have a follower count: the section says there is not enough history yet and what adds to it.',
    },
    failed: {
      description: "In red, that the history could not be loaded, with 'Try again'.",
      on: { 'growth.retry': 'loading' },
    },
  },
});

type GrowthChartSnapshot = SnapshotFrom<typeof growthChartMachine>;

/** 'loading', 'shown', 'empty' or 'failed'. */
export const selectGrowthStep = (s: GrowthChartSnapshot) => s.value;
