/** The breach-check rules of spec 2.11, 4, 7 and 8 on a live actor with a fake breachedaccount call. */
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { breachCheckMachine } from '../../machines/breach-check.machine';
import { callFailure } from '../harness/call-failure';
import { FakeActors } from '../harness/run-path';
import { ADOBE, CANVA, EMAIL, stateName } from './breach-check.model';
import { flush } from '../harness/flush';

function start() {
  const fakes = new FakeActors();
  const trackBreachesFound = vi.fn();
  const reportRateLimit = vi.fn();
  const reportFailure = vi.fn();
  const machine = breachCheckMachine.provide({
    actors: { fetchBreaches: fakes.logic('fetchBreaches') } as never,
    actions: {
      trackBreachesFound: (_, params) => trackBreachesFound(params),
      reportRateLimit: (_, params) => reportRateLimit(params),
      reportFailure: (_, params) => reportFailure(params),
    },
  });
  const actor = createActor(machine).start();
  const state = () => stateName(actor.getSnapshot().value);
  const answer = async (outcome: { output: unknown } | { error: unknown }) => {
    fakes.settle('fetchBreaches', outcome);
    await flush();
  };
  return { actor, fakes, state, answer, trackBreachesFound, reportRateLimit, reportFailure };
}

describe('breach check rules', () => {
  it('checks the signed-in email once, ignores a second request while fetching, and keeps the list', async () => {
    const s = start();
    expect(s.state()).toBe('notFetched.idle');
    s.actor.send({ type: 'breachCheck.fetch', email: EMAIL });
    s.actor.send({ type: 'breachCheck.fetch', email: EMAIL });
    expect(s.state()).toBe('fetching');
    expect(s.fakes.calls).toEqual([{ id: 'fetchBreaches', input: { email: EMAIL } }]);
    await s.answer({ output: [ADOBE, CANVA] });
    expect(s.state()).toBe('fetched');
    expect(s.actor.getSnapshot().context.breaches).toEqual([ADOBE, CANVA]);
    expect(s.trackBreachesFound).toHaveBeenCalledExactlyOnceWith({ breachedSitesCount: 2 });
  });

  it('sends nothing while the email is unknown', () => {
    const s = start();
    s.actor.send({ type: 'breachCheck.fetch', email: null });
    s.actor.send({ type: 'breachCheck.fetch', email: ' ' });
    expect(s.state()).toBe('notFetched.idle');
    expect(s.fakes.calls).toEqual([]);
  });

  it('takes a 404 as fetched with no breaches, reported as a success with a count of 0', async () => {
    const s = start();
    s.actor.send({ type: 'breachCheck.fetch', email: EMAIL });
    await s.answer({ error: callFailure({ status: 404, text: 'No breaches found for this account' }) });
    expect(s.state()).toBe('fetched');
    expect(s.actor.getSnapshot().context.breaches).toEqual([]);
    expect(s.trackBreachesFound).toHaveBeenCalledExactlyOnceWith({ breachedSitesCount: 0 });
    expect(s.reportFailure).not.toHaveBeenCalled();
  });

  it.each([
    [
      'a 429 stays unfetched as rate limited',
      callFailure({ status: 429, text: 'Too many requests, try again later' }),
      'notFetched.rateLimited',
      'reportRateLimit' as const,
    ],
    [
      'a 502 stays unfetched as failed',
      callFailure({ status: 502, text: 'Breach check is unavailable, try again later' }),
      'notFetched.failed',
      'reportFailure' as const,
    ],
    [
      'a network failure stays unfetched as failed',
      callFailure({ text: 'Failed to fetch' }),
      'notFetched.failed',
      'reportFailure' as const,
    ],
  ])('%s, reports error, status and email, and tries again on request', async (_name, error, state, report) => {
    const s = start();
    s.actor.send({ type: 'breachCheck.fetch', email: EMAIL });
    await s.answer({ error });
    expect(s.state()).toBe(state);
    expect(s[report]).toHaveBeenCalledExactlyOnceWith({ error: error.text, status: error.status, email: EMAIL });
    expect(s.trackBreachesFound).not.toHaveBeenCalled();

    s.actor.send({ type: 'breachCheck.fetch', email: EMAIL });
    expect(s.state()).toBe('fetching');
    await s.answer({ output: [ADOBE] });
    expect(s.state()).toBe('fetched');
    expect(s.actor.getSnapshot().context.breaches).toEqual([ADOBE]);
    expect(s.fakes.calls).toHaveLength(2);
  });
});
