/** The Create Your Account rules of spec 2.17, 4, 5, 8 and 9 on a live actor with fake services. */
import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { authErrorMessage } from '../../content/auth-errors';
import { FINALIZE_DELAY_MS } from '../../content/constants';
import type { Subscription } from '../../contracts/subscriptions';
import { PASSWORD_REQUIREMENTS } from '../../content/sign-up';
import { signUpMachine } from '../../machines/sign-up.machine';
import { FakeActors } from '../harness/run-path';
import { authFailure, BUNDLE, LAST_EMAIL, PASSWORD, PLAN_CODE, subscription } from './sign-up.model';
import { flush } from '../harness/flush';

function start(subscriptionId = '1042') {
  const fakes = new FakeActors();
  const clock = new SimulatedClock();
  const reportSignUpError = vi.fn();
  const reportSubscriptionFetchError = vi.fn();
  const startSession = vi.fn();
  const endOtherSession = vi.fn();
  const machine = signUpMachine.provide({
    actors: {
      fetchSubscription: fakes.logic('fetchSubscription'),
      createAccount: fakes.logic('createAccount'),
      signIn: fakes.logic('signIn'),
      finalizeSubscription: fakes.logic('finalizeSubscription'),
    } as never,
    actions: {
      reportSignUpError: (_, params) => reportSignUpError(params),
      reportSubscriptionFetchError: (_, params) => reportSubscriptionFetchError(params),
      startSession: (_, params) => startSession(params),
      endOtherSession: () => endOtherSession(),
    },
  });
  const actor = createActor(machine, { input: { subscriptionId, bundleId: BUNDLE }, clock }).start();
  actor.send({ type: 'signUp.open' });
  const settle = async (id: string, outcome: { output: unknown } | { error: unknown }) => {
    fakes.settle(id, outcome);
    await flush();
  };
  const submit = (password = PASSWORD) => actor.send({ type: 'signUp.submit', password });
  const snapshot = () => actor.getSnapshot();
  return {
    actor,
    fakes,
    clock,
    settle,
    submit,
    snapshot,
    reportSignUpError,
    reportSubscriptionFetchError,
    startSession,
    endOtherSession,
  };
}

/** Opened with a subscription that authorises: the form with its last email. */
async function startWithForm(answer: Subscription[] = [subscription()]) {
  const s = start();
  await s.settle('fetchSubscription', { output: answer });
  return s;
}

const callsOf = (fakes: FakeActors, id: string) =>
  fakes.calls.filter((call) => call.id === id).map((call) => call.input);

describe('Create Your Account: loading the subscription', () => {
  it('fetches by the id, then shows the form with the LAST of its emails', async () => {
    const s = start();
    expect(s.snapshot().value).toBe('loading');
    expect(s.fakes.calls).toEqual([{ id: 'fetchSubscription', input: { id: '1042' } }]);
    await s.settle('fetchSubscription', {
      output: [subscription({ emails: ['old@demo.test', 'mid@demo.test', LAST_EMAIL] })],
    });
    expect(s.snapshot().value).toEqual({ form: 'ready' });
    expect(s.snapshot().context.email).toBe(LAST_EMAIL);
  });

  it('takes a canceled main plan of the bundle as well (spec 4)', async () => {
    const s = await startWithForm([subscription({ status: 'canceled' })]);
    expect(s.snapshot().value).toEqual({ form: 'ready' });
  });

  it.each([
    ['an expired plan', subscription({ status: 'expired' })],
    ["another bundle's plan", subscription({ bundle: 'other-app' })],
    ['an extra that is not a main plan', subscription({ main_plan: false })],
  ])('opens the No Active Subscription alert for %s; OK closes it and the form stays', async (_name, only) => {
    const s = await startWithForm([only]);
    expect(s.snapshot().value).toEqual({ form: 'noActiveSubscription' });
    s.actor.send({ type: 'signUp.dismissAlert' });
    expect(s.snapshot().value).toEqual({ form: 'ready' });
    s.submit();
    expect(s.snapshot().context.error).toEqual({ at: 'form', text: 'No subscription', offerRestore: false });
  });

  it('ends a session already open on this device when the page opens, with an id or without', () => {
    expect(start().endOtherSession).toHaveBeenCalledTimes(1);
    expect(start('').endOtherSession).toHaveBeenCalledTimes(1);
  });

  it('opens the form at once without an id: nothing is fetched', () => {
    const s = start('');
    expect(s.snapshot().value).toEqual({ form: 'ready' });
    expect(s.fakes.calls).toEqual([]);
  });

  it('logs a failed fetch, clears the loader and loads again on Try again', async () => {
    const s = start();
    const failure = new Error('Failed to fetch');
    await s.settle('fetchSubscription', { error: failure });
    expect(s.snapshot().value).toEqual({ form: 'loadFailed' });
    expect(s.reportSubscriptionFetchError).toHaveBeenCalledWith({ subscriptionId: '1042', error: failure });
    s.actor.send({ type: 'signUp.retry' });
    expect(s.snapshot().value).toBe('loading');
    await s.settle('fetchSubscription', { output: [subscription()] });
    expect(s.snapshot().value).toEqual({ form: 'ready' });
  });
});

