/**
 * The activation call's answer as the user sees it (spec 4, 8), shared by Access Recovery, which
 * asks for it, and Restore Password, which falls back to it for an address without an account.
 * Each outcome is a state of its own in both machines: `activationSent` (the activation modal),
 * `alreadyActivated`, `alreadySent` and `failed` (with the text in `context.error`). Pure.
 */
import { SOMETHING_WENT_WRONG } from '../content/auth-errors';
import type { ActivationAnswer } from '../contracts/origin-api';
import { outputOf, resultOf } from './invoke-results';

export type ActivationOutcome = 'failed' | 'alreadyActivated' | 'activationSent' | 'alreadySent';

/** Spec 8: an error wins, then has_user, then success true or false; any other answer has failed. */
function activationOutcome(answer: ActivationAnswer | undefined): ActivationOutcome {
  if (answer?.error) return 'failed';
  if (answer?.has_user) return 'alreadyActivated';
  if (answer?.success === true) return 'activationSent';
  if (answer?.success === false) return 'alreadySent';
  return 'failed';
}

function serverText(error: unknown): string | undefined {
  if (typeof error === 'string') return error.trim() ? error : undefined;
  const message = (error as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message.trim() ? message : undefined;
}

/**
 * The server's own words, shown as-is: the `error` of an answer, or of a failed response's data
 * (FetchError.data.error), as a string or an object's `message`. Anything else (a network error's
 * own message included) reads 'Something went wrong'.
 */
function activationErrorText(answerOrFailure: unknown): string {
  const value = answerOrFailure as { error?: unknown; data?: { error?: unknown } } | null | undefined;
  return serverText(value?.error) ?? serverText(value?.data?.error) ?? SOMETHING_WENT_WRONG;
}

/** The text of a `failed` outcome, from the call's done or error event. */
export function activationErrorOf(event: unknown): string {
  return activationErrorText(resultOf(event));
}

const outcomeOf = (event: unknown) => activationOutcome(outputOf<ActivationAnswer | undefined>(event));

/**
 * Guards of the answer, for the `setup()` of a machine that invokes the activation call: each
 * passes for one outcome; an answer none of them passes has failed.
 */
export const activationAnswerGuards = {
  activationEmailSent: ({ event }: { event: unknown }) => outcomeOf(event) === 'activationSent',
  accountAlreadyActivated: ({ event }: { event: unknown }) => outcomeOf(event) === 'alreadyActivated',
  activationAlreadySent: ({ event }: { event: unknown }) => outcomeOf(event) === 'alreadySent',
};
