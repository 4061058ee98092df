/** The simple cancel modal (machines/simple-cancel.machine.ts) in words: see wording.ts. */
import { WEB_CANCEL_PATHS } from '../../domain/brands';
import { BRANDS } from '../brands';
import { SIMPLE_CANCEL_COPY as COPY } from '../membership';
import { callAnswer, callFailure } from './membership-calls';
import type { FlowWording } from './wording';

const brands = Object.values(BRANDS)
  .filter((brand) => WEB_CANCEL_PATHS[brand.id] === 'simpleModal')
  .map((brand) => brand.productName)
  .join(' or ');

export const wording: FlowWording = {
  precondition: () =>
    `A signed-in subscriber billed on the web, on My Plan of a brand whose cancel opens the simple cancel modal (${brands}).`,
  steps: {
    'simpleCancel.open': () => "Press 'Cancel subscription'",
    'simpleCancel.confirm': (event) =>
      typeof event.email === 'string' && event.email.trim()
        ? `Press '${COPY.cancel}' (signed in as ${event.email})`
        : `Press '${COPY.cancel}' while the app does not know the user's email`,
    'simpleCancel.close': (_, at) => (at.includes('emailSent') ? `Press ${COPY.ok}` : `Press '${COPY.keep}'`),
    'done:requestCancelEmail': (event) =>
      callAnswer('The cancel request', event, (output) =>
        output.success === true ? 'answers success (the email with the link is on its way)' : undefined,
      ),
    'error:requestCancelEmail': (event) => callFailure('The cancel request', event),
  },
};
