/** The set-password page (machines/set-password.machine.ts) in words: see wording.ts. */
import { SET_PASSWORD_COPY } from '../set-password';
import { authFailureInWords, callFailureInWords, codeOf, passwordInWords } from './account-calls';
import type { FlowWording, WordedEvent } from './wording';

/** A dead link's code, or the other failures of an identity call. */
function identityFailure(call: string, event: WordedEvent): string {
  const code = codeOf(event.error);
  if (code === 'auth/expired-action-code') return `${call} answers that the link has expired`;
  if (code === 'auth/invalid-action-code') return `${call} answers that the link is invalid or already used`;
  if (code === 'auth/network-request-failed') return `${call} fails: the network is unreachable`;
  return code ? authFailureInWords(call, event.error, 'fails') : callFailureInWords(call, event);
}

export const wording: FlowWording = {
  precondition: (input) => {
    const code = (input as { oobCode?: string | null }).oobCode;
    if (code == null) return 'A set-password link without a code (/set-password).';
    if (!code.trim()) return 'A set-password link with an empty code (/set-password?oobCode=).';
    return `A set-password link from an activation or restore-password email (/set-password?oobCode=${code}).`;
  },
  steps: {
    'link.open': () => 'Open the link',
    'link.retry': () => `Press '${SET_PASSWORD_COPY.tryAgain}'`,
    'password.edit': () => `Type in the '${SET_PASSWORD_COPY.newPassword}' field`,
    'password.submit': (event) => `Type ${passwordInWords(event.password)} and press '${SET_PASSWORD_COPY.save}'`,
    'done:checkLink': (event) =>
      `The link check answers that the link is for '${String((event.output as { email?: unknown } | undefined)?.email)}'`,
    'error:checkLink': (event) => identityFailure('The link check', event),
    'done:savePassword': () => 'The save call sets the new password',
    'error:savePassword': (event) => identityFailure('The save call', event),
  },
};
