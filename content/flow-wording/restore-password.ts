/** Restore Password (machines/restore-password.machine.ts) in words: see wording.ts. */
import { RESTORE_PASSWORD_COPY } from '../access-recovery';
import { authErrorMessage, isKnownAuthCode } from '../auth-errors';
import { recoveryFormSteps } from './access-recovery';
import type { FlowWording, WordedEvent } from './wording';

/** The identity provider's code wherever the reset result carries it. */
function codeIn(value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { code, error, data } = value as { code?: unknown; error?: unknown; data?: unknown };
  return typeof code === 'string' ? code : (codeIn(error) ?? codeIn(data));
}

/** What the reset call's answer or failure carries, by its code. */
function resetReason(result: unknown): string {
  const code = codeIn(result);
  if (isKnownAuthCode(code)) return `the code for '${authErrorMessage(code)}'`;
  const error = (result as { data?: { error?: unknown } } | undefined)?.data?.error;
  return typeof error === 'string' ? `the error '${error}' but no code` : 'no error code';
}

const NO_ACCOUNT = 'auth/user-not-found';

function resetAnswer(event: WordedEvent): string {
  const answer = (event.output ?? {}) as { success?: unknown };
  if (answer.success === true) return 'The password-reset call answers that it sent the email';
  if (codeIn(answer) === NO_ACCOUNT) return 'The password-reset call answers that the address has no account';
  return `The password-reset call answers that it did not succeed, with ${resetReason(answer)}`;
}

function resetFailure(event: WordedEvent): string {
  const failure = event.error as { status?: unknown; message?: unknown } | undefined;
  if (failure?.message === 'Failed to fetch') return 'The password-reset call fails: the network is unreachable';
  const who =
    typeof failure?.status === 'number' ? `the server answers ${failure.status}` : 'the identity provider answers';
  return codeIn(failure) === NO_ACCOUNT
    ? `The password-reset call fails: ${who}${typeof failure?.status === 'number' ? ' (the address has no account)' : ' that the address has no account'}`
    : `The password-reset call fails: ${who} with ${resetReason(failure)}`;
}

export const wording: FlowWording = {
  precondition: () => 'A visitor opens the Restore Password page (/password-recovery).',
  steps: {
    ...recoveryFormSteps(RESTORE_PASSWORD_COPY.submit),
    'checkEmail.close': () => `Press '${RESTORE_PASSWORD_COPY.gotIt}'`,
    'done:requestPasswordReset': resetAnswer,
    'error:requestPasswordReset': resetFailure,
  },
};
