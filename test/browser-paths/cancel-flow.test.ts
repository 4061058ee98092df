/**
 * The cancellation flow's model paths on the real screens (My Plan → 'Cancel subscription')
 * against the real server. The binding: a fresh subscriber per path whose plan gives the model
 * input's entitlements; each press is the button with the step's copy; a purchase the path expects
 * refused is refused by the real server because the plan was canceled elsewhere first (the purchase
 * machine, the flow's child, then ends failed with the server's error); a failed
 * cancel call is held at a gate, so 'canceling' stays on screen, then dropped as a lost connection
 * drops it; the loader's delay is the app's own timer.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import { CANCEL_FLOW_COPY as COPY, CANCEL_REASONS } from '../../content/cancel-flow';
import { cancelFlowMachine, type CancelFlowEvent } from '../../machines/cancel-flow.machine';
import type { Subscriber } from '../faults/client';
import { inputs, resultsIn, serialize, userEvents } from '../machines/cancel-flow.model';
import { browserPathSuite, liveValue } from './browser-paths';
import { Gate } from './gate';
import { openCancelFlow, planFor } from './cancel-flow-accounts';
import { cancelElsewhere, newSubscriber } from './subscribers';

/** The calls' answers a real server (or the network) gives. */
type Answer = 'bought' | 'refused' | 'canceled' | 'offline';

const output = (event: EventObject) => (event as { output?: { error?: string | null; success?: boolean } }).output;

function answerOf(event: EventObject): Answer | undefined {
  // A purchase is the purchase machine: it ends bought (no error) or failed with the text it shows.
  if (/^xstate\.done\.actor\.purchase/.test(event.type))
    return output(event)?.error === null ? 'bought' : typeof output(event)?.error === 'string' ? 'refused' : undefined;
  if (event.type === 'xstate.done.actor.cancelSubscription')
    return output(event)?.success === true ? 'canceled' : undefined;
  if (event.type === 'xstate.error.actor.cancelSubscription') return 'offline';
  return undefined;
}

const REFUSED_WITH_AN_HTTP_ERROR =
  'the real server refuses with an HTTP error (an error event: 404, 409), never a 2xx with `error` or without `id`/`success`';
const DISABLED_WHILE_BUYING = "'Cancel now' is a disabled button while a purchase runs: a browser cannot press it";

/** What no browser against the real stack can bring about, and why. */
const OUT_OF_REACH = {
  'cancelFlow.steps.changePlan.buying --flow.cancelNow#0': DISABLED_WHILE_BUYING,
  'cancelFlow.steps.lastThing.buying --flow.cancelNow#0': DISABLED_WHILE_BUYING,
  'cancelFlow.dontLose.canceling --xstate.done.actor.cancelSubscription#1': REFUSED_WITH_AN_HTTP_ERROR,
  'cancelFlow.dontLose.idle --cancel.confirm#0':
    'a flow without ids (lacksCancelIds): the flow opens only for an authorised session, which holds a subscription and its user',
};

const subscribers = new WeakMap<Page, Subscriber>();
/** The cancel call a path expects to fail, held from the press until that failure. */
const CANCEL_CALL = /\/api\/cancel$/;
const failingCancels = new WeakMap<Page, Gate>();

/** Each press's button, by the step it is pressed on; `*` on every step that has it. */
const BUTTONS: Record<string, Record<string, string>> = {
  'step.next': {
    myActivePlan: COPY.myActivePlan.next,
    makeTheMost: COPY.makeTheMost.next,
    survey: COPY.survey.continue,
    review: COPY.review.continue,
    lastThing: COPY.lastThing.decline,
  },
  'flow.close': {
    myActivePlan: COPY.myActivePlan.stay,
    makeTheMost: COPY.makeTheMost.keep,
    dontLose: COPY.dontLose.stay,
    planUpdated: COPY.planUpdated.great,
  },
  'step.back': { '*': COPY.back },
  'flow.cancelNow': { '*': COPY.cancelNow },
  'flow.home': { '*': COPY.canceled.home },
  'membership.changePlan': { '*': COPY.yourMembership.changePlan },
  'membership.cancel': { '*': COPY.yourMembership.cancel },
  'offer.accept': { changePlan: COPY.changePlan.buy, lastThing: COPY.lastThing.claim },
  'cancel.confirm': { '*': COPY.dontLose.cancel },
};

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** The step a state value shows: its step's state under `steps` (`changePlan` for `steps.changePlan.buying`), else its top state. */
function stepOf(value: unknown): string {
  if (typeof value === 'string') return value;
  const [top, inner] = Object.entries(value as object)[0] as [string, unknown];
  return top === 'steps' ? stepOf(inner) : top;
}
/** A purchase or the cancel call runs: the step's other buttons are disabled. */
const busyIn = (value: unknown) => /"(buying|canceling)"/.test(JSON.stringify(value));

