/** Access Recovery (machines/access-recovery.machine.ts) in words: see wording.ts. */
import { ACCESS_RECOVERY_COPY, ACTIVATION_MODAL_COPY } from '../access-recovery';
import { activationAnswerInWords, callFailureInWords } from './account-calls';
import type { FlowWording, WordedEvent } from './wording';

/** The email form both recovery pages share, with the page's own button. */
export const recoveryFormSteps = (button: string): FlowWording['steps'] => ({
  'form.submit': (event) => `With '${String(event.email)}' in the email field, press '${button}'`,
  'form.edit': () => 'Type in the email field',
  'activationModal.close': () => `Press '${ACTIVATION_MODAL_COPY.ok}' on the activation modal`,
  'done:requestActivation': activationAnswerInWords,
  'error:requestActivation': (event: WordedEvent) => callFailureInWords('The activation call', event),
});

export const wording: FlowWording = {
  precondition: () =>
    "A visitor opens the Access Recovery page (/access-recovery, from 'Forgot password?' on the sign-in screen).",
  steps: recoveryFormSteps(ACCESS_RECOVERY_COPY.send),
};
