/** The session rules of spec 4, 5 and 8, checked one by one on a live actor with fake services. */
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { POST_AUTH_CHECK_DELAY_MS, SESSION_LIFETIME_MS } from '../../content/constants';
import { sessionMachine } from '../../machines/session.machine';
import { callFailure } from '../harness/call-failure';
import { FakeActors } from '../harness/run-path';
import { flush } from '../harness/flush';

const NOW = Date.UTC(2026, 0, 15, 12);
const user = { uid: 'u1', email: 'trial@demo.test' };
const mainPlan = {
  id: 's1',
  bundle: 'profile-analyzer',
  plan_code: 'ig_weekly_trial',
  started_at: '2026-01-10T10:00:00Z',
  main_plan: true,
};

function start(deferPostAuthCheck = false) {
  const fakes = new FakeActors();
  const logged: unknown[] = [];
  const clock = new SimulatedClock();
  const names = Object.keys(sessionMachine.implementations.actors);
  const machine = sessionMachine.provide({
    actors: Object.fromEntries(names.map((name) => [name, fakes.logic(name)])) as never,
    actions: { reportSignInError: (_, params) => logged.push(params) },
  });
  const actor = createActor(machine, { clock, input: { bundleId: 'profile-analyzer', deferPostAuthCheck } }).start();
  return { actor, fakes, clock, logged };
}

async function signInAndAuthorise(s: ReturnType<typeof start>, status: 'active' | 'canceled' = 'active') {
  s.fakes.settle('restoreSession', { output: { user: null, loginAt: null, now: NOW } });
  await flush();
  s.actor.send({ type: 'signIn.submit', email: 'trial@demo.test', password: 'demo1234' });
  s.fakes.settle('signIn', { output: { user, loginAt: NOW, now: NOW } });
  await flush();
  s.fakes.settle('fetchSubscriptions', { output: [{ ...mainPlan, status }] });
  await flush();
}

