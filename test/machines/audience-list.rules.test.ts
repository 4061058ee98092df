/**
 * The audience list's rules on a live actor with fake calls that the test answers one by one: a
 * search waits for a pause in the typing, a superseded search's answer is dropped, characters no
 * username has are left out of the search, and 'Try again' asks for the very page that failed.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { AudienceListPage, AudienceListQuery } from '../../contracts/audience-lists';
import { audienceListMachine, searchOf, selectListFailure, selectListStep } from '../../machines/audience-list.machine';
import { flush } from '../harness/flush';
import { EMPTY_PAGE, FIRST_PAGE, INPUT, LAST_PAGE, OFFLINE } from './audience-list.model';

interface PageCall {
  query: AudienceListQuery;
  answer: (page: AudienceListPage) => Promise<void>;
  fail: (error: unknown) => Promise<void>;
}

function start() {
  const calls: PageCall[] = [];
  const loadPage = fromPromise<AudienceListPage, AudienceListQuery>(
    ({ input }) =>
      new Promise((resolve, reject) => {
        calls.push({
          query: input,
          answer: async (page) => {
            resolve(page);
            await flush();
          },
          fail: async (error) => {
            reject(error);
            await flush();
          },
        });
      }),
  );
  const clock = new SimulatedClock();
  const actor = createActor(audienceListMachine.provide({ actors: { loadPage } }), { input: INPUT, clock }).start();
  const shown = () => actor.getSnapshot().context.members.map((member) => member.username);
  const type = (text: string) => actor.send({ type: 'audience.search', text });
  return { actor, calls, clock, shown, type, step: () => selectListStep(actor.getSnapshot()) };
}

describe('audience list rules', () => {
  it('asks for a search once the typing pauses, not for every letter', async () => {
    const s = start();
    await s.calls[0].answer(FIRST_PAGE);
    s.type('a');
    s.clock.increment(299);
    s.type('an');
    s.clock.increment(299);
    expect([s.step(), s.calls.length, s.shown()]).toEqual(['typing', 1, []]);
    s.clock.increment(1);
    expect(s.calls.map((call) => call.query)).toEqual([
      { category: 'lostFollowers' },
      { category: 'lostFollowers', search: 'an' },
    ]);
  });

  it("drops the answer of a search that a newer one superseded, and shows the newer one's", async () => {
    const s = start();
    s.type('an');
    s.clock.increment(300);
    s.type('bo');
    s.clock.increment(300);
    expect(s.calls.map((call) => call.query.search)).toEqual([undefined, 'an', 'bo']);
    await s.calls[0].answer(FIRST_PAGE);
    await s.calls[1].answer(LAST_PAGE);
    expect([s.step(), s.shown()]).toEqual(['loading', []]);
    await s.calls[2].answer(EMPTY_PAGE);
    expect([s.step(), s.shown()]).toEqual(['end', []]);
  });

  it('leaves out what no username has: a leading @, spaces; typing only those changes nothing', async () => {
    expect(searchOf(' @Anna.B_1 ')).toBe('Anna.B_1');
    expect(searchOf('x'.repeat(31))).toBe('x'.repeat(30));
    const s = start();
    await s.calls[0].answer(FIRST_PAGE);
    s.type('@');
    expect([s.step(), s.shown()]).toEqual(['more', ['anna.b', 'bob_c']]);
    s.type('@an');
    s.clock.increment(300);
    expect(s.calls.at(-1)!.query).toEqual({ category: 'lostFollowers', search: 'an' });
  });

  it("'Try again' asks for the page that failed, after those shown", async () => {
    const s = start();
    await s.calls[0].answer(FIRST_PAGE);
    s.actor.send({ type: 'audience.more' });
    await s.calls[1].fail(OFFLINE);
    expect([s.step(), selectListFailure(s.actor.getSnapshot())]).toEqual(['failed', OFFLINE]);
    s.actor.send({ type: 'audience.retry' });
    expect(s.calls.map((call) => call.query)).toEqual([
      { category: 'lostFollowers' },
      { category: 'lostFollowers', after: 'bob_c' },
      { category: 'lostFollowers', after: 'bob_c' },
    ]);
    await s.calls[2].answer(LAST_PAGE);
    expect([s.step(), s.shown()]).toEqual(['end', ['anna.b', 'bob_c', 'cleo', 'dan.d']]);
  });
});