describe('Create Your Account: the checks on submit (spec 5)', () => {
  it("reports a missing id first, whatever else is wrong: 'No subscription id for finalize'", () => {
    const s = start('');
    s.submit('abc');
    expect(s.snapshot().context.error).toEqual({
      at: 'form',
      text: 'No subscription id for finalize',
      offerRestore: false,
    });
  });

  it("then a missing subscription: 'No subscription'", async () => {
    const s = start();
    await s.settle('fetchSubscription', { error: new Error('Failed to fetch') });
    s.submit('abc');
    expect(s.snapshot().context.error).toEqual({ at: 'form', text: 'No subscription', offerRestore: false });
  });

  it("then the pre-filled email's pattern, under the email field: 'Wrong email format'", async () => {
    const s = await startWithForm([subscription({ emails: [LAST_EMAIL, 'buyer at demo'] })]);
    s.submit('abc');
    expect(s.snapshot().context.error).toEqual({ at: 'email', text: 'Wrong email format', offerRestore: false });
  });

  it("then a password under 6 characters, under the password field: 'At least 6 symbols'; editing clears it", async () => {
    const s = await startWithForm();
    s.submit('12345');
    expect(s.snapshot().context.error).toEqual({ at: 'password', text: 'At least 6 symbols', offerRestore: false });
    s.actor.send({ type: 'signUp.editPassword' });
    expect(s.snapshot().context.error).toBeNull();
  });

  it('sends nothing while a check fails, and 6 characters pass', async () => {
    const s = await startWithForm();
    s.submit('12345');
    expect(callsOf(s.fakes, 'createAccount')).toEqual([]);
    s.submit('123456');
    expect(callsOf(s.fakes, 'createAccount')).toEqual([{ email: LAST_EMAIL, password: '123456' }]);
  });

  it('editing the password clears only its own error: a form-level one stays until the next press', () => {
    const s = start('');
    s.submit();
    s.actor.send({ type: 'signUp.editPassword' });
    expect(s.snapshot().context.error?.text).toBe('No subscription id for finalize');
  });
});

