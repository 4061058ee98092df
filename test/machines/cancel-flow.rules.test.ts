/** The step table of spec 2.15 and the rules of spec 4, 5, 7 and 8, one by one on a live actor with fake services. */
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { CANCEL_REASONS, MISSING_IDS_ERROR } from '../../content/cancel-flow';
import { LOADER_STEP_DELAY_MS } from '../../content/constants';
import {
  cancelFlowMachine,
  type CancelEvent,
  type CancelFlowEvent,
  type CancelFlowInput,
  type SurveyAnswers,
} from '../../machines/cancel-flow.machine';
import { purchaseMachine } from '../../machines/purchase.machine';
import { callFailure } from '../harness/call-failure';
import { FakeActors } from '../harness/run-path';
import { flush } from '../harness/flush';
import { planIds } from './cancel-flow.model';

const plain: CancelFlowInput = {
  hasPremiumOneMonth: false,
  hasGiftOneMonth: false,
  subscriptionId: 'sub-1',
  uid: 'u1',
  email: 'trial@demo.test',
  planCode: 'ig_weekly_trial',
  planIds,
};

/** The helper's order (spec 7) the purchase child sends for the plain subscriber. */
const order = (plan_id: string) => ({ plan_id, email: 'trial@demo.test', firebase_id: 'u1', mainPlanId: 'sub-1' });

function start(over: Partial<CancelFlowInput> = {}) {
  const fakes = new FakeActors();
  const clock = new SimulatedClock();
  const surveys: SurveyAnswers[] = [];
  const events: CancelEvent[] = [];
  let rechecks = 0;
  // The purchases are the real purchase machine (the flow's children) with a fake purchase call.
  const purchase = purchaseMachine.provide({
    actors: { purchase: fakes.logic('purchase'), sendReportData: fakes.logic('sendReportData') } as never,
    actions: { recheckSubscription: () => rechecks++ },
  });
  const machine = cancelFlowMachine.provide({
    actors: { purchase, cancelSubscription: fakes.logic('cancelSubscription') } as never,
    actions: {
      sendSurveyAnswers: (_, params) => surveys.push(params),
      trackCancelEvent: (_, params) => events.push(params),
      recheckSubscription: () => rechecks++,
    },
  });
  const actor = createActor(machine, { clock, input: { ...plain, ...over } }).start();
  const send = (...list: CancelFlowEvent[]) => list.forEach((event) => actor.send(event));
  return {
    actor,
    fakes,
    clock,
    surveys,
    events,
    send,
    get rechecks() {
      return rechecks;
    },
    state: () => actor.getSnapshot().value,
    context: () => actor.getSnapshot().context,
  };
}

type Flow = ReturnType<typeof start>;

/** Steps 0 → 1 → 2 (the loader's delay passes). */
function toYourMembership(flow: Flow) {
  flow.send({ type: 'step.next' });
  flow.clock.increment(LOADER_STEP_DELAY_MS);
}
function toSurvey(flow: Flow) {
  toYourMembership(flow);
  flow.send({ type: 'membership.cancel' }, { type: 'step.next' });
}
function toReview(flow: Flow) {
  toSurvey(flow);
  flow.send({ type: 'survey.select', reason: CANCEL_REASONS[5] }, { type: 'step.next' });
}
function toDontLose(flow: Flow) {
  flow.send({ type: 'flow.cancelNow' });
}

