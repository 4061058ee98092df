/**
 * The full-screen cancellation flow (spec 2.15), model-based: every path of the flow machine's
 * graph drives the REAL screen (React Testing Library, jsdom) with fake services, pressing what a
 * user presses and asserting the copy of each step it reaches. Coverage of the machine's states
 * and transitions is measured on the screen's own actor and must reach 100 %.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type AnyActorRef, type EventObject, type StateValue } from 'xstate';
import {
  CANCEL_FLOW_COPY as COPY,
  CANCEL_REASONS,
  LOST_BENEFITS,
  MISSING_IDS_ERROR,
  PREMIUM_BENEFITS,
  UPCOMING_FEATURES,
} from '../../content/cancel-flow';
import { LOADER_STEP_DELAY_MS } from '../../content/constants';
import type { Subscription } from '../../contracts/subscriptions';
import { cancelFlowMachine as flowLogic, type CancelFlowInput } from '../../machines/cancel-flow.machine';
import { sessionMachine } from '../../machines/session.machine';
import type { Restored } from '../../contracts/identity';
import { Coverage } from '../harness/coverage';
import { transitionPaths, type ModelPath } from '../harness/model-paths';
import type { CallFailure } from '../../domain/call-failure';
import {
  cancelAnswers,
  inputs,
  purchaseOutcomes,
  serializeSnapshot,
  serviceResults,
  userEventsWith,
  type Snapshot,
} from '../machines/cancel-flow.model';
import { renderWithStubPages, screenActorCoverage, walkPath, type User } from './model-screen';

/**
 * Fake services of the flow and the session; each test starts them afresh. Kept here, not in a
 * module: the tests reset modules, and the mocked flow module is loaded anew each time.
 */
const fakes = await vi.hoisted(async () => {
  const { FakeServices } = await import('./model-screen');
  return {
    session: null as unknown,
    services: new FakeServices(),
    surveys: [] as unknown[],
    events: [] as Array<{ event: string }>,
    rechecks: 0,
  };
});

vi.mock('../../src/app/session', () => ({
  get session() {
    return fakes.session;
  },
}));

// The real machine with controllable services: each call waits until the test settles it by invoke id.
vi.mock('../../src/app/cancel-flow', async () => {
  const { cancelFlowMachine } = await import('../../machines/cancel-flow.machine');
  const { fromPromise: promiseLogic } = await import('xstate');
  const controllable = promiseLogic<unknown, unknown>(({ input, self }) => fakes.services.fake(self.id)(input));
  return {
    cancelFlowMachine: cancelFlowMachine.provide({
      actors: { purchase: controllable as never, cancelSubscription: controllable as never },
      actions: {
        sendSurveyAnswers: (_, params) => void fakes.surveys.push(params),
        trackCancelEvent: (_, params) => void fakes.events.push(params),
        recheckSubscription: () => void fakes.rechecks++,
      },
    }),
  };
});

const user1 = { uid: 'u1', email: 'premium@demo.test' };
const subscription = (plan_code: string): Subscription => ({
  id: 'sub-1',
  status: 'active',
  bundle: 'profile-analyzer',
  plan_code,
  started_at: '2026-01-10T10:00:00Z',
  main_plan: true,
});

async function startSession(subscriptions: Subscription[]) {
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        restoreSession: fromPromise(async (): Promise<Restored> => ({
          user: user1,
          loginAt: Date.now(),
          now: Date.now(),
        })),
        signIn: fromPromise(async () => Promise.reject(new Error('unused'))),
        requestActivation: fromPromise(async () => ({})),
        fetchSubscriptions: fromPromise(async () => subscriptions),
        signOut: fromPromise(async () => {}),
        leaveToCheckout: fromPromise(async () => {}),
      },
    }),
    { input: { bundleId: 'profile-analyzer', deferPostAuthCheck: false } },
  ).start();
  fakes.session = actor;
  await waitFor(() => expect(actor.getSnapshot().matches({ signedIn: 'authorised' })).toBe(true));
  return actor;
}

beforeEach(() => {
  vi.resetModules();
  fakes.services.reset();
  fakes.surveys.length = 0;
  fakes.events.length = 0;
  fakes.rechecks = 0;
});

afterEach(() => {
  (fakes.session as AnyActorRef | null)?.stop();
  fakes.session = null;
});

