/** The simple cancel rules of spec 2.14, 5, 7 and 8 on a live actor with fake services. */
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { simpleCancelMachine } from '../../machines/simple-cancel.machine';
import { callFailure } from '../harness/call-failure';
import { FakeActors } from '../harness/run-path';
import { flush } from '../harness/flush';

function start() {
  const fakes = new FakeActors();
  const trackCancelClick = vi.fn();
  const reportCancelRequestError = vi.fn();
  const machine = simpleCancelMachine.provide({
    actors: { requestCancelEmail: fakes.logic('requestCancelEmail') } as never,
    actions: {
      trackCancelClick: (_, params) => trackCancelClick(params),
      reportCancelRequestError: (_, params) => reportCancelRequestError(params),
    },
  });
  const actor = createActor(machine).start();
  actor.send({ type: 'simpleCancel.open' });
  return { actor, fakes, trackCancelClick, reportCancelRequestError };
}

describe('simple cancel rules', () => {
  it("tracks 'Cancel subscription click', sends one request with the email, ignores a second press and ends in emailSent", async () => {
    const s = start();
    s.actor.send({ type: 'simpleCancel.confirm', email: 'x@demo.test' });
    s.actor.send({ type: 'simpleCancel.confirm', email: 'x@demo.test' });
    expect(s.trackCancelClick).toHaveBeenCalledWith({ email: 'x@demo.test' });
    expect(s.fakes.calls).toEqual([{ id: 'requestCancelEmail', input: { email: 'x@demo.test' } }]);
    s.fakes.settle('requestCancelEmail', { output: { success: true } });
    await flush();
    expect(s.actor.getSnapshot().value).toBe('emailSent');
    expect(s.actor.getSnapshot().context.email).toBe('x@demo.test');
    s.actor.send({ type: 'simpleCancel.close' });
    expect(s.actor.getSnapshot().value).toBe('closed');
    expect(s.actor.getSnapshot().context).toEqual({ email: null, error: null });
  });

  it('sends nothing without an email', () => {
    const s = start();
    s.actor.send({ type: 'simpleCancel.confirm', email: null });
    s.actor.send({ type: 'simpleCancel.confirm', email: '  ' });
    expect(s.fakes.calls).toEqual([]);
    expect(s.actor.getSnapshot().value).toBe('confirm');
  });

  it.each([
    ['the response error', { output: { error: 'Too many requests' } }, 'Too many requests'],
    ['Something went wrong with neither error nor success', { output: { success: false } }, 'Something went wrong'],
    ["a failed call's text", { error: callFailure({ status: 429, text: 'Slow down' }) }, 'Slow down'],
    ['Something went wrong for a failure without text', { error: callFailure() }, 'Something went wrong'],
  ] as const)('shows %s and reports it', async (_name, outcome, text) => {
    const s = start();
    s.actor.send({ type: 'simpleCancel.confirm', email: 'x@demo.test' });
    s.fakes.settle('requestCancelEmail', outcome as never);
    await flush();
    expect(s.actor.getSnapshot().value).toBe('confirm');
    expect(s.actor.getSnapshot().context.error).toBe(text);
    expect(s.reportCancelRequestError).toHaveBeenCalledWith(expect.objectContaining({ error: text }));
    // The next press clears it while the request runs; closing clears it too.
    s.actor.send({ type: 'simpleCancel.confirm', email: 'x@demo.test' });
    expect(s.actor.getSnapshot().context.error).toBeNull();
  });
});
