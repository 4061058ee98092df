/**
 * The session's model paths on the real screens (/sign-in, the dashboard and its menu, My Plan;
 * /access-recovery for a session whose check waits 4 seconds) against the real server and the Auth
 * emulator. The binding: a sign-in types the account the path's next answers need (a fresh
 * subscriber, a buyer without an account, a wrong password); every call the session makes is held
 * at a gate until the path's answer event lets it through to the real server or fails it as a
 * dropped connection would; a plan read as canceled or gone was canceled or expired from outside
 * the page first (the expiry with the server's dev clock and its renewals job); the 5 hours pass on
 * the page's clock, since the login time is the device's (spec 3); a stored login is a sign-in in
 * an earlier page of the same browser.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import { ACTIVATION_MODAL_COPY } from '../../content/access-recovery';
import { LOGIN_LINK_NOTICE_COPY, SWITCH_ACCOUNT_COPY } from '../../content/login-link';
import { SESSION_LIFETIME_MS } from '../../content/constants';
import { MY_PLAN_OFFERS } from '../../content/offers';
import { authorisingSubscription } from '../../domain/plans';
import type { Subscription } from '../../contracts/subscriptions';
import { sessionMachine, type SessionInput } from '../../machines/session.machine';
import { signIn } from '../e2e/browser';
import type { Subscriber } from '../faults/client';
import { BUNDLE, inputs, resultsIn, serialize, userEvents, type Snapshot } from '../machines/session.model';
import { baseUrl, browserPathSuite, liveValue, topOf } from './browser-paths';
import { Gate } from './gate';
import { cancelElsewhere, deleteAccount, expireElsewhere, newBuyer, newSubscriber, PASSWORD } from './subscribers';

const output = (event: EventObject) => (event as { output?: unknown }).output;
const failure = (event: EventObject) => (event as { error?: { code?: string } }).error;
const isAnswer = (event: EventObject, actor: string) =>
  event.type === `xstate.done.actor.${actor}` || event.type === `xstate.error.actor.${actor}`;

/** How a read of the subscriptions is answered: the plan as it is, canceled or gone first, or the network failing. */
function readAnswer(event: EventObject): 'active' | 'canceled' | 'gone' | 'failed' {
  if (event.type.startsWith('xstate.error.')) return 'failed';
  const subscription = authorisingSubscription(output(event) as Subscription[], BUNDLE);
  return !subscription ? 'gone' : subscription.status === 'canceled' ? 'canceled' : 'active';
}

/** What the restore finds: a recent stored login, one 5 hours old, a stored login whose user is gone, none, or a failed download of the identity module. */
function restoreAnswer(event: EventObject | undefined): 'recent' | 'expired' | 'none' | 'failed' {
  if (!event || event.type === 'xstate.error.actor.restoreSession') return event ? 'failed' : 'none';
  const { user, loginAt, now } = output(event) as { user: unknown; loginAt: number; now: number };
  if (!user) return 'none';
  return loginAt + SESSION_LIFETIME_MS <= now ? 'expired' : 'recent';
}

const FORM_HOLDS_SECOND_PRESS =
  "the sign-in form holds a second press itself while the session has the first (machines/sign-in-form.machine.ts): the session's own guard never hears one from the screen";

const SIGN_OUT_IS_LOCAL = "Firebase's sign-out is local: nothing in a browser makes it fail";

/** What no browser against the real stack can bring about, and why. */
const OUT_OF_REACH = {
  'session.restoring --signIn.submit#0': FORM_HOLDS_SECOND_PRESS,
  'session.signedOut.signingIn --signIn.submit#0': FORM_HOLDS_SECOND_PRESS,
  'session.signingOut --signIn.submit#0':
    "Firebase's sign-out is local and immediate: the form cannot be pressed while it runs (the unit model presses then)",
  'session.signedIn.subscriptionNotFound.leavingToCheckout --xstate.error.actor.leaveToCheckout#0':
    'the analytics event is best effort (its failure is swallowed), then the page leaves: nothing makes it fail',
  'session.signingOut --xstate.error.actor.signOut#0': SIGN_OUT_IS_LOCAL,
  'session.signingOut --xstate.error.actor.signOut#1': SIGN_OUT_IS_LOCAL,
};

