/**
 * Access Recovery's model paths on the real screen (/access-recovery) against the real server. The
 * binding: each press types the address that makes the real server give the answer the path
 * expects next (a new buyer from the web checkout, an activated demo account, a buyer already sent
 * an email, an address without a subscription), a network failure is the browser offline, and
 * each state shows its line, alert or modal. Past its limits the call answers as if sent (issue
 * 26), so no real server answers the model's 429.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import { FIELD_ERRORS } from '../../content/field-errors';
import { ACCESS_RECOVERY_COPY, ACTIVATION_MODAL_COPY, EMAIL_LABEL } from '../../content/access-recovery';
import { accessRecoveryMachine } from '../../machines/access-recovery.machine';
import { GOOD_EMAIL, resultsIn, serialize, userEvents } from '../machines/access-recovery.model';
import { baseUrl, browserPathSuite, liveValue } from './browser-paths';
import { fromAnotherClient, newBuyer, uniqueEmail } from './subscribers';

/** The activation call's answers a real server gives, and how to make it give each. */
type Answer = 'sent' | 'activated' | 'alreadySent' | 'noSubscription' | 'offline';

const output = (event: EventObject) =>
  (event as { output?: { success?: boolean; has_user?: boolean; error?: unknown; user_id?: string } }).output;
const failure = (event: EventObject) => (event as { error?: { status: number | null; text: string | null } }).error;

function answerOf(event: EventObject): Answer | undefined {
  if (event.type === 'xstate.done.actor.requestActivation') {
    const answer = output(event);
    if (answer?.success === true && answer.user_id) return 'sent';
    if (answer?.has_user) return 'activated';
    if (answer?.error === 'No subscription found for this email') return 'noSubscription';
    if (answer?.success === false && answer.error === undefined) return 'alreadySent';
  }
  if (event.type === 'xstate.error.actor.requestActivation' && failure(event)?.text === 'Failed to fetch')
    return 'offline';
  return undefined;
}

const requestActivation = (email: string) =>
  fetch(new URL('/api/send-activation-by-email', baseUrl), {
    method: 'POST',
    body: JSON.stringify({ email }),
    headers: { 'content-type': 'application/json', ...fromAnotherClient() },
  });

/** The address to type so that the real server answers `answer`. */
async function addressFor(answer: Answer | undefined): Promise<string> {
  switch (answer) {
    case 'sent':
      return (await newBuyer()).email;
    case 'activated':
      return 'premium@demo.test';
    case 'alreadySent': {
      const { email } = await newBuyer();
      expect(await (await requestActivation(email)).json()).toMatchObject({ success: true });
      return email;
    }
    default:
      return uniqueEmail('nobody');
  }
}

/**
 * Whether the last press was made offline: its call fails at once, so its loading state passes
 * too fast to be seen on the screen and is checked in the actor's history instead (the paths run
 * one at a time).
 */
let offlinePress = false;

const field = (page: Page) => page.getByLabel(EMAIL_LABEL);
const sendButton = (page: Page) => page.getByRole('button', { name: ACCESS_RECOVERY_COPY.send });

async function act(
  page: Page,
  event: EventObject,
  following: EventObject[],
  network: { setOffline(offline: boolean): Promise<void> },
) {
  if (event.type === 'form.submit') {
    // A press while the call runs sends what the field holds; the machine ignores it.
    if ((await liveValue(page, 'accessRecovery')) === 'loading') return sendButton(page).click();
    const { email } = event as EventObject & { email: string };
    const answer = answerOf(following.find((later) => later.type.startsWith('xstate.')) ?? { type: '' });
    await field(page).fill(email === GOOD_EMAIL ? await addressFor(answer) : email);
    offlinePress = email === GOOD_EMAIL && answer === 'offline';
    if (offlinePress) await network.setOffline(true);
    return sendButton(page).click();
  }
  if (event.type === 'form.edit')
    return field(page)
      .press('End')
      .then(() => field(page).pressSequentially('x'));
  if (event.type === 'activationModal.close')
    return page.getByRole('dialog').getByRole('button', { name: ACTIVATION_MODAL_COPY.ok }).click();
  // A call's answer: the server (or the network) gives it; the press before arranged which.
  if (answerOf(event) === 'offline') {
    await expect.poll(() => liveValue(page, 'accessRecovery')).toEqual({ form: 'failed' });
    await network.setOffline(false);
  }
}

async function shows(page: Page, expected: string) {
  const { state, emailError, error } = JSON.parse(expected) as {
    state: string;
    emailError: string | null;
    error: string | null;
  };
  if (emailError) await page.getByText(FIELD_ERRORS.emailFormat, { exact: true }).waitFor();
  else expect(await page.getByText(FIELD_ERRORS.emailFormat, { exact: true }).count()).toBe(0);
  if (state === 'activationSent') await page.getByRole('dialog', { name: ACTIVATION_MODAL_COPY.title }).waitFor();
  if (state === 'form.alreadyActivated')
    await page.getByRole('status').getByText(ACCESS_RECOVERY_COPY.alreadyActivated).waitFor();
  if (state === 'form.alreadySent')
    await page.getByRole('status').getByText(ACCESS_RECOVERY_COPY.alreadySent).waitFor();
  if (state === 'form.failed') await page.getByRole('alert').getByText(error!, { exact: true }).waitFor();
  if (state === 'loading') expect(await sendButton(page).getAttribute('aria-busy')).toBe('true');
}

browserPathSuite({
  machine: accessRecoveryMachine,
  inputs: [undefined],
  model: { events: (snapshot) => [...userEvents, ...resultsIn(snapshot)], serialize },
  unreachable: (event) =>
    event.type.startsWith('xstate.') && !answerOf(event) ? 'the real server never answers this' : undefined,
  // The model names a state by its path ('form.failed'); the live actor's value nests it.
  valueOf: (expected) =>
    (JSON.parse(expected) as { state: string }).state
      .split('.')
      .reduceRight<unknown>((child, key) => (child === undefined ? key : { [key]: child }), undefined),
  transient: (expected) => offlinePress && (JSON.parse(expected) as { state: string }).state === 'loading',
  start: async (page) => {
    await page.goto(new URL('/access-recovery', baseUrl).href);
    await expect.poll(() => liveValue(page, 'accessRecovery'), { timeout: 20_000 }).toEqual({ form: 'idle' });
  },
  act,
  shows,
});
