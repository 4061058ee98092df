/**
 * The model of Create Your Account (spec 2.17, 4, 5, 8) that both model-based tests walk: the
 * machine test (test/machines/sign-up.machine.test.ts) on live actors, the screen test
 * (test/screens/sign-up.test.tsx) on the real screen. The inputs, the user's events, the
 * answers each service can give and the shape of a serialized state are shared.
 */
import type { EventObject, SnapshotFrom } from 'xstate';
import type { Subscription } from '../../contracts/subscriptions';
import { SIGN_UP_ERRORS } from '../../content/sign-up';
import type { signUpMachine, SignUpEvent } from '../../machines/sign-up.machine';
import type { SignUpError, SignUpInput } from '../../machines/sign-up-attempt';
import { callFailure } from '../harness/call-failure';

export type Snapshot = SnapshotFrom<typeof signUpMachine>;

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error });

export const BUNDLE = 'profile-analyzer';
export const PASSWORD = 'orange-kite-42';
const SHORT_PASSWORD = 'abc';
/** The account email is the last of the subscription's emails (spec 3). */
export const LAST_EMAIL = 'buyer@demo.test';
export const PLAN_CODE = 'ig_weekly_trial';
const NEW_USER = 'uid-created';
const EXISTING_USER = 'uid-signed-in';

/** A normal id, an empty one (the link lost it) and a billing-service id (finalised at /subs/finalize). */
export const inputs: SignUpInput[] = [
  { subscriptionId: '1042', bundleId: BUNDLE },
  { subscriptionId: '', bundleId: BUNDLE },
  { subscriptionId: 'web-checkout-demo', bundleId: BUNDLE },
];

export const subscription = (over: Partial<Subscription> = {}): Subscription => ({
  id: '1042',
  status: 'active',
  bundle: BUNDLE,
  plan_code: PLAN_CODE,
  started_at: '2026-01-10T10:00:00Z',
  main_plan: true,
  emails: ['first@demo.test', LAST_EMAIL],
  ...over,
});

/** A Firebase Auth failure as the app's calls reject with it: its code and the SDK's message. */
export const authFailure = (code: string) => callFailure({ code, text: `Firebase: Error (${code}).` });
/** The subscription service's refusal of an id that is not one (a link with a full stop after it, say). */
export const refusedId = callFailure({
  status: 400,
  text: 'Invalid subscription id',
  serverText: 'Invalid subscription id',
});

export const userEvents: SignUpEvent[] = [
  { type: 'signUp.open' },
  { type: 'signUp.submit', password: PASSWORD },
  { type: 'signUp.submit', password: SHORT_PASSWORD },
  { type: 'signUp.editPassword' },
  { type: 'signUp.dismissAlert' },
  { type: 'signUp.retry' },
];

/** The answers each invoked service can give in the state that runs it, and the 3 s delay. */
export function serviceResults(snapshot: Snapshot): EventObject[] {
  const id = snapshot.context.subscriptionId;
  if (snapshot.matches('loading'))
    return [
      // The authorising plan among others: an expired old plan and an extra.
      done('fetchSubscription', [
        subscription({ id: 'old', status: 'expired' }),
        subscription({ id }),
        subscription({ id: 'extra', main_plan: false }),
      ]),
      done('fetchSubscription', [subscription({ id, status: 'expired' })]),
      done('fetchSubscription', [subscription({ id, status: 'canceled', emails: ['not-an-email'] })]),
      failed('fetchSubscription', callFailure({ text: 'Failed to fetch' })),
      failed('fetchSubscription', refusedId),
    ];
  if (snapshot.matches({ submitting: 'creatingAccount' }))
    return [
      done('createAccount', { user_id: NEW_USER }),
      failed('createAccount', authFailure('auth/email-already-in-use')),
      failed('createAccount', authFailure('auth/user-not-found')),
      failed('createAccount', authFailure('auth/password-does-not-meet-requirements')),
      failed('createAccount', authFailure('auth/network-request-failed')),
      failed('createAccount', callFailure({ text: 'Quota exceeded for this project' })),
    ];
  if (snapshot.matches({ submitting: 'signingIn' }))
    return [
      done('signIn', { user_id: EXISTING_USER }),
      failed('signIn', authFailure('auth/wrong-password')),
      failed('signIn', authFailure('auth/network-request-failed')),
    ];
  if (snapshot.matches({ submitting: 'finalising' }))
    return [
      done('finalizeSubscription', { success: true }),
      failed(
        'finalizeSubscription',
        callFailure({
          status: 409,
          text: 'The subscription belongs to another account',
          serverText: 'The subscription belongs to another account',
        }),
      ),
    ];
  if (snapshot.matches({ submitting: 'proceeding' }))
    return [{ type: 'xstate.after.finalizeDelay.signUp.submitting.proceeding' }];
  return [];
}

/** State, the pre-filled email and the error shown (where and what): what a user can tell apart. */
export function serializeSnapshot(snapshot: Snapshot) {
  const c = snapshot.context;
  return JSON.stringify({ state: snapshot.value, email: c.email, error: c.error });
}

/** Where an error of the machine shows and what it says (spec 5, 8): under its field, else under the button. */
export function shownError(error: SignUpError | null) {
  if (!error) return null;
  const text = error.kind === 'failure' ? error.text : SIGN_UP_ERRORS[error.kind];
  const at =
    error.kind === 'emailFormat'
      ? 'email'
      : error.kind === 'passwordLength' || error.kind === 'passwordRequirements'
        ? 'password'
        : 'form';
  return { at, text, offerRestore: error.kind === 'emailTaken' };
}