/** The app's routes around the flow: where it leads when it ends, and where its cards link. */
function renderAt(content: () => React.ReactElement) {
  return renderWithStubPages('/dashboard/cancel-membership', content, {
    '/dashboard/my-plan': 'My Plan page',
    '/dashboard': 'Dashboard page',
    '/dashboard/top-hacks': 'Hacks page',
    '/dashboard/top-trends': 'Trends page',
    '/dashboard/insights': 'Insights page',
    '/dashboard/articles/$topic': 'Topic page',
  });
}

async function loadScreen() {
  return import('../../src/routes/_authed/dashboard/-cancel-flow/cancel-flow-screen');
}

/** Every step's heading heads the body: several are too long for the top bar. */
const heading = () => within(screen.getByRole('main')).getByRole('heading', { level: 1 });
const button = (name: string) => screen.getByRole('button', { name });

/** The copy a state shows (spec 2.15), checked whenever the screen reaches it. */
function assertCopy(state: string, input: CancelFlowInput) {
  const text = document.body.textContent ?? '';
  const has = (...strings: string[]) => strings.forEach((s) => expect(text).toContain(s));
  const cancelNow = screen.queryByRole('button', { name: COPY.cancelNow });
  const back = screen.queryByRole('button', { name: COPY.back });
  const steps = [
    'myActivePlan',
    'pleaseWait',
    'yourMembership',
    'changePlan',
    'makeTheMost',
    'survey',
    'review',
    'lastThing',
  ];
  expect(Boolean(cancelNow), `'Cancel now' on ${state}`).toBe(steps.includes(state));
  expect(Boolean(back), `back on ${state}`).toBe(
    ['yourMembership', 'changePlan', 'makeTheMost', 'dontLose'].includes(state),
  );
  switch (state) {
    case 'myActivePlan':
      expect(heading().textContent).toBe('My active plan');
      has(...PREMIUM_BENEFITS);
      button('Stay premium');
      button("I'm ready to let go of my growth");
      break;
    case 'pleaseWait':
      expect(heading().textContent).toBe('Please wait');
      has('This may take a few seconds');
      break;
    case 'yourMembership': {
      expect(heading().textContent).toBe('Your Membership');
      const plan = input.planCode?.includes('premium_one_month')
        ? ['Premium', 'every 1 month', '$13.99']
        : input.planCode?.includes('gift')
          ? ['Gift', 'every 1 month', '$19.99']
          : ['Trial', 'every week', '$1'];
      const terms = [...document.querySelectorAll('dt')].map(
        (dt) => `${dt.textContent}=${dt.nextElementSibling?.textContent}`,
      );
      expect(terms).toEqual([`Status=${plan[0]}`, `Billing period=${plan[1]}`, `Price=${plan[2]}`]);
      has('Extras to unlock: 3 extras', ...PREMIUM_BENEFITS);
      button('Change my plan');
      button('Cancel membership');
      break;
    }
    case 'changePlan':
      expect(heading().textContent).toBe('Change my plan');
      has('$13.99', '$139.99', '90% OFF', '100% money back guarantee', 'billed monthly automatically');
      break;
    case 'makeTheMost':
      expect(heading().textContent).toBe('Wait! Have you made the most out of it?');
      expect(
        screen.getByRole('link', { name: 'Open Top 5 Instagram Algorithm Hacks to Grow in 2025' }).getAttribute('href'),
      ).toBe('/dashboard/top-hacks');
      expect(
        screen.getByRole('link', { name: 'Open Top 7 Instagram Trends That Will Define 2025' }).getAttribute('href'),
      ).toBe('/dashboard/top-trends');
      expect(screen.getByRole('link', { name: 'Open Secret Admirers' }).getAttribute('href')).toBe(
        '/dashboard/articles/secret-admirers',
      );
      expect(screen.getByRole('link', { name: 'Open Detect Stalkers' }).getAttribute('href')).toBe(
        '/dashboard/articles/detect-stalkers',
      );
      expect(screen.getByRole('link', { name: 'Open Tips & Insights' }).getAttribute('href')).toBe(
        '/dashboard/insights',
      );
      button('See the report offer');
      button('See the course offer');
      button('Keep me subscribed');
      button('I still want to opt out');
      break;
    case 'survey': {
      expect(heading().textContent).toBe('What made you change your mind about the membership?');
      const radios = screen.getAllByRole('radio') as HTMLInputElement[];
      expect(radios.map((r) => r.labels?.[0].textContent)).toEqual([...CANCEL_REASONS]);
      expect((button('Continue') as HTMLButtonElement).disabled).toBe(!radios.some((r) => r.checked));
      break;
    }
    case 'review': {
      expect(heading().textContent).toBe('Your voice matters');
      const stars = within(screen.getByRole('group', { name: 'Rate us' })).getAllByRole('radio');
      expect(stars.map((s) => s.getAttribute('aria-label'))).toEqual([
        '1 star',
        '2 stars',
        '3 stars',
        '4 stars',
        '5 stars',
      ]);
      const review = screen.getByRole('textbox', { name: 'Your review' }) as HTMLTextAreaElement;
      expect(review.placeholder).toBe('Write your review');
      expect((button('Continue') as HTMLButtonElement).disabled).toBe(review.value.trim() === '');
      break;
    }
    case 'lastThing':
      expect(heading().textContent).toBe('One last thing');
      has('Exciting new features are coming!', ...UPCOMING_FEATURES.map((f) => f.title));
      button('Get my free month');
      button("I'm not interested");
      break;
    case 'dontLose':
      expect(heading().textContent).toBe("Don't lose");
      has(...LOST_BENEFITS);
      button('Stay a premium user');
      button('Give up on my IG & cancel');
      break;
    case 'planUpdated':
      expect(heading().textContent).toBe('Your plan has been successfully updated!');
      button('Great!');
      break;
    case 'canceled':
      expect(heading().textContent).toBe('Your membership has been canceled');
      button('Back to home page');
      expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe(
        'mailto:support@reach.example',
      );
      break;
    case 'closed':
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('My Plan page');
      break;
    case 'leftHome':
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Dashboard page');
      break;
    default:
      throw new Error(`No copy check for ${state}`);
  }
}