describe('cancellation flow: the step table of spec 2.15', () => {
  it("step 0: 'Stay premium' closes the flow; 'I'm ready to let go of my growth' goes to the loader", () => {
    const closing = start();
    closing.send({ type: 'flow.close' });
    expect(closing.state()).toBe('closed');
    expect(closing.actor.getSnapshot().status).toBe('done');
    const going = start();
    going.send({ type: 'step.next' });
    expect(going.state()).toEqual({ steps: 'pleaseWait' });
  });

  it('step 1 advances by itself after exactly 2.5 s', () => {
    const flow = start();
    flow.send({ type: 'step.next' });
    flow.clock.increment(LOADER_STEP_DELAY_MS - 1);
    expect(flow.state()).toEqual({ steps: 'pleaseWait' });
    flow.clock.increment(1);
    expect(flow.state()).toEqual({ steps: 'yourMembership' });
  });

  it("step 2: 'Change my plan' goes one step, or two for a premium one-month holder; 'Cancel membership' two; back two", () => {
    const plainFlow = start();
    toYourMembership(plainFlow);
    plainFlow.send({ type: 'membership.changePlan' });
    expect(plainFlow.state()).toEqual({ steps: { changePlan: 'offer' } });

    const premium = start({ hasPremiumOneMonth: true });
    toYourMembership(premium);
    premium.send({ type: 'membership.changePlan' });
    expect(premium.state()).toEqual({ steps: 'makeTheMost' });

    const cancelling = start();
    toYourMembership(cancelling);
    cancelling.send({ type: 'membership.cancel' });
    expect(cancelling.state()).toEqual({ steps: 'makeTheMost' });

    const back = start();
    toYourMembership(back);
    back.send({ type: 'step.back' });
    expect(back.state()).toEqual({ steps: 'myActivePlan' });
  });

  it('step 3: back goes one step; buying premium shows the confirmation, re-checks the subscription, and Great! closes', async () => {
    const back = start();
    toYourMembership(back);
    back.send({ type: 'membership.changePlan' }, { type: 'step.back' });
    expect(back.state()).toEqual({ steps: 'yourMembership' });

    const flow = start();
    toYourMembership(flow);
    flow.send({ type: 'membership.changePlan' }, { type: 'offer.accept' });
    expect(flow.state()).toEqual({ steps: { changePlan: 'buying' } });
    // The purchase child for the premium plan got the flow's buyer and sent the helper's order.
    expect(flow.actor.getSnapshot().children.purchasePremium?.getSnapshot()).toMatchObject({ value: 'buying' });
    expect(flow.fakes.calls).toEqual([{ id: 'purchase', input: order('ig_premium_one_month') }]);
    // Busy: a second press, back and 'Cancel now' wait for the answer.
    flow.send({ type: 'offer.accept' }, { type: 'step.back' }, { type: 'flow.cancelNow' });
    expect(flow.fakes.calls).toHaveLength(1);
    expect(flow.state()).toEqual({ steps: { changePlan: 'buying' } });
    flow.fakes.settle('purchase', { output: { id: 'sub-1' } });
    await flush();
    expect(flow.state()).toBe('planUpdated');
    expect(flow.rechecks).toBe(1);
    flow.send({ type: 'flow.close' });
    expect(flow.state()).toBe('closed');
  });

  it('step 4: back goes two steps; Keep me subscribed (and the extras) close; I still want to opt out advances', () => {
    const back = start();
    toYourMembership(back);
    back.send({ type: 'membership.cancel' }, { type: 'step.back' });
    expect(back.state()).toEqual({ steps: 'yourMembership' });
    const keep = start();
    toYourMembership(keep);
    keep.send({ type: 'membership.cancel' }, { type: 'flow.close' });
    expect(keep.state()).toBe('closed');
    const next = start();
    toSurvey(next);
    expect(next.state()).toEqual({ steps: 'survey' });
  });

  it('step 5: continue needs a reason; the first reason closes the flow, any other advances', () => {
    const flow = start();
    toSurvey(flow);
    flow.send({ type: 'step.next' });
    expect(flow.state()).toEqual({ steps: 'survey' });
    flow.send({ type: 'survey.select', reason: CANCEL_REASONS[0] }, { type: 'step.next' });
    expect(flow.state()).toBe('closed');
    for (const reason of CANCEL_REASONS.slice(1)) {
      const other = start();
      toSurvey(other);
      other.send({ type: 'survey.select', reason }, { type: 'step.next' });
      expect(other.state()).toEqual({ steps: 'review' });
    }
  });

  it('step 6: continue is refused while the review is empty; stars are optional; the answers go out once', () => {
    const flow = start();
    toReview(flow);
    flow.send({ type: 'step.next' }, { type: 'review.edit', text: '   ' }, { type: 'step.next' });
    expect(flow.state()).toEqual({ steps: 'review' });
    flow.send({ type: 'review.rate', stars: 9 });
    expect(flow.context().stars).toBeNull();
    flow.send({ type: 'review.edit', text: ' Too pricey ' }, { type: 'step.next' });
    expect(flow.state()).toEqual({ steps: { lastThing: 'offer' } });
    expect(flow.surveys).toEqual([
      { reason: CANCEL_REASONS[5], stars: null, feedback: 'Too pricey', email: 'trial@demo.test' },
    ]);
  });

  it('step 6: a gift holder skips the gift offer, with the stars given', () => {
    const flow = start({ hasGiftOneMonth: true });
    toReview(flow);
    flow.send({ type: 'review.rate', stars: 2 }, { type: 'review.edit', text: 'Meh' }, { type: 'step.next' });
    expect(flow.state()).toEqual({ dontLose: 'idle' });
    expect(flow.surveys).toEqual([{ reason: CANCEL_REASONS[5], stars: 2, feedback: 'Meh', email: 'trial@demo.test' }]);
    // Back goes two steps for a gift holder; continuing again sends nothing more.
    flow.send({ type: 'step.back' });
    expect(flow.state()).toEqual({ steps: 'review' });
    flow.send({ type: 'step.next' });
    expect(flow.surveys).toHaveLength(1);
  });

  it("step 7: 'Get my free month' buys the gift plan; 'I'm not interested' advances", async () => {
    const flow = start();
    toReview(flow);
    flow.send({ type: 'review.edit', text: 'x' }, { type: 'step.next' }, { type: 'offer.accept' });
    expect(flow.actor.getSnapshot().children.purchaseGift?.getSnapshot()).toMatchObject({ value: 'buying' });
    expect(flow.fakes.calls).toEqual([{ id: 'purchase', input: order('ig_gift_one_month') }]);
    flow.fakes.settle('purchase', { output: { id: 'sub-1' } });
    await flush();
    expect(flow.state()).toBe('planUpdated');
    expect(flow.rechecks).toBe(1);

    const declining = start();
    toReview(declining);
    declining.send({ type: 'review.edit', text: 'x' }, { type: 'step.next' }, { type: 'step.next' });
    expect(declining.state()).toEqual({ dontLose: 'idle' });
  });

  it('step 8: back goes one step, or two for a gift holder; Stay a premium user closes', () => {
    const plainFlow = start();
    toDontLose(plainFlow);
    plainFlow.send({ type: 'step.back' });
    expect(plainFlow.state()).toEqual({ steps: { lastThing: 'offer' } });
    const gift = start({ hasGiftOneMonth: true });
    toDontLose(gift);
    gift.send({ type: 'step.back' });
    expect(gift.state()).toEqual({ steps: 'review' });
    const stay = start();
    toDontLose(stay);
    stay.send({ type: 'flow.close' });
    expect(stay.state()).toBe('closed');
  });

  it("'Cancel now' on every step before the last goes straight to the last step", async () => {
    const reach: Array<(flow: Flow) => void> = [
      () => {},
      (f) => f.send({ type: 'step.next' }),
      toYourMembership,
      (f) => (toYourMembership(f), f.send({ type: 'membership.changePlan' })),
      (f) => (toYourMembership(f), f.send({ type: 'membership.cancel' })),
      toSurvey,
      toReview,
      (f) => (toReview(f), f.send({ type: 'review.edit', text: 'x' }, { type: 'step.next' })),
    ];
    for (const [step, go] of reach.entries()) {
      const flow = start();
      go(flow);
      expect(flow.state(), `step ${step}`).not.toEqual({ dontLose: 'idle' });
      flow.send({ type: 'flow.cancelNow' });
      expect(flow.state(), `step ${step}`).toEqual({ dontLose: 'idle' });
    }
  });
});