describe('Create Your Account: creating the account and finalising', () => {
  it('creates the account, finalises for the user_id it answered, and ignores presses while busy', async () => {
    const s = await startWithForm([subscription({ id: 'web-checkout-demo' })]);
    s.submit();
    expect(s.snapshot().hasTag('busy')).toBe(true);
    s.submit();
    expect(callsOf(s.fakes, 'createAccount')).toHaveLength(1);
    await s.settle('createAccount', { output: { user_id: 'uid-new' } });
    expect(s.snapshot().value).toEqual({ submitting: 'finalising' });
    s.submit();
    expect(callsOf(s.fakes, 'finalizeSubscription')).toEqual([
      { subscriptionId: 'web-checkout-demo', planCode: PLAN_CODE, email: LAST_EMAIL, userId: 'uid-new' },
    ]);
    expect(callsOf(s.fakes, 'createAccount')).toHaveLength(1);
  });

  it.each(['auth/email-already-in-use', 'auth/user-not-found'])(
    'after %s signs in with the same credentials and finalises for that user',
    async (code) => {
      const s = await startWithForm();
      s.submit();
      await s.settle('createAccount', { error: authFailure(code) });
      expect(s.snapshot().value).toEqual({ submitting: 'signingIn' });
      expect(callsOf(s.fakes, 'signIn')).toEqual([{ email: LAST_EMAIL, password: PASSWORD }]);
      await s.settle('signIn', { output: { user_id: 'uid-existing' } });
      expect(callsOf(s.fakes, 'finalizeSubscription')).toEqual([
        { subscriptionId: '1042', planCode: PLAN_CODE, email: LAST_EMAIL, userId: 'uid-existing' },
      ]);
      expect(s.reportSignUpError).not.toHaveBeenCalled();
    },
  );

  it("when that sign-in fails: the email-in-use message with 'You can try to restore you password', logged", async () => {
    const s = await startWithForm();
    s.submit();
    await s.settle('createAccount', { error: authFailure('auth/email-already-in-use') });
    await s.settle('signIn', { error: authFailure('auth/wrong-password') });
    expect(s.snapshot().value).toEqual({ form: 'ready' });
    expect(s.snapshot().context.error).toEqual({
      at: 'form',
      text: authErrorMessage('auth/email-already-in-use'),
      offerRestore: true,
    });
    expect(s.reportSignUpError).toHaveBeenCalledWith({
      email: LAST_EMAIL,
      code: 'auth/wrong-password',
      message: 'Firebase: Error (auth/wrong-password).',
    });
  });

  it('shows the password requirements under the password field for auth/password-does-not-meet-requirements; editing clears it', async () => {
    const s = await startWithForm();
    s.submit();
    await s.settle('createAccount', { error: authFailure('auth/password-does-not-meet-requirements') });
    expect(s.snapshot().context.error).toEqual({ at: 'password', text: PASSWORD_REQUIREMENTS, offerRestore: false });
    expect(PASSWORD_REQUIREMENTS).toContain('at least 6 characters');
    expect(s.reportSignUpError).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'auth/password-does-not-meet-requirements' }),
    );
    s.actor.send({ type: 'signUp.editPassword' });
    expect(s.snapshot().context.error).toBeNull();
  });

  it.each([
    [
      'the mapped message of a known code',
      authFailure('auth/network-request-failed'),
      'A network error has occurred. Check your connection and try again.',
    ],
    ['the stringified error without a known code', new Error('Quota exceeded'), 'Error: Quota exceeded'],
    [
      'the stringified error of an unknown code',
      authFailure('auth/brand-new-code'),
      'Error: Firebase: Error (auth/brand-new-code).',
    ],
  ])('shows %s, and logs it', async (_name, error, text) => {
    const s = await startWithForm();
    s.submit();
    await s.settle('createAccount', { error });
    expect(s.snapshot().context.error).toEqual({ at: 'form', text, offerRestore: false });
    expect(s.reportSignUpError).toHaveBeenCalledTimes(1);
  });

  it('shows a failed finalisation with its server text, logs it, and a new submit signs in the account it made', async () => {
    const s = await startWithForm();
    s.submit();
    await s.settle('createAccount', { output: { user_id: 'uid-new' } });
    await s.settle('finalizeSubscription', {
      error: { status: 409, data: { error: 'The subscription belongs to another account' } },
    });
    expect(s.snapshot().context.error).toEqual({
      at: 'form',
      text: 'The subscription belongs to another account',
      offerRestore: false,
    });
    expect(s.reportSignUpError).toHaveBeenCalledWith({
      email: LAST_EMAIL,
      code: undefined,
      message: 'The subscription belongs to another account',
    });
    s.submit();
    expect(s.snapshot().context.error).toBeNull();
    await s.settle('createAccount', { error: authFailure('auth/email-already-in-use') });
    await s.settle('signIn', { output: { user_id: 'uid-new' } });
    expect(s.snapshot().value).toEqual({ submitting: 'finalising' });
  });

  it('never logs the password', async () => {
    const s = await startWithForm();
    for (const error of [authFailure('auth/password-does-not-meet-requirements'), new Error('Failed to fetch')]) {
      s.submit();
      await s.settle('createAccount', { error });
    }
    s.submit();
    await s.settle('createAccount', { error: authFailure('auth/email-already-in-use') });
    await s.settle('signIn', { error: authFailure('auth/wrong-password') });
    expect(s.reportSignUpError).toHaveBeenCalledTimes(3);
    for (const [params] of s.reportSignUpError.mock.calls) {
      expect(Object.keys(params).sort()).toEqual(['code', 'email', 'message']);
      expect(JSON.stringify(params)).not.toContain(PASSWORD);
    }
  });
});

describe('Create Your Account: proceeding (spec 4, 9)', () => {
  it('hands the credentials to the session, keeps the spinner for 3 s, then ends and forgets the password', async () => {
    const s = await startWithForm();
    s.submit();
    await s.settle('createAccount', { output: { user_id: 'uid-new' } });
    await s.settle('finalizeSubscription', { output: { success: true } });
    expect(s.snapshot().value).toEqual({ submitting: 'proceeding' });
    expect(s.startSession).toHaveBeenCalledExactlyOnceWith({ email: LAST_EMAIL, password: PASSWORD });
    s.clock.increment(FINALIZE_DELAY_MS - 1);
    expect(s.snapshot().hasTag('busy')).toBe(true);
    expect(s.snapshot().status).toBe('active');
    s.clock.increment(1);
    expect(s.snapshot().value).toBe('done');
    expect(s.snapshot().status).toBe('done');
    expect(s.snapshot().hasTag('busy')).toBe(false);
    expect(s.snapshot().context.password).toBeNull();
  });
});