// ---- The model: the machine's own graph, with the answers services can give. ----

const userEvents = userEventsWith(CANCEL_REASONS[3], ['Meh']);

const resultsIn = (snapshot: Snapshot) =>
  serviceResults(snapshot, {
    // A purchase is the purchase machine (a child): bought, or failed with its text.
    purchase: (id) => purchaseOutcomes(id, 'Card declined'),
    cancel: cancelAnswers('Failed to fetch'),
  });

/** Coarser than the machine test: enough to reach every transition, few enough paths for a DOM. */
const serialize = (snapshot: Snapshot) => serializeSnapshot(snapshot, { fine: false });

/**
 * The plain subscriber walks the whole graph. The other inputs change only a few rules, so they
 * walk only what those rules need (keeps a DOM run near half a minute): the premium holder steps
 * 0–2 ('Change my plan' skips the offer), the session without ids the offers and the cancel
 * (nothing is bought or cancelled), the gift holder the review and the last step (two-step jumps).
 */
function eventsFor(snapshot: Snapshot): EventObject[] {
  const c = snapshot.context;
  const all = [...userEvents, ...resultsIn(snapshot)];
  if (c.hasPremiumOneMonth)
    return (['myActivePlan', 'pleaseWait', 'yourMembership'] as const).some((s) => snapshot.matches({ steps: s }))
      ? all
      : [];
  if (c.subscriptionId === null)
    return all.filter(
      (e) =>
        !['survey.select', 'review.rate', 'review.edit', 'membership.cancel', 'flow.close', 'flow.home'].includes(
          e.type,
        ),
    );
  if (c.hasGiftOneMonth)
    return all.filter(
      (e) => !['offer.accept', 'flow.close', 'flow.home', 'membership.changePlan', 'review.rate'].includes(e.type),
    );
  return all;
}

const coverage = new Coverage(flowLogic);
const runs = inputs.flatMap((input) =>
  transitionPaths(flowLogic, { events: eventsFor, serialize, input }).map((path) => ({ input, path })),
);

