/**
 * The model of the session (spec 2.2, 4, 5, 8) that both model-based walks share: the machine test
 * (test/machines/session.machine.test.ts) on live actors and the browser paths
 * (test/browser-paths/session.test.ts) on the real screens. The inputs, the user's events, the
 * answers each service can give and the shape of a serialized state.
 */
import type { EventObject, SnapshotFrom } from 'xstate';
import { SESSION_LIFETIME_MS } from '../../content/constants';
import type { Subscription } from '../../contracts/subscriptions';
import type { sessionMachine, SessionInput } from '../../machines/session.machine';
import { callFailure } from '../harness/call-failure';

const NOW = Date.UTC(2026, 0, 15, 12);
export const BUNDLE = 'profile-analyzer';
const user = { uid: 'u1', email: 'trial@demo.test' };
const subscription = (over: Partial<Subscription>): Subscription => ({
  id: 's1',
  status: 'active',
  bundle: BUNDLE,
  plan_code: 'ig_weekly_trial',
  started_at: '2026-01-10T10:00:00Z',
  main_plan: true,
  ...over,
});

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error });

export const userEvents: Array<EventObject & Record<string, unknown>> = [
  // The sign-in form hands over well-formed credentials only (test/machines/sign-in-form.machine.test.ts).
  { type: 'signIn.submit', email: 'trial@demo.test', password: 'demo1234' },
  // A login link for the account a restore finds, and one for another account.
  { type: 'creds.received', email: 'trial@demo.test', password: 'demo1234' },
  { type: 'creds.received', email: 'premium@demo.test', password: 'demo1234' },
  { type: 'activation.dismiss' },
  { type: 'logout.request' },
  { type: 'logout.confirm' },
  { type: 'logout.cancel' },
  { type: 'session.end' },
  { type: 'subscriptionNotFound.continue' },
  { type: 'subscriptionNotFound.dismiss' },
  { type: 'subscription.retry' },
  { type: 'subscription.recheck' },
  { type: 'loginLinkNotice.dismiss' },
  { type: 'switchAccount.confirm' },
  { type: 'switchAccount.decline' },
];

export type Snapshot = SnapshotFrom<typeof sessionMachine>;

/** Results each invoked actor can deliver, per state that runs it. */
export function resultsIn(snapshot: Snapshot): EventObject[] {
  const results: EventObject[] = [];
  if (snapshot.matches('restoring')) {
    results.push(
      done('restoreSession', { user, loginAt: NOW - 60_000, now: NOW }),
      done('restoreSession', { user, loginAt: NOW - SESSION_LIFETIME_MS, now: NOW }),
      done('restoreSession', { user, loginAt: null, now: NOW }),
      done('restoreSession', { user: null, loginAt: null, now: NOW }),
      failed('restoreSession', callFailure({ text: 'storage unavailable' })),
    );
  }
  if (snapshot.matches({ signedOut: 'signingIn' })) {
    results.push(
      done('signIn', { user, loginAt: NOW, now: NOW }),
      failed('signIn', callFailure({ code: 'auth/wrong-password', text: 'Firebase: Error (auth/wrong-password).' })),
      failed('signIn', callFailure({ code: 'auth/network-request-failed', text: 'offline' })),
    );
  }
  if (snapshot.matches({ signedOut: 'requestingActivation' })) {
    results.push(
      done('requestActivation', { success: true }),
      done('requestActivation', { success: false, has_user: true }),
      failed('requestActivation', callFailure({ status: 500 })),
    );
  }
  if (snapshot.matches('signedIn')) results.push({ type: 'xstate.after.sessionRemaining.session.signedIn' });
  if (snapshot.matches({ signedIn: 'delayingCheck' }))
    results.push({ type: 'xstate.after.postAuthCheckDelay.session.signedIn.delayingCheck' });
  if (snapshot.matches({ signedIn: 'checking' })) {
    results.push(
      done('fetchSubscriptions', [subscription({})]),
      done('fetchSubscriptions', [
        subscription({ status: 'canceled' }),
        subscription({ id: 'c1', plan_code: 'ig_course_pack', main_plan: false }),
      ]),
      done('fetchSubscriptions', [subscription({ status: 'expired' }), subscription({ bundle: 'another-app' })]),
      failed('fetchSubscriptions', callFailure({ status: 503 })),
    );
  }
  if (snapshot.matches({ signedIn: { authorised: { subscription: 'refreshing' } } })) {
    results.push(
      done('refreshSubscriptions', [subscription({ status: 'canceled' })]),
      done('refreshSubscriptions', [subscription({ status: 'expired' })]),
      failed('refreshSubscriptions', callFailure({ status: 503 })),
    );
  }
  if (snapshot.matches({ signedIn: { subscriptionNotFound: 'leavingToCheckout' } }))
    results.push(failed('leaveToCheckout', callFailure({ text: 'tracker down' })));
  if (snapshot.matches('signingOut'))
    results.push(done('signOut', undefined), failed('signOut', callFailure({ text: 'offline' })));
  return results;
}

/** State value plus the context the guards and screens branch on; more would only multiply paths. */
export const serialize = (snapshot: Snapshot) => {
  const c = snapshot.context;
  return JSON.stringify({
    state: snapshot.value,
    refused: c.refusal !== null,
    link: c.viaLink,
    // Whose credentials wait: a login link for another account than the restored one asks first.
    pending: c.pending?.email ?? null,
  });
};

export const inputs: SessionInput[] = [
  { bundleId: BUNDLE, deferPostAuthCheck: false },
  { bundleId: BUNDLE, deferPostAuthCheck: true },
];
