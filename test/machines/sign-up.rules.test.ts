/** The Create Your Account rules of spec 2.17, 4, 5, 8 and 9 on a live actor with fake services. */
import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { FINALIZE_DELAY_MS } from '../../content/constants';
import type { Subscription } from '../../contracts/subscriptions';
import { signUpMachine } from '../../machines/sign-up.machine';
import { FakeActors } from '../harness/run-path';
import { authFailure, BUNDLE, LAST_EMAIL, PASSWORD, PLAN_CODE, refusedId, subscription } from './sign-up.model';
import { callFailure } from '../harness/call-failure';
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
    expect(s.snapshot().context.error).toEqual({ kind: 'noSubscription' });
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

  it('a link whose id the service refuses (400) says the link is not valid, with no Try again that could never load', async () => {
    const s = start('1042.');
    await s.settle('fetchSubscription', { error: refusedId });
    expect(s.snapshot().value).toEqual({ form: 'invalidLink' });
    expect(s.reportSubscriptionFetchError).toHaveBeenCalledWith({ subscriptionId: '1042.', failure: refusedId });
    s.actor.send({ type: 'signUp.retry' });
    expect(s.snapshot().value).toEqual({ form: 'invalidLink' });
    expect(s.fakes.calls).toHaveLength(1);
  });

  it('logs a failed fetch, clears the loader and loads again on Try again', async () => {
    const s = start();
    const failure = callFailure({ text: 'Failed to fetch' });
    await s.settle('fetchSubscription', { error: failure });
    expect(s.snapshot().value).toEqual({ form: 'loadFailed' });
    expect(s.reportSubscriptionFetchError).toHaveBeenCalledWith({ subscriptionId: '1042', failure });
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
    expect(s.snapshot().context.error).toEqual({ kind: 'missingId' });
  });

  it("then a missing subscription: 'No subscription'", async () => {
    const s = start();
    await s.settle('fetchSubscription', { error: callFailure({ text: 'Failed to fetch' }) });
    s.submit('abc');
    expect(s.snapshot().context.error).toEqual({ kind: 'noSubscription' });
  });

  it("then the pre-filled email's pattern, under the email field: 'Wrong email format'", async () => {
    const s = await startWithForm([subscription({ emails: [LAST_EMAIL, 'buyer at demo'] })]);
    s.submit('abc');
    expect(s.snapshot().context.error).toEqual({ kind: 'emailFormat' });
  });

  it("then a password under 6 characters, under the password field: 'At least 6 symbols'; editing clears it", async () => {
    const s = await startWithForm();
    s.submit('12345');
    expect(s.snapshot().context.error).toEqual({ kind: 'passwordLength' });
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
    expect(s.snapshot().context.error).toEqual({ kind: 'missingId' });
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
    expect(s.snapshot().context.error).toEqual({ kind: 'emailTaken' });
    expect(s.reportSignUpError).toHaveBeenCalledWith({
      email: LAST_EMAIL,
      code: 'auth/wrong-password',
      message: 'Firebase: Error (auth/wrong-password).',
    });
  });

  it.each([
    ['auth/network-request-failed', 'A network error has occurred. Check your connection and try again.'],
    [
      'auth/too-many-requests',
      'We have blocked all requests from this device due to unusual activity. Try again later.',
    ],
  ])('when that sign-in fails with %s: its own message, not the email-in-use one', async (code, text) => {
    const s = await startWithForm();
    s.submit();
    await s.settle('createAccount', { error: authFailure('auth/email-already-in-use') });
    await s.settle('signIn', { error: authFailure(code) });
    expect(s.snapshot().value).toEqual({ form: 'ready' });
    expect(s.snapshot().context.error).toEqual({ kind: 'failure', text });
    expect(s.reportSignUpError).toHaveBeenCalledWith(expect.objectContaining({ code }));
  });

  it('shows the password requirements under the password field for auth/password-does-not-meet-requirements; editing clears it', async () => {
    const s = await startWithForm();
    s.submit();
    await s.settle('createAccount', { error: authFailure('auth/password-does-not-meet-requirements') });
    expect(s.snapshot().context.error).toEqual({ kind: 'passwordRequirements' });
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
    ["the failure's own text without a known code", callFailure({ text: 'Quota exceeded' }), 'Quota exceeded'],
    [
      "the failure's own text for an unknown code",
      authFailure('auth/brand-new-code'),
      'Firebase: Error (auth/brand-new-code).',
    ],
  ])('shows %s, and logs it', async (_name, error, text) => {
    const s = await startWithForm();
    s.submit();
    await s.settle('createAccount', { error });
    expect(s.snapshot().context.error).toEqual({ kind: 'failure', text });
    expect(s.reportSignUpError).toHaveBeenCalledTimes(1);
  });

  it('shows a failed finalisation with its server text, logs it, and a new submit signs in the account it made', async () => {
    const s = await startWithForm();
    s.submit();
    await s.settle('createAccount', { output: { user_id: 'uid-new' } });
    await s.settle('finalizeSubscription', {
      error: callFailure({ status: 409, text: 'The subscription belongs to another account' }),
    });
    expect(s.snapshot().context.error).toEqual({
      kind: 'failure',
      text: 'The subscription belongs to another account',
    });
    expect(s.reportSignUpError).toHaveBeenCalledWith({
      email: LAST_EMAIL,
      code: null,
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
    for (const error of [
      authFailure('auth/password-does-not-meet-requirements'),
      callFailure({ text: 'Failed to fetch' }),
    ]) {
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
    expect(JSON.stringify(s.snapshot().context)).not.toContain(PASSWORD);
  });
});
