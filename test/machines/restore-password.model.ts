/**
 * The model of Restore Password (spec 2.17, 4, 5, 8) that both model-based tests walk: the machine
 * test (test/machines/restore-password.machine.test.ts) on live actors and the screen test
 * (test/screens/restore-password.test.tsx) on the real screen. The activation fallback answers as
 * in Access Recovery.
 */
import { authErrorMessage } from '../../content/auth-errors';
import type { restorePasswordMachine, RestorePasswordEvent } from '../../machines/restore-password.machine';
import type { StatePath } from '../../machines/state-paths';
import { toCallFailure } from '../../src/services/call-failure';
import { FetchError } from '../../src/services/http';
import {
  ACTIVATION_RESULTS,
  done,
  failed,
  formEvents,
  resultsOf,
  type RowsIn,
  type ServiceResult,
} from './access-recovery.model';

export const userEvents: RestorePasswordEvent[] = [
  ...formEvents,
  { type: 'activationModal.close' },
  { type: 'checkEmail.close' },
];

const USER_NOT_FOUND = {
  code: 'auth/user-not-found',
  message: 'There is no user record corresponding to this identifier.',
};

type State = StatePath<typeof restorePasswordMachine>;

const reset = (answer: unknown, state: State, line: string | null): ServiceResult => ({
  result: done('requestPasswordReset', answer),
  state,
  line,
});
/** What the reset call threw, as the app's call rejects with it (src/app/call.ts). */
const resetFailure = (thrown: unknown, state: State, line: string | null): ServiceResult => ({
  result: failed('requestPasswordReset', toCallFailure(thrown)),
  state,
  line,
});

/** Every answer of the password-reset call (src/services/origin-api.ts, spec 8), and a network failure. */
const RESET_RESULTS: ServiceResult[] = [
  reset({ success: true }, 'checkEmail', null),
  // An unknown address, as the server answers it (404), in an answer, and as a bare provider error.
  resetFailure(new FetchError(404, { error: USER_NOT_FOUND }), 'sending.requestingActivation', null),
  reset({ success: false, error: USER_NOT_FOUND }, 'sending.requestingActivation', null),
  resetFailure(USER_NOT_FOUND, 'sending.requestingActivation', null),
  // Other codes: the message looked up by code; without a known code 'Something went wrong'.
  resetFailure(
    new FetchError(429, { error: { code: 'auth/too-many-requests', message: 'Slow down' } }),
    'form.failed',
    authErrorMessage('auth/too-many-requests'),
  ),
  reset(
    { success: false, error: { code: 'auth/invalid-email' } },
    'form.failed',
    authErrorMessage('auth/invalid-email'),
  ),
  reset({ success: false }, 'form.failed', 'Something went wrong'),
  resetFailure(new FetchError(500, { error: 'Internal error' }), 'form.failed', 'Something went wrong'),
  resetFailure(new TypeError('Failed to fetch'), 'form.failed', 'Something went wrong'),
];

/** The reset asked once more answers as the first, but an unknown address is a failure now (no second fallback). */
const SECOND_RESET_RESULTS: ServiceResult[] = RESET_RESULTS.map((row) =>
  row.state === 'sending.requestingActivation'
    ? { ...row, state: 'form.failed', line: authErrorMessage('auth/user-not-found') }
    : row,
);

/**
 * The activation fallback answers as in Access Recovery, but for an account it finds after all:
 * Restore Password never says "already activated" after the reset said there was no account.
 */
const FALLBACK_RESULTS: ServiceResult[] = ACTIVATION_RESULTS.map((row) =>
  row.state === 'form.alreadyActivated' ? { ...row, state: 'sending.resettingAgain', line: null } : row,
);

/** The results of the call each state runs: the reset's, the activation fallback's, and the reset asked again. */
export const rowsIn: RowsIn = (state) =>
  ({
    'sending.resetting': RESET_RESULTS,
    'sending.requestingActivation': FALLBACK_RESULTS,
    'sending.resettingAgain': SECOND_RESET_RESULTS,
  })[state] ?? [];

export const resultsIn = resultsOf(rowsIn);
