/** The cancel-by-link page (machines/cancel-by-link.machine.ts) in words: see wording.ts. */
import { callAnswer, callFailure } from './membership-calls';
import type { FlowWording } from './wording';

export const wording: FlowWording = {
  precondition: () =>
    'Anyone, signed in or not, about to open a cancellation link from the cancel email (/unsubscription?from=<token>).',
  steps: {
    'link.opened': (event) => {
      const from = typeof event.from === 'string' ? event.from : null;
      if (from === null) return 'Open /unsubscription (no token)';
      if (!from.trim()) return 'Open /unsubscription?from= (an empty token)';
      const spaces = from !== from.trim() ? ' (the token with spaces around it)' : '';
      return `Open the cancellation link /unsubscription?from=${encodeURIComponent(from)}${spaces}`;
    },
    'done:cancelByLink': (event) =>
      callAnswer('The cancel call', event, (output) => (output.success === true ? 'answers success' : undefined)),
    'error:cancelByLink': (event) => callFailure('The cancel call', event),
  },
};