/** What a user does for a model event, on the step the screen shows. */
async function perform(
  user: User,
  clock: SimulatedClock,
  flow: AnyActorRef,
  state: string,
  event: EventObject & Record<string, unknown>,
) {
  if (await fakes.services.settleResult(event)) return;
  if (event.type.startsWith('xstate.after.')) {
    await act(async () => clock.increment(LOADER_STEP_DELAY_MS));
    return;
  }
  const pressByState: Record<string, Record<string, string>> = {
    'step.next': {
      myActivePlan: "I'm ready to let go of my growth",
      makeTheMost: 'I still want to opt out',
      survey: 'Continue',
      review: 'Continue',
      lastThing: "I'm not interested",
    },
    'flow.close': {
      myActivePlan: 'Stay premium',
      makeTheMost: 'Keep me subscribed',
      dontLose: 'Stay a premium user',
      planUpdated: 'Great!',
    },
    'offer.accept': { changePlan: 'Get Premium', lastThing: 'Get my free month' },
  };
  const fixed: Record<string, string> = {
    'step.back': COPY.back,
    'flow.cancelNow': COPY.cancelNow,
    'flow.home': 'Back to home page',
    'membership.changePlan': 'Change my plan',
    'membership.cancel': 'Cancel membership',
    'cancel.confirm': 'Give up on my IG & cancel',
  };
  switch (event.type) {
    case 'survey.select':
      return user.click(screen.getByRole('radio', { name: event.reason as string }));
    case 'review.rate':
      return user.click(screen.getByRole('radio', { name: `${event.stars} stars` }));
    case 'review.edit': {
      const field = screen.getByRole('textbox', { name: 'Your review' });
      await user.clear(field);
      if (event.text) await user.type(field, event.text as string);
      return;
    }
  }
  const name = pressByState[event.type]?.[state] ?? fixed[event.type];
  if (!name) throw new Error(`No press for ${event.type} on ${state}`);
  const target = button(name);
  // A press the table refuses is a disabled button (continue without a reason or a review, 'Cancel
  // now' while buying); the flow must refuse the event too, should it come anyway.
  if ((target as HTMLButtonElement).disabled) return act(async () => flow.send(event));
  await user.click(target);
}

/** Spec 8: the red line a failed purchase or cancel shows right after it (null: none expected). */
function expectedAlert(
  event: EventObject & Record<string, unknown>,
  input: CancelFlowInput,
  expected: string,
): string | null {
  if (event.type === 'cancel.confirm' && input.subscriptionId === null) return MISSING_IDS_ERROR;
  const [, kind] = event.type.match(/^xstate\.(done|error)\.actor\./) ?? [];
  if (!kind || /planUpdated|canceled/.test(expected)) return null;
  if (kind === 'done') return (event.output as { error?: string }).error || 'Something went wrong';
  return (event.error as CallFailure).text ?? 'Something went wrong';
}

/** The screen a serialized state shows: its step's state (under `steps`), or its top-level state. */
const screenState = (expected: string) => {
  const { state } = JSON.parse(expected) as { state: StateValue };
  if (typeof state === 'string') return state;
  const [top, inner] = Object.entries(state)[0] as [string, StateValue];
  if (top !== 'steps') return top;
  return typeof inner === 'string' ? inner : Object.keys(inner)[0];
};

async function runUiPath(input: CancelFlowInput, path: ModelPath) {
  const { CancelFlow } = await import('../../src/routes/_authed/dashboard/-cancel-flow/cancel-flow-context');
  const { CancelFlowSteps } = await loadScreen();
  const clock = new SimulatedClock();
  const screenActor = screenActorCoverage(coverage);
  let flowActor: AnyActorRef | undefined;
  const HoldFlow = () => ((flowActor = CancelFlow.useActorRef()), null);
  const router = renderAt(() => (
    <CancelFlow.Provider options={{ input, clock, inspect: screenActor.inspect }}>
      <HoldFlow />
      <CancelFlowSteps />
    </CancelFlow.Provider>
  ));
  await screen.findByRole('heading', { name: 'My active plan' });
  await screenActor.started();
  assertCopy('myActivePlan', input);
  const user = userEvent.setup({ delay: null });
  // The step on screen when an event comes: where the step before it led.
  const stateBefore = (index: number) => (index === 0 ? 'myActivePlan' : screenState(path.steps[index - 1].expected));
  await walkPath(
    path,
    (event, index) =>
      perform(user, clock, flowActor!, stateBefore(index), event as EventObject & Record<string, unknown>),
    (step) => {
      assertCopy(screenState(step.expected), input);
      const alert = expectedAlert(step.event as EventObject & Record<string, unknown>, input, step.expected);
      if (alert) expect(screen.getByRole('alert').textContent).toBe(alert);
    },
  );
  return router;
}

describe(`cancellation flow screen: ${runs.length} model paths`, () => {
  beforeEach(async () => {
    await startSession([subscription('ig_weekly_trial')]);
  });

  for (const { input, path } of runs) {
    const label =
      input.subscriptionId === null
        ? 'no ids'
        : input.hasGiftOneMonth
          ? 'gift'
          : input.hasPremiumOneMonth
            ? 'premium'
            : 'plain';
    it(`[${label}] ${path.description}`, async () => {
      await runUiPath(input, path);
    });
  }

  afterAll(() => coverage.assertComplete());
});