async function act(page: Page, event: EventObject, following: EventObject[]) {
  const next = answerOf(following[0] ?? { type: '' });
  const press = event as CancelFlowEvent;
  if (press.type === 'survey.select') return page.getByRole('radio', { name: press.reason, exact: true }).check();
  // The star inputs are visually hidden under their icons.
  if (press.type === 'review.rate')
    return page.getByRole('radio', { name: `${press.stars} stars` }).check({ force: true });
  if (press.type === 'review.edit') return page.getByPlaceholder(COPY.review.placeholder).fill(press.text);
  const names = BUTTONS[event.type];
  if (names) {
    const value = await liveValue(page, 'cancelFlow');
    if (event.type === 'flow.cancelNow' && busyIn(value)) return; // disabled: nothing to press
    const step = stepOf(value);
    if (event.type === 'offer.accept' && next === 'refused') await cancelElsewhere(subscribers.get(page)!);
    if (event.type === 'cancel.confirm' && next === 'offline')
      failingCancels.set(page, await Gate.on(page, CANCEL_CALL));
    return button(page, names[step] ?? names['*']).click();
  }
  // A call's answer or the loader's delay arrives by itself; the press before arranged which.
  if (answerOf(event) === 'offline') {
    await failingCancels.get(page)!.fail();
    await page.unroute(CANCEL_CALL);
  }
}

const TITLES: Record<string, string> = {
  myActivePlan: COPY.myActivePlan.title,
  pleaseWait: COPY.pleaseWait.title,
  yourMembership: COPY.yourMembership.title,
  changePlan: COPY.changePlan.title,
  makeTheMost: COPY.makeTheMost.title,
  survey: COPY.survey.title,
  review: COPY.review.title,
  lastThing: COPY.lastThing.title,
  dontLose: COPY.dontLose.title,
  planUpdated: COPY.planUpdated.title,
  canceled: COPY.canceled.title,
  closed: 'My Plan',
};
/** The button that spins in each busy state. */
const BUSY: Record<string, string> = {
  changePlan: COPY.changePlan.buy,
  lastThing: COPY.lastThing.claim,
  dontLose: COPY.dontLose.cancel,
};
const REFUSED = 'A subscription that is canceled cannot change plan';
/** The steps that show the flow's error (spec 8). */
const SHOWS_ERROR = new Set(['changePlan', 'lastThing', 'dontLose']);

async function shows(page: Page, expected: string) {
  const { state, reason, review, error } = JSON.parse(expected) as {
    state: unknown;
    reason: string;
    review: boolean;
    error: boolean;
  };
  const step = stepOf(state);
  if (step === 'leftHome') return page.waitForURL(/\/dashboard$/);
  await page.getByRole('heading', { level: 1, name: TITLES[step], exact: true }).waitFor();
  if (step === 'closed') return expect(new URL(page.url()).pathname).toBe('/dashboard/my-plan');
  const alert = page.getByRole('main').getByRole('alert');
  // The red line is under the offers and the cancel button only; leaving them clears it.
  // Polled, like what follows: the live actor is read as soon as it changes, the page shows it at
  // React's next commit.
  if (!error || !SHOWS_ERROR.has(step)) await expect.poll(() => alert.count()).toBe(0);
  else if (step === 'dontLose') await alert.waitFor();
  else await expect.poll(() => alert.textContent()).toBe(REFUSED);
  if (BUSY[step])
    await expect.poll(() => button(page, BUSY[step]).getAttribute('aria-busy')).toBe(busyIn(state) ? 'true' : null);
  if (step === 'survey' && reason !== 'none')
    await expect
      .poll(() =>
        page.getByRole('radio', { name: reason === 'keep' ? CANCEL_REASONS[0] : CANCEL_REASONS[2] }).isChecked(),
      )
      .toBe(true);
  if (step === 'review') await expect.poll(() => button(page, COPY.review.continue).isEnabled()).toBe(review);
}

browserPathSuite(
  {
    machine: cancelFlowMachine,
    // A session without ids never sees the flow: /_authed lets in only a session holding its user and an authorising plan.
    inputs: inputs.filter((input) => input.subscriptionId !== null),
    model: { events: (snapshot) => [...userEvents, ...resultsIn(snapshot)], serialize },
    unreachable: (event) =>
      /^xstate\.(done|error)\./.test(event.type) && !answerOf(event) ? REFUSED_WITH_AN_HTTP_ERROR : undefined,
    valueOf: (expected) => (JSON.parse(expected) as { state: unknown }).state,
    start: async (page, input) => {
      const subscriber = await newSubscriber(planFor(input));
      subscribers.set(page, subscriber);
      await openCancelFlow(page, subscriber);
    },
    act,
    shows,
  },
  OUT_OF_REACH,
);
