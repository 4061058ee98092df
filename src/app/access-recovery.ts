/**
 * Composition of the recovery machines (Access Recovery, Restore Password): each gets its real
 * calls here. The origin API loads on first use, like the session's services.
 */
import { accessRecoveryMachine } from '../../machines/access-recovery.machine';
import type { PasswordResetAnswer } from '../../contracts/origin-api';
import { restorePasswordMachine } from '../../machines/restore-password.machine';
import { fromCall } from './call';
import { config } from './config';
import { originApiService as originApi, requestActivation } from './services';

export const accessRecoveryLogic = accessRecoveryMachine.provide({ actors: { requestActivation } });

export const restorePasswordLogic = restorePasswordMachine.provide({
  actors: {
    requestPasswordReset: fromCall<PasswordResetAnswer, { email: string }>(async ({ input }) =>
      (await originApi()).requestPasswordReset(config.originUrl, input.email),
    ),
    requestActivation,
  },
});
