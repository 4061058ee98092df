/**
 * The model of Restore Password (spec 2.17, 4, 5, 8) that both model-based tests walk: the machine
 * test (test/machines/restore-password.machine.test.ts) on live actors and the screen test
 * (test/screens/restore-password.test.tsx) on the real screen. The activation fallback answers as
 * in Access Recovery.
 */
import type { EventObject, SnapshotFrom } from 'xstate';
import { authErrorMessage } from '../../content/auth-errors';
import type { restorePasswordMachine, RestorePasswordEvent } from '../../machines/restore-password.machine';
import { ACTIVATION_RESULTS, done, failed, formEvents, type ServiceResult } from './access-recovery.model';

export type Snapshot = SnapshotFrom<typeof restorePasswordMachine>;

export const userEvents: RestorePasswordEvent[] = [
  ...formEvents,
  { type: 'activationModal.close' },
  { type: 'checkEmail.close' },
];

const USER_NOT_FOUND = {
  code: 'auth/user-not-found',
  message: 'There is no user record corresponding to this identifier.',
};

const reset = (answer: unknown, state: string, line: string | null): ServiceResult => ({
  result: done('requestPasswordReset', answer),
  state,
  line,
});
const resetFailure = (error: unknown, state: string, line: string | null): ServiceResult => ({
  result: failed('requestPasswordReset', error),
  state,
  line,
});

/** Every answer of the password-reset call (src/services/origin-api.ts, spec 8), and a network failure. */
const RESET_RESULTS: ServiceResult[] = [
  reset({ success: true }, 'checkEmail', null),
  // An unknown address, as the server answers it (404), in an answer, and as a bare provider error.
  resetFailure({ status: 404, data: { error: USER_NOT_FOUND } }, 'requestingActivation', null),
  reset({ success: false, error: USER_NOT_FOUND }, 'requestingActivation', null),
  resetFailure(USER_NOT_FOUND, 'requestingActivation', null),
  // Other codes: the message looked up by code; without a known code 'Something went wrong'.
  resetFailure(
    { status: 429, data: { error: { code: 'auth/too-many-requests', message: 'Slow down' } } },
    'failed',
    authErrorMessage('auth/too-many-requests'),
  ),
  reset({ success: false, error: { code: 'auth/invalid-email' } }, 'failed', authErrorMessage('auth/invalid-email')),
  reset({ success: false }, 'failed', 'Something went wrong'),
  resetFailure({ status: 500, data: { error: 'Internal error' } }, 'failed', 'Something went wrong'),
  resetFailure({ name: 'TypeError', message: 'Failed to fetch' }, 'failed', 'Something went wrong'),
];

/** Both calls' results: the reset call's, and the activation fallback's. */
export const RESULTS = [...RESET_RESULTS, ...ACTIVATION_RESULTS];

export function resultsIn(snapshot: Snapshot): EventObject[] {
  if (snapshot.matches('loading')) return RESET_RESULTS.map((row) => row.result);
  if (snapshot.matches('requestingActivation')) return ACTIVATION_RESULTS.map((row) => row.result);
  return [];
}
