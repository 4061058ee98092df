/**
 * Model-based test of Analytics' growth chart: every transition (and pair) of the machine's graph
 * on live actors with a fake ig-profileHistory call. Each load asks for the range chosen (30 days
 * at first), a range press starts a new load only for another range, changed figures load the range
 * again, and the history answered is the one kept. The suite fails below 100 % of states and transitions.
 */
import { expect } from 'vitest';
import type { ProfileHistory } from '../../contracts/profile-history';
import { growthChartMachine, type GrowthChartEvent } from '../../machines/growth-chart.machine';
import { modelSuite } from '../harness/model-suite';
import { parse, resultsIn, serialize, userEvents } from './growth-chart.model';

modelSuite(growthChartMachine, {
  events: (snapshot) => [...userEvents, ...resultsIn(snapshot)],
  serialize,
  afterPath: (path, fakes) => {
    let before = { state: 'loading', days: 30, loaded: null as string[] | null };
    const expectedCalls: Array<{ id: string; input: unknown }> = [{ id: 'loadHistory', input: { days: 30 } }];
    for (const step of path.steps) {
      const shown = parse(step.expected);
      const { type } = step.event;
      if (type === 'growth.range') {
        const { days } = step.event as GrowthChartEvent & { days: number };
        // The range shown already changes nothing; another loads that range.
        expect(shown).toEqual(days === before.days ? before : { ...before, state: 'loading', days });
        if (days !== before.days) expectedCalls.push({ id: 'loadHistory', input: { days } });
      }
      if (type === 'growth.retry') expectedCalls.push({ id: 'loadHistory', input: { days: before.days } });
      if (type === 'growth.figuresChanged') {
        // The range shown loads again, from any step.
        expect(shown).toEqual({ ...before, state: 'loading' });
        expectedCalls.push({ id: 'loadHistory', input: { days: before.days } });
      }
      if (type === 'xstate.done.actor.loadHistory') {
        const history = (step.event as unknown as { output: ProfileHistory }).output;
        expect(shown.loaded).toEqual(history.points.map((point) => point.date));
        // Two days with a count draw a line; fewer say there is not enough history yet.
        expect(shown.state).toBe(history.points.every((point) => point.followers !== null) ? 'shown' : 'empty');
      }
      if (type === 'xstate.error.actor.loadHistory') expect(shown).toEqual({ ...before, state: 'failed' });
      before = shown;
    }
    expect(fakes.calls).toEqual(expectedCalls);
  },
});
