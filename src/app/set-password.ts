/**
 * Composition of the set-password page: Firebase checks the emailed link's code and sets the
 * password with it (verifyPasswordResetCode, confirmPasswordReset), loaded on first use. One actor
 * per visit, opened by the route's loader with the address's code.
 */
import type { ActorOptions, ActorRefFrom } from 'xstate';
import { setPasswordMachine } from '../../machines/set-password.machine';
import { fromCall } from './call';
import { authService } from './services';
import { visitActor } from './visit-actor';

const setPasswordLogic = setPasswordMachine.provide({
  actors: {
    checkLink: fromCall<{ email: string }, { oobCode: string }>(async ({ input }) =>
      (await authService()).checkPasswordLink(input.oobCode),
    ),
    savePassword: fromCall<void, { oobCode: string; password: string }>(async ({ input }) =>
      (await authService()).setPasswordWithLink(input.oobCode, input.password),
    ),
  },
});

export type SetPasswordActor = ActorRefFrom<typeof setPasswordLogic>;

const setPasswordVisit = visitActor(setPasswordLogic, (actor) => actor.send({ type: 'link.open' }));

/** The visit's actor for the link's `oobCode` (`options`: a test's inspection). */
export const openSetPassword = (oobCode: string | null, options: ActorOptions<typeof setPasswordLogic> = {}) =>
  setPasswordVisit.open(oobCode ?? '', { ...options, input: { oobCode } });

export const closeSetPassword = setPasswordVisit.close;