describe('session rules', () => {
  it('keeps the auth code of a refused sign-in, logs email and code without the password, and opens the activation modal when the email is sent', async () => {
    const s = start();
    s.fakes.settle('restoreSession', { output: { user: null, loginAt: null, now: NOW } });
    await flush();
    s.actor.send({ type: 'signIn.submit', email: 'new@demo.test', password: 'secret-pass' });
    s.fakes.settle('signIn', { error: callFailure({ code: 'auth/too-many-requests' }) });
    await flush();
    expect(s.actor.getSnapshot().context.refusal).toEqual({ code: 'auth/too-many-requests' });
    expect(s.logged).toEqual([{ email: 'new@demo.test', code: 'auth/too-many-requests' }]);
    expect(JSON.stringify(s.fakes.calls.filter((call) => call.id === 'requestActivation'))).not.toContain(
      'secret-pass',
    );
    s.fakes.settle('requestActivation', { output: { success: true } });
    await flush();
    expect(s.actor.getSnapshot().matches({ signedOut: 'activationSent' })).toBe(true);
    expect(s.actor.getSnapshot().context.activationEmail).toBe('new@demo.test');
    s.actor.send({ type: 'activation.dismiss' });
    expect(s.actor.getSnapshot().matches({ signedOut: 'idle' })).toBe(true);
  });

  it('ends the session exactly 5 hours after the login time', async () => {
    const s = start();
    await signInAndAuthorise(s);
    expect(s.actor.getSnapshot().matches({ signedIn: 'authorised' })).toBe(true);
    s.clock.increment(SESSION_LIFETIME_MS - 1);
    expect(s.actor.getSnapshot().matches({ signedIn: 'authorised' })).toBe(true);
    s.clock.increment(1);
    expect(s.actor.getSnapshot().matches('signingOut')).toBe(true);
  });

  it('signs a restored session out at once when its 5 hours have passed', async () => {
    const s = start();
    s.fakes.settle('restoreSession', { output: { user, loginAt: NOW - SESSION_LIFETIME_MS, now: NOW } });
    await flush();
    expect(s.actor.getSnapshot().matches('signingOut')).toBe(true);
    expect(s.fakes.calls.some((call) => call.id === 'fetchSubscriptions')).toBe(false);
  });

  it('authorises a canceled main plan and flags it canceled', async () => {
    const s = start();
    await signInAndAuthorise(s, 'canceled');
    expect(s.actor.getSnapshot().matches({ signedIn: 'authorised' })).toBe(true);
    expect(s.actor.getSnapshot().context.isSubscriptionCanceled).toBe(true);
  });

  it('ends a signed-in session when another account is about to be created here (session.end), and leaves nobody signed in when it comes signed out', async () => {
    const s = start();
    await signInAndAuthorise(s);
    s.actor.send({ type: 'session.end' });
    expect(s.actor.getSnapshot().value).toBe('signingOut');
    s.fakes.settle('signOut', { output: undefined });
    await flush();
    expect(s.actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(s.actor.getSnapshot().context.user).toBeNull();
    s.actor.send({ type: 'session.end' });
    s.fakes.settle('signOut', { output: undefined });
    await flush();
    expect(s.actor.getSnapshot().matches({ signedOut: 'idle' })).toBe(true);
  });

  it('ends a stored login that is still being restored when another account is about to be created here', async () => {
    const s = start();
    s.actor.send({ type: 'session.end' });
    expect(s.actor.getSnapshot().value).toBe('signingOut');
    // The restore would have found the other user: it no longer signs them in.
    s.fakes.settle('restoreSession', { output: { user, loginAt: NOW, now: NOW } });
    s.fakes.settle('signOut', { output: undefined });
    await flush();
    expect(s.actor.getSnapshot().matches({ signedOut: 'idle' })).toBe(true);
    expect(s.actor.getSnapshot().context.user).toBeNull();
  });

  it("keeps a 'Sign in' press made while the session is signing out, and signs in with it afterwards", async () => {
    const s = start();
    await signInAndAuthorise(s);
    s.actor.send({ type: 'session.end' });
    s.actor.send({ type: 'signIn.submit', email: 'premium@demo.test', password: 'demo1234' });
    s.fakes.settle('signOut', { output: undefined });
    await flush();
    expect(s.actor.getSnapshot().matches({ signedOut: 'signingIn' })).toBe(true);
    expect(s.fakes.calls.filter((call) => call.id === 'signIn').at(-1)?.input).toEqual({
      email: 'premium@demo.test',
      password: 'demo1234',
    });
  });

  it('waits 4 s before the subscription check on the access-recovery route', async () => {
    const s = start(true);
    s.fakes.settle('restoreSession', { output: { user, loginAt: NOW, now: NOW } });
    await flush();
    s.clock.increment(POST_AUTH_CHECK_DELAY_MS - 1);
    expect(s.fakes.calls.some((call) => call.id === 'fetchSubscriptions')).toBe(false);
    s.clock.increment(1);
    expect(s.fakes.calls.filter((call) => call.id === 'fetchSubscriptions')).toEqual([
      { id: 'fetchSubscriptions', input: { uid: 'u1' } },
    ]);
  });

  it('uses login-link credentials that arrive while the stored session is restored', async () => {
    const s = start();
    s.actor.send({ type: 'creds.received', email: 'premium@demo.test', password: 'demo1234' });
    s.fakes.settle('restoreSession', { output: { user: null, loginAt: null, now: NOW } });
    await flush();
    expect(s.fakes.calls.filter((call) => call.id === 'signIn').map((call) => call.input)).toEqual([
      { email: 'premium@demo.test', password: 'demo1234' },
    ]);
    expect(s.actor.getSnapshot().context.viaLink).toBe(true);
  });

  it('asks before a login link for another account replaces the one restored, and signs in only on confirm', async () => {
    const stay = start();
    stay.actor.send({ type: 'creds.received', email: 'premium@demo.test', password: 'demo1234' });
    stay.fakes.settle('restoreSession', { output: { user, loginAt: NOW, now: NOW } });
    await flush();
    expect(stay.actor.getSnapshot().matches('askingToSwitchAccount')).toBe(true);
    expect(stay.fakes.calls.map((call) => call.id)).toEqual(['restoreSession']);
    stay.actor.send({ type: 'switchAccount.decline' });
    expect(stay.actor.getSnapshot().context).toMatchObject({ user, pending: null, viaLink: false });
    expect(stay.fakes.calls.map((call) => call.id)).toEqual(['restoreSession', 'fetchSubscriptions']);

    const change = start();
    change.actor.send({ type: 'creds.received', email: 'premium@demo.test', password: 'demo1234' });
    change.fakes.settle('restoreSession', { output: { user, loginAt: NOW, now: NOW } });
    await flush();
    change.actor.send({ type: 'switchAccount.confirm' });
    change.fakes.settle('signOut', { output: undefined });
    await flush();
    expect(change.fakes.calls.filter((call) => call.id === 'signIn').map((call) => call.input)).toEqual([
      { email: 'premium@demo.test', password: 'demo1234' },
    ]);
  });

  it('names the account a login link signed into on the dashboard until dismissed', async () => {
    const s = start();
    const premium = { uid: 'u2', email: 'premium@demo.test' };
    s.actor.send({ type: 'creds.received', email: 'premium@demo.test', password: 'demo1234' });
    s.fakes.settle('restoreSession', { output: { user: null, loginAt: null, now: NOW } });
    await flush();
    s.fakes.settle('signIn', { output: { user: premium, loginAt: NOW, now: NOW } });
    await flush();
    s.fakes.settle('fetchSubscriptions', { output: [{ ...mainPlan, status: 'active' }] });
    await flush();
    const naming = { signedIn: { authorised: { account: { present: 'namingLinkAccount' } } } } as const;
    expect(s.actor.getSnapshot().matches(naming)).toBe(true);
    // Considering a log-out and staying keeps the notice; dismissing it ends it for good.
    s.actor.send({ type: 'logout.request' });
    s.actor.send({ type: 'logout.cancel' });
    expect(s.actor.getSnapshot().matches(naming)).toBe(true);
    s.actor.send({ type: 'loginLinkNotice.dismiss' });
    s.actor.send({ type: 'logout.request' });
    s.actor.send({ type: 'logout.cancel' });
    expect(s.actor.getSnapshot().matches({ signedIn: { authorised: { account: { present: 'named' } } } })).toBe(true);
  });

  it('takes a login link for the account already signed in without a question, a sign-in or a notice', async () => {
    const s = start();
    s.actor.send({ type: 'creds.received', email: 'Trial@demo.test', password: 'demo1234' });
    s.fakes.settle('restoreSession', { output: { user, loginAt: NOW, now: NOW } });
    await flush();
    s.fakes.settle('fetchSubscriptions', { output: [{ ...mainPlan, status: 'active' }] });
    await flush();
    expect(s.fakes.calls.some((call) => call.id === 'signIn')).toBe(false);
    expect(s.actor.getSnapshot().matches({ signedIn: { authorised: { account: { present: 'named' } } } })).toBe(true);
  });

  it('signs in with a login link that arrives while an expired stored session is ended', async () => {
    const s = start();
    s.actor.send({ type: 'creds.received', email: 'premium@demo.test', password: 'demo1234' });
    s.fakes.settle('restoreSession', { output: { user, loginAt: NOW - SESSION_LIFETIME_MS, now: NOW } });
    await flush();
    s.fakes.settle('signOut', { output: undefined });
    await flush();
    expect(s.actor.getSnapshot().matches({ signedOut: 'signingIn' })).toBe(true);
    expect(s.actor.getSnapshot().context).toMatchObject({ user: null, viaLink: true });
  });

  it('ignores a second press while the first waits for the stored session', async () => {
    const s = start();
    s.actor.send({ type: 'signIn.submit', email: 'trial@demo.test', password: 'demo1234' });
    s.actor.send({ type: 'signIn.submit', email: 'other@demo.test', password: 'other-pass' });
    s.fakes.settle('restoreSession', { output: { user: null, loginAt: null, now: NOW } });
    await flush();
    expect(s.fakes.calls.filter((call) => call.id === 'signIn').map((call) => call.input)).toEqual([
      { email: 'trial@demo.test', password: 'demo1234' },
    ]);
  });

  it('re-reads the subscription on request: stays authorised meanwhile, flags a cancellation, leaves when nothing authorises', async () => {
    const s = start();
    await signInAndAuthorise(s);
    s.actor.send({ type: 'subscription.recheck' });
    expect(s.actor.getSnapshot().matches({ signedIn: 'authorised' })).toBe(true);
    s.fakes.settle('refreshSubscriptions', { output: [{ ...mainPlan, status: 'canceled' }] });
    await flush();
    expect(s.actor.getSnapshot().matches({ signedIn: { authorised: { subscription: 'current' } } })).toBe(true);
    expect(s.actor.getSnapshot().context.isSubscriptionCanceled).toBe(true);
    s.actor.send({ type: 'subscription.recheck' });
    s.fakes.settle('refreshSubscriptions', { output: [{ ...mainPlan, status: 'expired' }] });
    await flush();
    expect(s.actor.getSnapshot().matches({ signedIn: 'subscriptionNotFound' })).toBe(true);
  });
});
