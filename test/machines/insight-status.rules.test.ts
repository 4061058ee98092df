/** The insight status rules of spec 4 and the modals of spec 2.16 on a live actor with a fake ig-getProfileData and a simulated clock. */
import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { INSIGHT_REFRESH_WINDOW_MS } from '../../content/constants';
import { INSIGHT_POLL_DELAY_MS } from '../../content/insights-status';
import {
  insightStatusMachine,
  isAlmostReadyModalOpen,
  isInsightCompleted,
  isInsightPending,
  isInsightProcessing,
  isProcessingModalOpen,
  msUntilNextUpdate,
  selectInsightStatus,
  selectLatestProfile,
  selectUpdatedAtSeconds,
} from '../../machines/insight-status.machine';
import { callFailure } from '../harness/call-failure';
import { FakeActors } from '../harness/run-path';
import { profileDocument, UPDATED_AT } from './insight-status.model';
import { flush } from '../harness/flush';

const HOUR = 3_600_000;

function start() {
  const fakes = new FakeActors();
  const clock = new SimulatedClock();
  const signInRefused = vi.fn();
  // The device's clock as the app reads it when it schedules the next update (the simulated clock runs the delays).
  let now = 0;
  const actor = createActor(
    insightStatusMachine.provide({
      actors: { fetchProfile: fakes.logic('fetchProfile') } as never,
      actions: { signInRefused },
      delays: { untilNextUpdate: ({ context }) => msUntilNextUpdate(context.updatedAtSeconds, now) },
    }),
    { clock },
  ).start();
  const setNow = (ms: number) => (now = ms);
  const answer = async (outcome: Parameters<FakeActors['settle']>[1]) => {
    fakes.settle('fetchProfile', outcome);
    await flush();
  };
  const flags = () => {
    const snapshot = actor.getSnapshot();
    return {
      status: selectInsightStatus(snapshot),
      pending: isInsightPending(snapshot),
      processing: isInsightProcessing(snapshot),
      completed: isInsightCompleted(snapshot),
    };
  };
  return { actor, fakes, clock, answer, flags, signInRefused, setNow };
}

