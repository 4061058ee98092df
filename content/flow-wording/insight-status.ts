/** The insight status and its modals (machines/insight-status.machine.ts) in words: see wording.ts. */
import type { CallFailure } from '../../domain/call-failure';
import { ALMOST_READY_MODAL_COPY, INSIGHT_POLL_DELAY_MS, WAITING_BANNER_COPY } from '../insights-status';
import type { FlowWording } from './wording';

/** The analysis status of the profile document a fetch answered; null: there is none yet. */
const statusOf = (output: unknown) => (output as { _insights?: { status?: string } } | null)?._insights?.status ?? null;

export const wording: FlowWording = {
  precondition: () =>
    'The app is open and nobody is signed in yet; the server answers the profile analysis as each step says.',
  steps: {
    'insights.start': () => 'Sign in as a subscriber',
    'insights.stop': () => 'Log out',
    'insights.refresh': () =>
      'An export upload or an Instagram sync finishes, so the app asks for the analysis again at once',
    'insightsModal.show': () => 'Open the Analytics screen and wait until the loader is gone',
    'insightsModal.dismiss': () => `In the modal, press '${ALMOST_READY_MODAL_COPY.dismiss}'`,
    'done:fetchProfile': (event) => {
      const status = statusOf(event.output);
      return status
        ? `The profile call answers a profile whose analysis is '${status}'`
        : 'The profile call answers that there is no profile yet (404)';
    },
    'error:fetchProfile': (event) =>
      (event.error as CallFailure).status === 401
        ? 'The profile call is refused with 401, again after the app renewed its sign-in token'
        : 'The profile call fails (the server answers 500)',
    'after:pollDelay': () => `${INSIGHT_POLL_DELAY_MS / 1000} seconds pass`,
    'after:untilNextUpdate': () =>
      `24 hours after the analysis was last updated, the dashboard's '${WAITING_BANNER_COPY.nextUpdate}' countdown ends`,
  },
};
