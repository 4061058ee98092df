/**
 * Model-based test of the breach check (spec 2.11, 4, 7, 8): every transition of the machine's
 * graph on live actors with a fake breachedaccount call; each result leads to its state, list and
 * analytics event, and only the signed-in email is ever checked. The suite fails below 100 % of
 * states and transitions.
 */
import { expect } from 'vitest';
import { breachCheckMachine } from '../../machines/breach-check.machine';
import { modelSuite } from '../harness/model-suite';
import { EMAIL, parse, resultRow, resultsIn, serialize, userEvents } from './breach-check.model';

/** The analytics event each action stands for (src/app/breach-check.ts sends them under these names). */
const EVENT_OF = {
  trackBreachesFound: 'Pwned success response',
  reportRateLimit: 'Pwned rate limit error',
  reportFailure: 'Pwned error',
} as const;

const tracked: Array<{ name: string; fields: unknown }> = [];
const spy = (action: keyof typeof EVENT_OF) => (_: unknown, fields: unknown) =>
  tracked.push({ name: EVENT_OF[action], fields });

modelSuite(breachCheckMachine, {
  events: (snapshot) => [...userEvents, ...resultsIn(snapshot)],
  serialize,
  actions: {
    trackBreachesFound: spy('trackBreachesFound'),
    reportRateLimit: spy('reportRateLimit'),
    reportFailure: spy('reportFailure'),
  },
  afterPath: (path, fakes) => {
    const expectedEvents: unknown[] = [];
    let fetches = 0;
    for (const step of path.steps) {
      const shown = parse(step.expected);
      const row = resultRow(step.event);
      if (row) {
        expect(shown).toEqual({ state: row.state, breaches: row.breaches.map((site) => site.Name) });
        expectedEvents.push(row.event);
      } else {
        expect(shown.state).toBe('fetching');
        fetches++;
      }
    }
    expect(tracked.splice(0)).toEqual(expectedEvents);
    expect(fakes.calls).toEqual(
      Array.from({ length: fetches }, () => ({ id: 'fetchBreaches', input: { email: EMAIL } })),
    );
  },
});