const NO_STORED_LOGIN_TIME =
  'the app restores a session only with a stored login time (src/app/session.ts): without one it asks nobody';

/** Why a browser against the real stack cannot bring a model event about; undefined when it can. */
function unreachable(event: EventObject): string | undefined {
  if (event.type === 'xstate.done.actor.restoreSession') {
    const { user, loginAt } = output(event) as { user: unknown; loginAt: number | null };
    if (user && loginAt === null) return NO_STORED_LOGIN_TIME;
  }
  if (event.type === 'xstate.error.actor.signOut')
    return OUT_OF_REACH['session.signingOut --xstate.error.actor.signOut#0'];
  if (event.type === 'xstate.error.actor.leaveToCheckout')
    return OUT_OF_REACH[
      'session.signedIn.subscriptionNotFound.leavingToCheckout --xstate.error.actor.leaveToCheckout#0'
    ];
  return undefined;
}

/**
 * The model's inputs, and one more: the page opens on Create Your Account (/access-recovery?id=…),
 * whose route ends the session as it loads (its loader opens the visit), while the stored login is
 * still being restored (Firebase held): what follows is the sign-out that ends it.
 */
interface BrowserInput extends SessionInput {
  opensCreateAccount?: boolean;
}
const browserInputs: BrowserInput[] = [...inputs, { ...inputs[1], opensCreateAccount: true }];

/** What a person can do on the screen the session's state shows (the model's events beyond it are not a browser's). */
function possibleIn(snapshot: Snapshot, event: EventObject): boolean {
  const c = snapshot.context;
  // The machine keeps its whole input in its context.
  if ((c as BrowserInput).opensCreateAccount)
    return snapshot.matches('restoring') ? event.type === 'session.end' : event.type.startsWith('xstate.');
  const onPageWithForm = !c.deferPostAuthCheck && (snapshot.matches('restoring') || snapshot.matches('signedOut'));
  const activationModal = snapshot.matches({ signedOut: 'activationSent' });
  const formShown = onPageWithForm && !activationModal && !c.viaLink;
  switch (event.type) {
    case 'signIn.submit':
      return formShown;
    case 'creds.received':
      // A login link is read once, as the page loads: the path's first event.
      return snapshot.matches('restoring') && c.pending === null && !c.viaLink;
    case 'activation.dismiss':
      return activationModal;
    case 'logout.request':
    case 'logout.confirm':
    case 'logout.cancel':
      return !c.deferPostAuthCheck;
    case 'subscription.recheck':
      return !c.deferPostAuthCheck && snapshot.matches({ signedIn: { authorised: { account: 'present' } } });
    case 'loginLinkNotice.dismiss':
      return !c.deferPostAuthCheck; // the notice is the dashboard's
    case 'session.end':
      return false; // only from Create Your Account, which the last input opens (above)
    default:
      return true;
  }
}

interface PathState {
  input: BrowserInput;
  account: Subscriber | null;
  subscriptions: Gate;
  signIns: Gate;
  activations: Gate;
  /** The identity module's download, held while presses arrive during the restore (or failed). */
  identity?: Gate;
  /** 'Continue' records the choice before leaving for the billing quiz: held, the page stays. */
  checkout: Gate;
  /** A recheck the app sends by itself 2 seconds after the report is bought, with the reads counted before it. */
  automaticRecheck?: number;
}

const paths = new WeakMap<Page, PathState>();
const stateOf = (page: Page) => paths.get(page)!;

const loginLink = (email: string, password: string) =>
  Buffer.from(JSON.stringify({ email, password })).toString('base64');

/** A subscriber signed in through the form in an earlier page of this browser (the stored login), left on a blank page. */
async function storedLogin(page: Page): Promise<Subscriber> {
  const subscriber = await newSubscriber('ig_weekly_trial');
  await signIn(page, subscriber.email, PASSWORD);
  await page.waitForURL('**/dashboard', { timeout: 30_000 });
  await page.goto('about:blank');
  return subscriber;
}