describe('cancellation flow: the cancel call (spec 5, 7, 8)', () => {
  it('cancels: click and success events, the canceled outcome, a session re-check; Back to home page leaves', async () => {
    const flow = start();
    toDontLose(flow);
    flow.send({ type: 'cancel.confirm' });
    expect(flow.fakes.calls).toEqual([{ id: 'cancelSubscription', input: { subscriptionId: 'sub-1', uid: 'u1' } }]);
    flow.send({ type: 'cancel.confirm' }, { type: 'flow.close' });
    expect(flow.fakes.calls).toHaveLength(1); // busy
    flow.fakes.settle('cancelSubscription', { output: { success: true } });
    await flush();
    expect(flow.state()).toBe('canceled');
    expect(flow.rechecks).toBe(1);
    expect(flow.events.map((e) => e.event)).toEqual(['Cancel subscription click', 'Cancel subscription success']);
    expect(flow.events[0]).toEqual({
      event: 'Cancel subscription click',
      subscriptionId: 'sub-1',
      email: 'trial@demo.test',
    });
    flow.send({ type: 'flow.home' });
    expect(flow.state()).toBe('leftHome');
  });

  it("refuses without a subscription id or uid: 'Cant find subscription id or firebase uid'", () => {
    for (const over of [{ subscriptionId: null }, { uid: null }]) {
      const flow = start(over);
      toDontLose(flow);
      flow.send({ type: 'cancel.confirm' });
      expect(flow.fakes.calls).toEqual([]);
      expect(flow.context().error).toBe(MISSING_IDS_ERROR);
      expect(flow.events.map((e) => e.event)).toEqual(['Cancel subscription click', 'Cancel subscription error']);
    }
  });

  it('shows the response error, says Something went wrong for an answer with neither, and the failure text of a thrown error', async () => {
    const answers: Array<[unknown, string, string]> = [
      [{ output: { error: 'Subscription not found' } }, 'Subscription not found', 'Cancel subscription error'],
      [{ output: {} }, 'Something went wrong', 'Cancel subscription unknown response'],
      [{ output: { success: false } }, 'Something went wrong', 'Cancel subscription unknown response'],
      [
        { error: callFailure({ status: 409, text: 'Already canceled', serverText: 'Already canceled' }) },
        'Already canceled',
        'Cancel subscription error',
      ],
      [{ error: callFailure({ text: 'Failed to fetch' }) }, 'Failed to fetch', 'Cancel subscription error'],
      [{ error: callFailure() }, 'Something went wrong', 'Cancel subscription error'],
      // Whatever else a call rejects with is a failure without text.
      [{ error: new Error('Not a CallFailure') }, 'Something went wrong', 'Cancel subscription error'],
    ];
    for (const [outcome, text, event] of answers) {
      const flow = start();
      toDontLose(flow);
      flow.send({ type: 'cancel.confirm' });
      flow.fakes.settle('cancelSubscription', outcome as never);
      await flush();
      expect(flow.state()).toEqual({ dontLose: 'idle' });
      expect(flow.context().error).toBe(text);
      expect(flow.events.at(-1)).toMatchObject({
        event,
        ...(event === 'Cancel subscription error' ? { error: text } : {}),
      });
      expect(flow.rechecks).toBe(0);
      // Pressing again clears the error while the call runs.
      flow.send({ type: 'cancel.confirm' });
      expect(flow.context().error).toBeNull();
    }
  });

  it('sends survey answers with the cancel press when the review step was skipped, and none when nothing was answered', () => {
    const answered = start();
    toSurvey(answered);
    answered.send(
      { type: 'survey.select', reason: CANCEL_REASONS[7] },
      { type: 'flow.cancelNow' },
      { type: 'cancel.confirm' },
    );
    expect(answered.surveys).toEqual([{ reason: 'Other', stars: null, feedback: '', email: 'trial@demo.test' }]);
    const silent = start();
    toDontLose(silent);
    silent.send({ type: 'cancel.confirm' });
    expect(silent.surveys).toEqual([]);
  });
});

