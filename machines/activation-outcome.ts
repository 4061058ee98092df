/**
 * The activation call's answer as the user sees it (spec 4, 8), shared by Access Recovery, which
 * asks for it, and Restore Password, which falls back to it for an address without an account.
 * Each outcome is a state of its own in both machines: `activationSent` (the activation modal),
 * `alreadyActivated`, `alreadySent` and `failed` (with the text in `context.error`). The guards
 * and texts take the answer or the failure as params, read from the call's events here. Pure.
 */
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import { SOMETHING_WENT_WRONG } from '../content/auth-errors';
import type { ActivationAnswer } from '../contracts/origin-api';
import { failureOf } from '../domain/call-failure';

export type ActivationOutcome = 'failed' | 'alreadyActivated' | 'activationSent' | 'alreadySent';

/** Spec 8: an error wins, then has_user, then success true or false; any other answer has failed. */
function activationOutcome(answer: ActivationAnswer): ActivationOutcome {
  if (answer.error) return 'failed';
  if (answer.has_user) return 'alreadyActivated';
  if (answer.success === true) return 'activationSent';
  if (answer.success === false) return 'alreadySent';
  return 'failed';
}

/** The answer of a done activation call, as the guards' params. */
export const activationAnswer = ({ event }: { event: DoneActorEvent<ActivationAnswer> }) => ({ answer: event.output });

type AnswerParams = ReturnType<typeof activationAnswer>;

/**
 * Guards of the answer, for the `setup()` of a machine that invokes the activation call: each
 * passes for one outcome; an answer none of them passes has failed.
 */
export const activationAnswerGuards = {
  activationEmailSent: (_: unknown, { answer }: AnswerParams) => activationOutcome(answer) === 'activationSent',
  accountAlreadyActivated: (_: unknown, { answer }: AnswerParams) => activationOutcome(answer) === 'alreadyActivated',
  activationAlreadySent: (_: unknown, { answer }: AnswerParams) => activationOutcome(answer) === 'alreadySent',
};

/** Spec 8: the `failed` outcome of an answer shows the server's own words (its error, or the error's message). */
export const answerErrorText = ({ event }: { event: DoneActorEvent<ActivationAnswer> }) => {
  const { error } = event.output;
  const text = typeof error === 'string' ? error : error?.message;
  return { error: text?.trim() ? text : SOMETHING_WENT_WRONG };
};

/** …and of a failed call the server's words too; a network failure's own message is not shown. */
export const failureErrorText = ({ event }: { event: ErrorActorEvent }) => ({
  error: failureOf(event.error).serverText ?? SOMETHING_WENT_WRONG,
});