describe('insight status rules', () => {
  it('keeps the latest document for the Analytics screen: undefined until the first fetch settles (even failed), forgotten on stop', async () => {
    const s = start();
    s.actor.send({ type: 'insights.start' });
    expect(selectLatestProfile(s.actor.getSnapshot())).toBeUndefined();
    await s.answer({ error: new Error('Failed to fetch') });
    expect(selectLatestProfile(s.actor.getSnapshot())).toBeNull();
    s.clock.increment(INSIGHT_POLL_DELAY_MS);
    const document = profileDocument('completed');
    await s.answer({ output: document });
    expect(selectLatestProfile(s.actor.getSnapshot())).toBe(document);
    s.actor.send({ type: 'insights.stop' });
    expect(selectLatestProfile(s.actor.getSnapshot())).toBeUndefined();
  });

  it('polls through idle, pending and processing and stops polling once completed', async () => {
    const s = start();
    expect(s.fakes.calls).toHaveLength(0); // nothing is fetched before sign-in starts it
    s.actor.send({ type: 'insights.start' });
    await s.answer({ output: null }); // 404: no document yet
    expect(s.flags()).toEqual({ status: 'idle', pending: false, processing: false, completed: false });
    expect(selectUpdatedAtSeconds(s.actor.getSnapshot())).toBeNull();

    s.clock.increment(INSIGHT_POLL_DELAY_MS - 1);
    expect(s.fakes.calls).toHaveLength(1); // not before the poll delay
    s.clock.increment(1);
    expect(s.fakes.calls).toHaveLength(2);
    await s.answer({ output: profileDocument('pending') });
    expect(s.flags()).toEqual({ status: 'pending', pending: true, processing: false, completed: false });

    s.clock.increment(INSIGHT_POLL_DELAY_MS);
    await s.answer({ output: profileDocument('processing') });
    expect(s.flags()).toEqual({ status: 'processing', pending: false, processing: true, completed: false });

    s.clock.increment(INSIGHT_POLL_DELAY_MS);
    await s.answer({ output: profileDocument('completed') });
    expect(s.flags()).toEqual({ status: 'completed', pending: false, processing: false, completed: true });
    expect(selectUpdatedAtSeconds(s.actor.getSnapshot())).toBe(UPDATED_AT.completed);

    s.clock.increment(10 * INSIGHT_POLL_DELAY_MS);
    expect(s.fakes.calls).toHaveLength(4);
  });

  it('keeps the last status when a fetch fails and retries after the poll delay', async () => {
    const s = start();
    s.actor.send({ type: 'insights.start' });
    await s.answer({ output: profileDocument('processing') });
    s.clock.increment(INSIGHT_POLL_DELAY_MS);
    await s.answer({ error: new Error('Request failed with status 503') });
    expect(s.flags().status).toBe('processing');
    expect(selectUpdatedAtSeconds(s.actor.getSnapshot())).toBe(UPDATED_AT.processing);
    s.clock.increment(INSIGHT_POLL_DELAY_MS);
    expect(s.fakes.calls).toHaveLength(3);
  });

  it('forgets the status on sign-out and fetches afresh on the next sign-in', async () => {
    const s = start();
    s.actor.send({ type: 'insights.start' });
    await s.answer({ output: profileDocument('completed') });
    s.actor.send({ type: 'insights.stop' });
    expect(s.flags().status).toBe('idle');
    expect(selectUpdatedAtSeconds(s.actor.getSnapshot())).toBeNull();
    s.actor.send({ type: 'insights.start' });
    expect(s.fakes.calls).toHaveLength(2);
  });

  it('a sign-out while waiting cancels the pending poll', async () => {
    const s = start();
    s.actor.send({ type: 'insights.start' });
    await s.answer({ output: profileDocument('pending') });
    s.actor.send({ type: 'insights.stop' });
    s.clock.increment(INSIGHT_POLL_DELAY_MS);
    expect(s.fakes.calls).toHaveLength(1);
  });

  it('opening Analytics before completion shows the modal of the status: almost ready while pending, processing while processing', async () => {
    const s = start();
    const open = () => ({
      almostReady: isAlmostReadyModalOpen(s.actor.getSnapshot()),
      processing: isProcessingModalOpen(s.actor.getSnapshot()),
    });
    s.actor.send({ type: 'insights.start' });
    s.actor.send({ type: 'insightsModal.show' });
    expect(open()).toEqual({ almostReady: false, processing: false }); // status not known yet: idle
    await s.answer({ output: profileDocument('pending') });
    s.actor.send({ type: 'insightsModal.show' });
    expect(open()).toEqual({ almostReady: true, processing: false });
    s.clock.increment(INSIGHT_POLL_DELAY_MS);
    await s.answer({ output: profileDocument('processing') });
    expect(open()).toEqual({ almostReady: true, processing: false }); // polling never swaps an open modal
    s.actor.send({ type: 'insightsModal.dismiss' });
    s.actor.send({ type: 'insightsModal.show' });
    expect(open()).toEqual({ almostReady: false, processing: true });
    s.actor.send({ type: 'insightsModal.dismiss' });
    s.clock.increment(INSIGHT_POLL_DELAY_MS);
    await s.answer({ output: profileDocument('completed') });
    s.actor.send({ type: 'insightsModal.show' });
    expect(open()).toEqual({ almostReady: false, processing: false }); // completed: nothing to wait for
  });

  it('refresh fetches at once after completion or while waiting, starts a running fetch over, and does nothing before start', async () => {
    const s = start();
    s.actor.send({ type: 'insights.refresh' });
    expect(s.fakes.calls).toHaveLength(0);
    s.actor.send({ type: 'insights.start' });
    s.actor.send({ type: 'insights.refresh' }); // the first fetch may answer the document from before an upload
    expect(s.fakes.calls).toHaveLength(2);
    await s.answer({ output: profileDocument('completed') });
    s.actor.send({ type: 'insights.refresh' });
    expect(s.fakes.calls).toHaveLength(3);
    await s.answer({ output: profileDocument('pending') });
    s.actor.send({ type: 'insights.refresh' });
    expect(s.fakes.calls).toHaveLength(4);
  });
});

describe('insight status: defects found and fixed', () => {
  it('closes an open insight modal on sign-out: the next user of the tab never sees it', async () => {
    const s = start();
    s.actor.send({ type: 'insights.start' });
    await s.answer({ output: profileDocument('pending') });
    s.actor.send({ type: 'insightsModal.show' });
    expect(isAlmostReadyModalOpen(s.actor.getSnapshot())).toBe(true);
    s.actor.send({ type: 'insights.stop' });
    s.actor.send({ type: 'insights.start' });
    expect(isAlmostReadyModalOpen(s.actor.getSnapshot())).toBe(false);
    expect(isProcessingModalOpen(s.actor.getSnapshot())).toBe(false);
  });

  it('stops asking once the server refuses the sign-in (401) and lets the session end it', async () => {
    const s = start();
    s.actor.send({ type: 'insights.start' });
    await s.answer({ error: callFailure({ status: 401, text: 'Sign in again' }) });
    for (let poll = 0; poll < 4; poll++) s.clock.increment(INSIGHT_POLL_DELAY_MS);
    expect(s.fakes.calls).toHaveLength(1);
    expect(s.signInRefused).toHaveBeenCalledOnce();
    expect(selectLatestProfile(s.actor.getSnapshot())).toBeNull(); // the screen stops waiting
  });

  it('fetches again when the 24-hour countdown of a completed analysis ends, not before', async () => {
    const s = start();
    s.actor.send({ type: 'insights.start' });
    const completed = profileDocument('completed');
    // Read an hour before its next update is due.
    s.setNow(completed._updatedAt._seconds * 1000 + INSIGHT_REFRESH_WINDOW_MS - HOUR);
    await s.answer({ output: completed });
    s.clock.increment(HOUR - 1);
    expect(s.fakes.calls).toHaveLength(1);
    s.clock.increment(1);
    expect(s.fakes.calls).toHaveLength(2);
  });
});
