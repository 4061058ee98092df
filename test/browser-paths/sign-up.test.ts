/**
 * Create Your Account's model paths on the real screen (/access-recovery?id=…) against the real
 * server. The binding: opening the screen picks the id that makes the server answer what the path
 * needs (a new buyer, an id it never issued, an empty id, a mangled id it refuses); a press first
 * arranges what the account calls will meet (the email already has an account, with this password
 * or another; the subscription taken by another account; the browser offline); each state shows
 * its loader, alert, error line or busy button, and done is the dashboard.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import { SOMETHING_WENT_WRONG } from '../../content/auth-errors';
import { authorisingSubscription } from '../../domain/plans';
import type { Subscription } from '../../contracts/subscriptions';
import { SIGN_UP_COPY as COPY } from '../../content/sign-up';
import { signUpMachine } from '../../machines/sign-up.machine';
import { type SignUpError, type SignUpInput } from '../../machines/sign-up-attempt';
import { isEmail } from '../../machines/validation';
import {
  BUNDLE,
  inputs,
  serializeSnapshot,
  serviceResults,
  shownError,
  userEvents,
  type Snapshot,
} from '../machines/sign-up.model';
import { baseUrl, browserPathSuite, liveValue, type Network } from './browser-paths';
import { accountFor, attachToAnotherAccount, unknownSubscriptionId } from './sign-up-server';
import { newBuyer, type Buyer } from './subscribers';

type Answer =
  | 'loaded'
  | 'noSubscription'
  | 'invalidLink'
  | 'created'
  | 'emailTaken'
  | 'createOffline'
  | 'signedIn'
  | 'wrongPassword'
  | 'finalized'
  | 'takenByOther';

const authCode = (event: EventObject) => (event as { error?: { code?: string } }).error?.code;

/** The model answers a real server (or the browser offline) gives; undefined for the others. */
function answerOf(event: EventObject): Answer | undefined {
  const output = (event as { output?: unknown }).output;
  const error = (event as { error?: { status?: number } }).error;
  switch (event.type) {
    case 'xstate.done.actor.fetchSubscription': {
      const subscription = authorisingSubscription(output as Subscription[], BUNDLE);
      if (!subscription) return 'noSubscription';
      // The server stores only addresses that passed an email check.
      return isEmail(subscription.emails?.at(-1) ?? '') ? 'loaded' : undefined;
    }
    case 'xstate.error.actor.fetchSubscription':
      return error?.status === 400 ? 'invalidLink' : undefined;
    case 'xstate.done.actor.createAccount':
      return 'created';
    case 'xstate.error.actor.createAccount':
      return authCode(event) === 'auth/email-already-in-use'
        ? 'emailTaken'
        : authCode(event) === 'auth/network-request-failed'
          ? 'createOffline'
          : undefined;
    case 'xstate.done.actor.signIn':
      return 'signedIn';
    case 'xstate.error.actor.signIn':
      return authCode(event) === 'auth/wrong-password' ? 'wrongPassword' : undefined;
    case 'xstate.done.actor.finalizeSubscription':
      return 'finalized';
    case 'xstate.error.actor.finalizeSubscription':
      return error?.status === 409 ? 'takenByOther' : undefined;
  }
  return undefined;
}

function unreachable(event: EventObject): string | undefined {
  if (!event.type.startsWith('xstate.') || event.type.startsWith('xstate.after.') || answerOf(event)) return undefined;
  if (authCode(event) === 'auth/password-does-not-meet-requirements')
    return 'the Auth emulator enforces no password policy';
  if (authCode(event) === 'auth/user-not-found') return 'creating an account never answers user-not-found';
  if (event.type === 'xstate.error.actor.createAccount') return 'the Auth emulator has no quotas';
  if (event.type === 'xstate.done.actor.fetchSubscription')
    return 'the server stores only addresses that passed an email check';
  if (event.type === 'xstate.error.actor.fetchSubscription')
    return 'the load is sent as the page loads: offline it fails before the page is up, online the server answers';
  if (event.type === 'xstate.error.actor.signIn')
    return 'the sign-in follows the refused creation at once: the network cannot be lost between the two calls';
  return 'the real server never answers this';
}