describe('cancellation flow: purchases (spec 5, 8)', () => {
  it('does nothing without the email or the subscription id', () => {
    for (const over of [{ email: null }, { subscriptionId: null }]) {
      const flow = start(over);
      toYourMembership(flow);
      flow.send({ type: 'membership.changePlan' }, { type: 'offer.accept' });
      expect(flow.state()).toEqual({ steps: { changePlan: 'offer' } });
      expect(flow.fakes.calls).toEqual([]);
    }
  });

  it('shows the response error, the caught JSON error, or the failure text, and keeps the offer', async () => {
    // The purchase machine's rule: bought is no error and a non-empty id; the text is the error trimmed.
    const answers: Array<[unknown, string]> = [
      [{ output: { error: 'Card declined' } }, 'Card declined'],
      [{ output: { id: 'sub-1', error: ' Card declined ' } }, 'Card declined'],
      [{ output: {} }, 'Something went wrong'],
      [{ output: { id: '' } }, 'Something went wrong'],
      [{ output: { error: '   ' } }, 'Something went wrong'],
      [
        {
          error: callFailure({
            status: 409,
            text: 'This plan is billed by the mobile app store: change it there',
          }),
        },
        'This plan is billed by the mobile app store: change it there',
      ],
      [{ error: callFailure({ text: 'Failed to fetch' }) }, 'Failed to fetch'],
    ];
    for (const [outcome, text] of answers) {
      const flow = start();
      toYourMembership(flow);
      flow.send({ type: 'membership.changePlan' }, { type: 'offer.accept' });
      flow.fakes.settle('purchase', outcome as never);
      await flush();
      expect(flow.state()).toEqual({ steps: { changePlan: 'offer' } });
      expect(flow.context().error).toBe(text);
      expect(flow.rechecks).toBe(0);
      // The failed purchase ended; the next press buys anew with a new child.
      expect(flow.actor.getSnapshot().children.purchasePremium).toBeUndefined();
      // Leaving the step clears it: no stale error stays behind in the flow.
      flow.send({ type: 'step.back' });
      expect(flow.state()).toEqual({ steps: 'yourMembership' });
      expect(flow.context().error).toBeNull();
    }
  });

  it("leaves no refused purchase's error behind, whichever way the offer is left", async () => {
    const leave: Array<[string, (flow: Flow) => void]> = [
      ["'Cancel now' from the plan change", (f) => f.send({ type: 'flow.cancelNow' })],
      ["'I'm not interested' after the free month", (f) => f.send({ type: 'step.next' })],
    ];
    for (const [name, go] of leave) {
      const flow = start();
      if (name.includes('free month')) {
        toReview(flow);
        flow.send({ type: 'review.edit', text: 'x' }, { type: 'step.next' }, { type: 'offer.accept' });
      } else {
        toYourMembership(flow);
        flow.send({ type: 'membership.changePlan' }, { type: 'offer.accept' });
      }
      flow.fakes.settle('purchase', { output: { error: 'Card declined' } });
      await flush();
      expect(flow.context().error, name).toBe('Card declined');
      go(flow);
      expect(flow.state(), name).toEqual({ dontLose: 'idle' });
      expect(flow.context().error, name).toBeNull();
    }
  });
});

