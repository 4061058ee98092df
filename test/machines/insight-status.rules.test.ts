/** The insight status rules of spec 4 and the modals of spec 2.16 on a live actor with a fake ig-getProfileData and a simulated clock. */
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { INSIGHT_POLL_DELAY_MS } from '../../content/insights-status';
import {
  insightStatusMachine,
  isAlmostReadyModalOpen,
  isInsightCompleted,
  isInsightPending,
  isInsightProcessing,
  isProcessingModalOpen,
  selectInsightStatus,
  selectLatestProfile,
  selectUpdatedAtSeconds,
} from '../../machines/insight-status.machine';
import { FakeActors } from '../harness/run-path';
import { profileDocument, UPDATED_AT } from './insight-status.model';
import { flush } from '../harness/flush';

function start() {
  const fakes = new FakeActors();
  const clock = new SimulatedClock();
  const actor = createActor(
    insightStatusMachine.provide({ actors: { fetchProfile: fakes.logic('fetchProfile') } as never }),
    { clock },
  ).start();
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
  return { actor, fakes, clock, answer, flags };
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
