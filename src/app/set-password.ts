/**
 * Composition of the set-password page: Firebase checks the emailed link's code and sets the
 * password with it (verifyPasswordResetCode, confirmPasswordReset), loaded on first use.
 */
import { fromPromise } from 'xstate';
import { setPasswordMachine } from '../../machines/set-password.machine';
import { authService } from './services';

export const setPasswordLogic = setPasswordMachine.provide({
  actors: {
    checkLink: fromPromise<{ email: string }, { oobCode: string }>(async ({ input }) =>
      (await authService()).checkPasswordLink(input.oobCode),
    ),
    savePassword: fromPromise<void, { oobCode: string; password: string }>(async ({ input }) =>
      (await authService()).setPasswordWithLink(input.oobCode, input.password),
    ),
  },
});