describe('cancellation flow: each state says its step (spec 2.15)', () => {
  const stepOf = (flow: Flow) =>
    Object.values(flow.actor.getSnapshot().getMeta()).find((meta) => meta !== undefined)?.step;

  it('numbers the steps 0 to 8 as the user meets them, busy or not, and the outcomes not at all', async () => {
    const flow = start();
    const seen = [stepOf(flow)];
    flow.send({ type: 'step.next' });
    seen.push(stepOf(flow));
    flow.clock.increment(LOADER_STEP_DELAY_MS);
    seen.push(stepOf(flow));
    flow.send({ type: 'membership.changePlan' }, { type: 'offer.accept' });
    seen.push(stepOf(flow));
    flow.fakes.settle('purchase', { output: { error: 'Card declined' } });
    await flush();
    flow.send({ type: 'step.back' }, { type: 'membership.cancel' });
    seen.push(stepOf(flow));
    flow.send({ type: 'step.next' }, { type: 'survey.select', reason: CANCEL_REASONS[3] });
    seen.push(stepOf(flow));
    flow.send({ type: 'step.next' }, { type: 'review.edit', text: 'x' });
    seen.push(stepOf(flow));
    flow.send({ type: 'step.next' });
    seen.push(stepOf(flow));
    flow.send({ type: 'step.next' }, { type: 'cancel.confirm' });
    seen.push(stepOf(flow));
    expect(seen).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    flow.fakes.settle('cancelSubscription', { output: { success: true } });
    await flush();
    expect(flow.state()).toBe('canceled');
    expect(stepOf(flow)).toBeUndefined();
  });
});