describe('cancellation flow screen: the route with the session', () => {
  async function renderScreen(planCode: string) {
    await startSession([subscription(planCode)]);
    const { CancelFlowScreen } = await loadScreen();
    const router = renderAt(() => <CancelFlowScreen />);
    await screen.findByRole('heading', { name: 'My active plan' });
    return { router, user: userEvent.setup() };
  }

  /** The plain subscriber's steps on a simulated clock, walked to 'Your Membership' (step 2). */
  async function openMembershipStep() {
    await startSession([subscription('ig_weekly_trial')]);
    const { CancelFlow } = await import('../../src/routes/_authed/dashboard/-cancel-flow/cancel-flow-context');
    const { CancelFlowSteps } = await loadScreen();
    const clock = new SimulatedClock();
    renderAt(() => (
      <CancelFlow.Provider options={{ input: inputs[0], clock }}>
        <CancelFlowSteps />
      </CancelFlow.Provider>
    ));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: "I'm ready to let go of my growth" }));
    await act(async () => clock.increment(LOADER_STEP_DELAY_MS));
    return user;
  }

  it('cancels in two presses from the start, sends the spec 7 events and asks the session to re-check', async () => {
    const { router, user } = await renderScreen('ig_premium_one_month');
    await user.click(button('Cancel now'));
    await user.click(button('Give up on my IG & cancel'));
    expect(fakes.services.calls).toEqual([
      { id: 'cancelSubscription', args: [{ subscriptionId: 'sub-1', uid: 'u1' }] },
    ]);
    const cancelButton = button('Give up on my IG & cancel');
    expect(cancelButton.getAttribute('aria-busy')).toBe('true');
    await user.click(cancelButton);
    expect(fakes.services.calls).toHaveLength(1);
    await fakes.services.settle('cancelSubscription', { output: { success: true } });
    await screen.findByRole('heading', { name: 'Your membership has been canceled' });
    expect(fakes.events.map((e) => e.event)).toEqual(['Cancel subscription click', 'Cancel subscription success']);
    expect(fakes.rechecks).toBe(1);
    expect(fakes.surveys).toEqual([]);
    await user.click(button('Back to home page'));
    await screen.findByRole('heading', { name: 'Dashboard page' });
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('starts from the session: a premium one-month holder sees the premium plan and skips the plan offer', async () => {
    const { user } = await renderScreen('ig_premium_one_month');
    await user.click(button("I'm ready to let go of my growth"));
    await screen.findByRole('heading', { name: 'Your Membership' }, { timeout: LOADER_STEP_DELAY_MS + 2_000 });
    assertCopy('yourMembership', { ...inputs[1] });
    await user.click(button('Change my plan'));
    expect(heading().textContent).toBe('Wait! Have you made the most out of it?');
  });

  it("goes back from the last step to the gift offer, and 'Stay a premium user' closes the flow to My Plan", async () => {
    const { router, user } = await renderScreen('ig_weekly_trial');
    await user.click(button('Cancel now'));
    await user.click(button('Back'));
    expect(heading().textContent).toBe('One last thing');
    await user.click(button('Cancel now'));
    await user.click(button('Stay a premium user'));
    await screen.findByRole('heading', { name: 'My Plan page' });
    expect(router.state.location.pathname).toBe('/dashboard/my-plan');
  });

  it('an extra on step 4 closes the flow and opens My Plan', async () => {
    const user = await openMembershipStep();
    await user.click(button('Cancel membership'));
    await user.click(button('See the course offer'));
    await screen.findByRole('heading', { name: 'My Plan page' });
  });

  it('sends the survey answers with reason, stars and review when leaving the review step', async () => {
    const user = await openMembershipStep();
    await user.click(button('Cancel membership'));
    await user.click(button('I still want to opt out'));
    await user.click(screen.getByRole('radio', { name: "I'm cutting down on expenses" }));
    await user.click(button('Continue'));
    await user.click(screen.getByRole('radio', { name: '2 stars' }));
    await user.type(screen.getByRole('textbox', { name: 'Your review' }), 'Too expensive');
    await user.click(button('Continue'));
    expect(heading().textContent).toBe('One last thing');
    expect(fakes.surveys).toEqual([
      { reason: "I'm cutting down on expenses", stars: 2, feedback: 'Too expensive', email: 'premium@demo.test' },
    ]);
  });
});
