/**
 * Model-based test of an audience category's list: every transition (and pair) of the machine's
 * graph on live actors with fake ig-audienceList and ig-audienceCsv calls. Each page is asked for
 * with the search in force and where the shown pages end, and is appended; a search starts from its
 * own first page; a CSV download is of the search in force. The suite fails below 100 % of states
 * and transitions.
 */
import { expect } from 'vitest';
import type { AudienceListPage } from '../../contracts/audience-lists';
import { audienceListMachine } from '../../machines/audience-list.machine';
import { modelSuite } from '../harness/model-suite';
import { INPUT, parse, resultsIn, serialize, userEvents } from './audience-list.model';

modelSuite(audienceListMachine, {
  inputs: [INPUT],
  events: (snapshot) => [...userEvents, ...resultsIn(snapshot)],
  serialize,
  afterPath: (path, fakes) => {
    // Before each step: the search in force and where the pages shown end, which the next call asks for.
    let before: ReturnType<typeof parse> = { list: 'loading', csv: 'ready.idle', search: '', shown: [], next: null };
    const expectedCalls: Array<{ id: string; input: unknown }> = [
      { id: 'loadPage', input: { category: 'lostFollowers' } },
    ];
    for (const step of path.steps) {
      const shown = parse(step.expected);
      const { type } = step.event;
      // A new search drops the pages shown; the same search again changes nothing.
      if (type === 'audience.search') expect(shown.shown).toEqual(before.search === shown.search ? before.shown : []);
      // A page is appended to those shown; a locked category is the end of it.
      if (type === 'xstate.done.actor.loadPage') {
        const { items } = (step.event as unknown as { output: AudienceListPage }).output;
        expect(shown.shown).toEqual([...before.shown, ...items.map((item) => item.username)]);
      }
      if (type === 'xstate.error.actor.loadPage')
        expect(shown.state ?? shown.list).toBe(
          (step.event as { error?: { status: number } }).error?.status === 409 ? 'locked' : 'failed',
        );
      const startsLoading = shown.list === 'loading' && before.list !== 'loading';
      if (startsLoading && type !== 'xstate.done.actor.loadPage')
        expectedCalls.push({
          id: 'loadPage',
          input: {
            category: 'lostFollowers',
            ...(shown.search && { search: shown.search }),
            ...(shown.next && { after: shown.next }),
          },
        });
      if (shown.csv === 'downloading' && before.csv !== 'downloading')
        expectedCalls.push({
          id: 'downloadCsv',
          input: { category: 'lostFollowers', ...(shown.search && { search: shown.search }) },
        });
      before = shown;
    }
    expect(fakes.calls).toEqual(expectedCalls);
  },
});
