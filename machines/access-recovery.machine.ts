/**
 * Access Recovery (spec 2.17, 4, 5, 8): the user gives the email of their account and the server
 * emails an activation link. idle → loading → an outcome state: activationSent (the activation
 * modal naming the address), alreadyActivated, alreadySent or failed. The email is checked on
 * press; from an outcome a new press sends again. Pure: the call arrives through `.provide()`.
 */
import { fromPromise, setup } from 'xstate';
import type { ActivationAnswer } from './activation-outcome';
import { notProvided } from './not-provided';
import { callState, INITIAL_RECOVERY_CONTEXT, recoveryFormActions, recoveryFormGuards, recoveryFormStates, requestActivationInvoke, type RecoveryContext, type RecoveryEvent } from './recovery-form';

export type AccessRecoveryEvent = RecoveryEvent;

export const accessRecoveryMachine = setup({
  types: {
    context: {} as RecoveryContext,
    events: {} as AccessRecoveryEvent,
    /** While a call runs: the button spins. */
    tags: {} as 'busy',
  },
  actors: {
    requestActivation: fromPromise<ActivationAnswer, { email: string }>(notProvided('requestActivation')),
  },
  // acceptEmail, rejectEmail, clearEmailError, assignActivationError
  actions: recoveryFormActions<AccessRecoveryEvent>(),
  // validEmail and the activation answer's guards
  guards: recoveryFormGuards,
}).createMachine({
  id: 'accessRecovery',
  context: INITIAL_RECOVERY_CONTEXT,
  initial: 'idle',
  states: {
    ...recoveryFormStates,
    loading: callState(requestActivationInvoke),
  },
});
