/**
 * The model of the set-password page that both model-based tests walk: the machine test
 * (test/machines/set-password.machine.test.ts) on live actors and the screen test
 * (test/screens/set-password.test.tsx) on the real screen. Inputs, user events, the answers the
 * identity provider can give and the serialized state are shared.
 */
import type { EventObject, SnapshotFrom } from 'xstate';
import type { setPasswordMachine, SetPasswordEvent, SetPasswordInput } from '../../machines/set-password.machine';
import { callFailure } from '../harness/call-failure';

export type Snapshot = SnapshotFrom<typeof setPasswordMachine>;

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error });

/** A Firebase Auth failure as the app's calls reject with it: its code and the SDK's message. */
export const authFailure = (code: string) => callFailure({ code, text: `Firebase: Error (${code}).` });

export const OOB_CODE = 'oob-Code_123';
export const ACCOUNT_EMAIL = 'restore@demo.test';
export const NEW_PASSWORD = 'orange-kite-42';
const SHORT_PASSWORD = 'abc12';

/** A link with its code, with an empty code (a mangled link) and without one. */
export const inputs: SetPasswordInput[] = [{ oobCode: OOB_CODE }, { oobCode: '' }, { oobCode: null }];

const userEvents: SetPasswordEvent[] = [
  { type: 'link.open' },
  { type: 'password.edit' },
  { type: 'password.submit', password: SHORT_PASSWORD },
  { type: 'password.submit', password: NEW_PASSWORD },
  { type: 'link.retry' },
];

/** What verifyPasswordResetCode and confirmPasswordReset can answer, in the state that calls them. */
function serviceResults(snapshot: Snapshot): EventObject[] {
  const deadLink = [authFailure('auth/expired-action-code'), authFailure('auth/invalid-action-code')];
  if (snapshot.matches('checking'))
    return [
      done('checkLink', { email: ACCOUNT_EMAIL }),
      ...deadLink.map((error) => failed('checkLink', error)),
      failed('checkLink', authFailure('auth/network-request-failed')),
    ];
  if (snapshot.matches('saving'))
    return [
      done('savePassword', undefined),
      ...deadLink.map((error) => failed('savePassword', error)),
      failed('savePassword', authFailure('auth/weak-password')),
      failed('savePassword', callFailure({ text: 'Failed to fetch' })),
    ];
  return [];
}

export const events = (snapshot: Snapshot): EventObject[] => [...userEvents, ...serviceResults(snapshot)];

/** The state and the messages it shows. */
export const serialize = (snapshot: Snapshot) =>
  JSON.stringify({
    state: snapshot.value,
    passwordError: snapshot.context.passwordError,
    error: snapshot.context.error,
  });