/** The answers the path expects until the user's next action. */
const answersUntilNextAction = (following: EventObject[]) => {
  const next = following.findIndex((event) => !event.type.startsWith('xstate.'));
  return following.slice(0, next === -1 ? undefined : next).map(answerOf);
};

/** The buyer each page was opened for: its email shows in the form. */
const buyers = new WeakMap<Page, Buyer>();

const passwordField = (page: Page) => page.getByRole('textbox', { name: COPY.password });
const emailField = (page: Page) => page.getByRole('textbox', { name: COPY.email });
const submitButton = (page: Page) => page.getByRole('button', { name: COPY.submit });
const screenUrl = (id: string) => new URL(`/access-recovery?id=${encodeURIComponent(id)}`, baseUrl).href;
const isBusy = async (page: Page) => JSON.stringify(await liveValue(page, 'signUp')).includes('submitting');

/** The service worker keeps the app's files, so it runs offline and only the calls fail. */
async function waitForOfflineApp(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

async function open(page: Page, input: SignUpInput, following: EventObject[]) {
  const answers = following.map(answerOf);
  if (!input.subscriptionId) return void (await page.goto(screenUrl('')));
  if (answers[0] === 'noSubscription') return void (await page.goto(screenUrl(unknownSubscriptionId())));
  const buyer = await newBuyer();
  buyers.set(page, buyer);
  if (answers[0] !== 'invalidLink') return void (await page.goto(screenUrl(buyer.subscriptionId)));
  // The link's id with the full stop of the email's sentence: the server refuses it (400) after
  // the network's delay, so the loader shows first; the page says the link is not valid.
  await page.goto(screenUrl(`${buyer.subscriptionId}.`));
}

/** The last press was made offline: its busy state passes too fast to be seen. */
let offlinePress = false;

async function submit(page: Page, password: string, following: EventObject[], network: Network) {
  // A press while the attempt runs; the machine ignores it.
  if (await isBusy(page)) return submitButton(page).click();
  const answers = answersUntilNextAction(following);
  const buyer = buyers.get(page);
  if (buyer && answers.includes('emailTaken'))
    await accountFor(buyer.email, answers.includes('signedIn') ? password : `not-${password}`);
  if (buyer && answers.includes('takenByOther')) await attachToAnotherAccount(buyer);
  await passwordField(page).fill(password);
  // Offline before the press: a call already sent still gets its answer when the browser goes
  // offline. It then fails some 30 ms after the press (the worker serves Firebase's files), too
  // soon to see the busy button reliably: that state is checked in the actor's history.
  offlinePress = answers.includes('createOffline');
  if (offlinePress) {
    await waitForOfflineApp(page);
    await network.setOffline(true);
  }
  return submitButton(page).click();
}

async function act(page: Page, event: EventObject, following: EventObject[], network: Network, input: SignUpInput) {
  switch (event.type) {
    case 'signUp.open':
      return open(page, input, following);
    case 'signUp.submit':
      return submit(page, (event as EventObject & { password: string }).password, following, network);
    case 'signUp.editPassword':
      return passwordField(page)
        .press('End')
        .then(() => passwordField(page).pressSequentially('x'));
    case 'signUp.dismissAlert':
      return page.getByRole('dialog').getByRole('button', { name: COPY.noActiveSubscription.ok }).click();
    case 'signUp.retry':
      return page.getByRole('button', { name: COPY.tryAgain }).click();
  }
  // A call's answer or the 3 s delay: the server (or the network) gives it; the press before arranged which.
  if (answerOf(event) === 'createOffline') {
    await expect.poll(() => liveValue(page, 'signUp')).toMatchObject({ form: expect.any(String) });
    await network.setOffline(false);
  }
}

async function showsError(page: Page, machineError: SignUpError | null) {
  const error = shownError(machineError);
  const formError = page.locator('form').getByRole('alert').last();
  if (error?.at === 'form') {
    await expect
      .poll(() => formError.textContent())
      .toBe(`${error.text}${error.offerRestore ? ` ${COPY.restorePassword}` : ''}`);
    expect(await page.getByRole('link', { name: COPY.restorePassword }).count()).toBe(error.offerRestore ? 1 : 0);
  } else expect(await formError.textContent()).toBe('');
  for (const [at, field] of [
    ['email', emailField(page)],
    ['password', passwordField(page)],
  ] as const) {
    expect(await field.getAttribute('aria-invalid'), `${at} field invalid`).toBe(error?.at === at ? 'true' : null);
    if (error?.at === at) await page.getByRole('alert').getByText(error.text, { exact: true }).waitFor();
  }
}

async function shows(page: Page, expected: string) {
  const { state, email, error } = JSON.parse(expected) as {
    state: Snapshot['value'];
    email: string;
    error: SignUpError | null;
  };
  if (state === 'done') return void (await page.waitForURL('**/dashboard'));
  if (state === 'opening' || state === 'loading')
    return void (await page.getByRole('status').getByText(COPY.loading).waitFor());
  await page.getByRole('heading', { name: COPY.title }).waitFor();
  // The form shows the buyer's own address where the model has its sample one.
  expect(await emailField(page).inputValue()).toBe(email ? buyers.get(page)!.email : '');
  expect(await submitButton(page).getAttribute('aria-busy')).toBe('submitting' in state ? 'true' : null);
  if ('submitting' in state) return;
  await showsError(page, error);
  const alertOpen = state.form === 'noActiveSubscription';
  expect(await page.getByRole('dialog', { name: COPY.noActiveSubscription.title }).count()).toBe(alertOpen ? 1 : 0);
  if (alertOpen) await page.getByRole('dialog').getByText(COPY.noActiveSubscription.text).waitFor();
  const loadFailed = state.form === 'loadFailed';
  expect(await page.getByRole('button', { name: COPY.tryAgain }).count()).toBe(loadFailed ? 1 : 0);
  if (loadFailed) await page.getByRole('alert').getByText(SOMETHING_WENT_WRONG, { exact: true }).waitFor();
  if (state.form === 'invalidLink')
    await page.getByRole('alert').getByText(COPY.invalidLink, { exact: true }).waitFor();
}

/**
 * The screen's events: behind the open alert only OK is meant to be pressed (as the screen test
 * has it), and an edit is reported only while a password error shows (else the screen sends nothing).
 */
function events(snapshot: Snapshot): EventObject[] {
  if (snapshot.matches({ form: 'noActiveSubscription' }))
    return [{ type: 'signUp.dismissAlert' }, ...serviceResults(snapshot)];
  const edits = shownError(snapshot.context.error)?.at === 'password';
  return [...userEvents.filter((event) => edits || event.type !== 'signUp.editPassword'), ...serviceResults(snapshot)];
}

const inputOf = new WeakMap<Page, SignUpInput>();

browserPathSuite(
  {
    machine: signUpMachine,
    inputs,
    model: { events, serialize: serializeSnapshot },
    unreachable,
    valueOf: (expected) => (JSON.parse(expected) as { state: unknown }).state,
    transient: (expected) => {
      const { state } = JSON.parse(expected) as { state: Snapshot['value'] };
      return offlinePress && typeof state === 'object' && 'submitting' in state;
    },
    // The screen opens with the first step, once the path's next answer tells which id to open.
    start: async (page, input) => void inputOf.set(page, input),
    act: (page, event, following, network) => act(page, event, following, network, inputOf.get(page)!),
    shows,
  },
  {
    'signUp.submitting.creatingAccount --xstate.error.actor.createAccount#1':
      'a password-policy refusal (auth/password-does-not-meet-requirements) comes only from a Firebase project that enforces a policy; the Auth emulator enforces none',
    'signUp.loading --xstate.error.actor.fetchSubscription#1':
      'a failed load that is not a refused id needs the network lost while the page loads, after its files and before its call: no path can time it',
    'signUp.form.loadFailed --signUp.retry#0': "'Try again' shows only after such a failed load",
    'signUp.submitting.signingIn --xstate.error.actor.signIn#1':
      'a sign-in failure other than a refused password needs the network lost between the refused creation and the sign-in, which follows at once',
  },
);