/** The credentials a sign-in types so that its answer and the activation request's are those the path expects next. */
async function credentialsFor(page: Page, following: EventObject[]): Promise<{ email: string; password: string }> {
  const signInAnswer = following.find((event) => isAnswer(event, 'signIn'));
  if (signInAnswer?.type === 'xstate.done.actor.signIn') {
    const account = await newSubscriber('ig_weekly_trial');
    stateOf(page).account = account;
    return { email: account.email, password: PASSWORD };
  }
  const activation = following.find((event) => isAnswer(event, 'requestActivation'));
  // A buyer without an account is refused, and gets an activation email; an account's owner typing a wrong password does not.
  if (activation && (output(activation) as { success?: boolean } | undefined)?.success)
    return { email: (await newBuyer()).email, password: 'not-their-password' };
  return { email: 'trial@demo.test', password: 'not-the-password' };
}

const field = (page: Page, name: 'email' | 'password') => page.getByLabel(name === 'email' ? 'Email' : 'Password');
const signInButton = (page: Page) => page.getByRole('button', { name: 'Sign in', exact: true });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });

async function toDashboard(page: Page) {
  if (new URL(page.url()).pathname !== '/dashboard') await page.goBack();
}

async function openMenu(page: Page) {
  await toDashboard(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
}

const linkNotice = (page: Page) => page.getByRole('status', { name: LOGIN_LINK_NOTICE_COPY.signedInAs, exact: true });

/** A purchase on My Plan, after which the app reads the subscription again: the report's reads it twice, 2 seconds apart. */
async function buy(page: Page, offer: 'course' | 'report') {
  const state = stateOf(page);
  await openMenu(page);
  await page.getByRole('link', { name: 'My Plan', exact: true }).click();
  const { button } = MY_PLAN_OFFERS.find(({ id }) => id === offer)!;
  if (offer === 'report') state.automaticRecheck = state.subscriptions.received + 1;
  await page.getByRole('button', { name: button, exact: true }).click({ timeout: 20_000 });
}

async function answerRead(page: Page, event: EventObject) {
  const state = stateOf(page);
  const answer = readAnswer(event);
  if (answer === 'failed') return state.subscriptions.fail();
  if (answer === 'canceled') await cancelElsewhere(state.account!);
  if (answer === 'gone') await expireElsewhere(state.account!);
  await state.subscriptions.pass();
}

async function act(page: Page, event: EventObject, following: EventObject[]) {
  const state = stateOf(page);
  switch (event.type) {
    case 'signIn.submit': {
      const busy = (await signInButton(page).getAttribute('aria-busy')) === 'true';
      // A press while one waits or runs is ignored: the fields keep what they hold.
      if (!busy) {
        const typed = await credentialsFor(page, following);
        await field(page, 'email').fill(typed.email);
        await field(page, 'password').fill(typed.password);
      }
      return signInButton(page).click();
    }
    case 'activation.dismiss':
      return dialog(page, ACTIVATION_MODAL_COPY.title).getByRole('button', { name: ACTIVATION_MODAL_COPY.ok }).click();
    case 'logout.request':
      await openMenu(page);
      // The menu's own item: the login link's notice offers 'Log out' too.
      return page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('button', { name: 'Log out', exact: true })
        .click();
    case 'logout.confirm':
      return dialog(page, 'Are you sure?').getByRole('button', { name: 'Yes, log out' }).click();
    case 'logout.cancel':
      return dialog(page, 'Are you sure?').getByRole('button', { name: 'Not now' }).click();
    case 'loginLinkNotice.dismiss':
      await toDashboard(page);
      return linkNotice(page).getByRole('button', { name: LOGIN_LINK_NOTICE_COPY.dismiss }).click();
    case 'switchAccount.confirm':
      return dialog(page, SWITCH_ACCOUNT_COPY.title).getByRole('button', { name: SWITCH_ACCOUNT_COPY.confirm }).click();
    case 'switchAccount.decline':
      return dialog(page, SWITCH_ACCOUNT_COPY.title).getByRole('button', { name: SWITCH_ACCOUNT_COPY.decline }).click();
    case 'subscriptionNotFound.continue':
      return dialog(page, 'Something went wrong...').getByRole('button', { name: 'Continue' }).click();
    case 'subscriptionNotFound.dismiss': {
      const missing = topOf(Object.values((await liveValue(page, 'session')) as object)[0]) === 'subscriptionNotFound';
      return dialog(page, missing ? 'Something went wrong...' : 'Something went wrong')
        .getByRole('button', { name: 'Close' })
        .click();
    }
    case 'subscription.retry':
      return dialog(page, 'Something went wrong').getByRole('button', { name: 'Try again' }).click();
    case 'subscription.recheck':
      if (state.automaticRecheck !== undefined) {
        await state.subscriptions.reached(state.automaticRecheck + 1);
        state.automaticRecheck = undefined;
        return;
      }
      return buy(page, following[0]?.type === 'subscription.recheck' ? 'report' : 'course');
    case 'session.end':
      return; // Create Your Account's route sent it as the page loaded
    case 'xstate.done.actor.signOut':
      return state.identity?.pass(); // a sign-out during a held restore waits for Firebase too
    case 'creds.received':
      return; // the login link was in the address the page opened with
    case 'xstate.done.actor.restoreSession':
      return state.identity?.pass();
    case 'xstate.error.actor.restoreSession':
      return state.identity!.fail();
    case 'xstate.done.actor.signIn':
      return state.signIns.pass();
    case 'xstate.error.actor.signIn':
      // A refusal is the emulator's answer to what was typed; a failure without a code is the connection dropping.
      return failure(event)?.code ? state.signIns.pass() : state.signIns.fail();
    case 'xstate.done.actor.requestActivation':
      return state.activations.pass();
    case 'xstate.error.actor.requestActivation':
      return state.activations.fail();
    case 'xstate.after.sessionRemaining.session.signedIn':
      return page.clock.fastForward(SESSION_LIFETIME_MS);
  }
  if (isAnswer(event, 'fetchSubscriptions') || isAnswer(event, 'refreshSubscriptions')) return answerRead(page, event);
  // The 4-second delay, and a sign-out's end once Firebase is there, arrive by themselves.
}

async function start(page: Page, input: BrowserInput, events: EventObject[]) {
  const restoreAt = events.findIndex((event) => isAnswer(event, 'restoreSession'));
  const restore = restoreAnswer(events[restoreAt]);
  // Anything before the restore's answer (or a path that ends before it) needs the restore held.
  const heldRestore = restoreAt !== 0;
  await page.clock.install();
  let account: Subscriber | null = null;
  if (restore !== 'none' || heldRestore) {
    account = await storedLogin(page);
    if (restore === 'none') await deleteAccount(account.token);
    if (restore === 'expired') await page.clock.fastForward(SESSION_LIFETIME_MS);
  }
  const state: PathState = {
    input,
    account,
    // The session's reads carry its token; Create Your Account's reads by subscription id do not.
    subscriptions: await Gate.on(
      page,
      /\/rec\/subscriptions\//,
      (request) => request.headers().authorization !== undefined,
    ),
    signIns: await Gate.on(page, /accounts:signInWithPassword/),
    activations: await Gate.on(page, /\/api\/send-activation-by-email/),
    checkout: await Gate.on(
      page,
      /\/event$/,
      (request) => request.postData()?.includes('Subscription not found continue') === true,
    ),
  };
  paths.set(page, state);
  if (heldRestore || restore === 'failed') state.identity = await Gate.on(page, /\/assets\/firebase-auth-[\w-]+\.js$/);
  const address = new URL(input.deferPostAuthCheck ? '/access-recovery' : '/sign-in', baseUrl);
  if (input.opensCreateAccount) address.searchParams.set('id', (await newBuyer()).subscriptionId);
  if (events[0]?.type === 'creds.received') {
    // The model's link for trial@demo.test is one for the account the restore finds; another address, another account's.
    const restored =
      restore === 'recent' && (events[0] as { email?: string }).email === 'trial@demo.test' ? account : null;
    const { email, password } = restored
      ? { email: restored.email, password: PASSWORD }
      : await credentialsFor(page, events.slice(1));
    address.searchParams.set('creds', loginLink(email, password));
  }
  await page.goto(address.href);
  await expect.poll(() => liveValue(page, 'session'), { timeout: 20_000 }).not.toBeNull();
}

const SIGN_IN_HEADLINE = 'Analyze your Instagram account and gain valuable insights';

/** Waits for what the state shows to appear, or to be gone: the screen follows the machine a render later. */
const shownWhen = (element: Locator, shown: boolean) =>
  element.waitFor({ state: shown ? 'visible' : 'detached', timeout: 10_000 });

async function shows(page: Page, expected: string) {
  const { state, refused, link, pending } = JSON.parse(expected) as {
    state: unknown;
    refused: boolean;
    link: boolean;
    pending: string | null;
  };
  const deferred = stateOf(page).input.deferPostAuthCheck;
  const top = topOf(state);
  const sub = typeof state === 'object' ? (Object.values(state as object)[0] as unknown) : null;
  expect(await dialog(page, ACTIVATION_MODAL_COPY.title).count(), 'the activation modal').toBe(
    sub === 'activationSent' ? 1 : 0,
  );
  await shownWhen(dialog(page, SWITCH_ACCOUNT_COPY.title), top === 'askingToSwitchAccount');
  if (!deferred && (top === 'restoring' || top === 'signedOut') && !link) {
    await page.getByRole('heading', { level: 1, name: SIGN_IN_HEADLINE }).waitFor();
    const busy = (top === 'restoring' && pending !== null) || sub === 'signingIn';
    expect(await signInButton(page).getAttribute('aria-busy'), "'Sign in' spins").toBe(busy ? 'true' : null);
    // A refused sign-in says why under the fields, until the next press.
    if (sub !== 'signingIn')
      expect(await page.locator('form > [role=alert]').textContent(), 'the refusal').toEqual(
        refused ? expect.stringMatching(/./) : '',
      );
  }
  if (top !== 'signedIn') return;
  const step = topOf(sub);
  // The session's modals are the router's (its root route): on the sign-in page they show once the
  // router has taken the page over, which a fast answer to the subscription check can precede.
  await shownWhen(dialog(page, 'Something went wrong...'), step === 'subscriptionNotFound');
  await shownWhen(dialog(page, 'Something went wrong'), step === 'checkFailed');
  if ((sub as { subscriptionNotFound?: string }).subscriptionNotFound === 'leavingToCheckout')
    expect(await page.getByRole('button', { name: 'Continue' }).getAttribute('aria-busy')).toBe('true');
  if (step === 'authorised' && !deferred) {
    await page.waitForURL(/\/dashboard/);
    const account = (sub as { authorised: { account: string | { present: string } } }).authorised.account;
    expect(await dialog(page, 'Are you sure?').count(), "the 'Are you sure?' modal").toBe(
      account === 'confirmingLogout' ? 1 : 0,
    );
    // The notice is the dashboard's own (a purchase leaves the path on My Plan).
    if (new URL(page.url()).pathname === '/dashboard')
      await shownWhen(linkNotice(page), typeof account === 'object' && account.present === 'namingLinkAccount');
  }
}

browserPathSuite(
  {
    machine: sessionMachine,
    inputs: browserInputs,
    model: {
      events: (snapshot) => [...userEvents, ...resultsIn(snapshot)].filter((event) => possibleIn(snapshot, event)),
      serialize,
    },
    unreachable,
    valueOf: (expected) => (JSON.parse(expected) as { state: unknown }).state,
    // The sign-out is local and immediate: nothing can hold its state long enough to be seen.
    transient: (expected) => (JSON.parse(expected) as { state: unknown }).state === 'signingOut',
    // A service worker would answer downloads from its cache, out of the gates' reach.
    contextOptions: { serviceWorkers: 'block' },
    start,
    act,
    shows,
  },
  OUT_OF_REACH,
);
