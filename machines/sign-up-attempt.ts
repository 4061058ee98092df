/**
 * Create Your Account's data and the pure readings its machine (sign-up.machine.ts) names: the
 * context, the checks of a press (spec 5), the error kinds the screen words (content/sign-up.ts),
 * and the typed params its actions, guards and calls take from the events. Pure.
 */
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import { authErrorMessage, isKnownAuthCode } from '../content/auth-errors';
import type { AccountAnswer } from '../contracts/identity';
import type { Subscription } from '../contracts/subscriptions';
import { failureOf, type CallFailure } from '../domain/call-failure';
import { enteredWith } from './entered-with';
import { failureText } from './failure-text';
import { emailFormatError, passwordLengthError, type FieldErrorKind } from './validation';

export interface SignUpInput {
  /** The `id` query parameter: a subscription bought before the account exists ('' when empty). */
  subscriptionId: string;
  /** The product's bundle: only its subscriptions count (spec 4). */
  bundleId: string;
}

export interface SignUpCredentials {
  email: string;
  password: string;
}

export interface Finalization {
  subscriptionId: string;
  planCode: string;
  email: string;
  userId: string;
}

/**
 * What went wrong, as a kind the screen words and places (content/sign-up.ts): the checks of
 * spec 5, the password policy, an email taken by an account this password does not open (spec 8:
 * offer to restore the password), or a failed call's own text.
 */
export type SignUpError =
  | { kind: 'missingId' | 'noSubscription' | FieldErrorKind | 'passwordRequirements' | 'emailTaken' }
  | { kind: 'failure'; text: string };

/** One press that passed the checks: held until it ends (the password is never kept longer). */
interface SignUpAttempt {
  credentials: SignUpCredentials;
  subscription: Subscription;
  /** The account the account step answered (created, or signed in to). */
  userId: string | null;
}

export interface SignUpContext extends SignUpInput {
  subscription: Subscription | null;
  /** The last of the subscription's emails (spec 3), pre-filled and not editable. */
  email: string;
  attempt: SignUpAttempt | null;
  error: SignUpError | null;
}

/** Logged for every failed attempt; never the password. */
export interface SignUpFailureReport {
  email: string;
  code: string | null;
  message: string;
}

/** Creating the account answers these when the email has an account already (spec 8). */
export const EXISTING_ACCOUNT_CODES = ['auth/email-already-in-use', 'auth/user-not-found'];
/** Signing in to that account answers these when this password does not open it. */
export const WRONG_PASSWORD_CODES = [
  'auth/wrong-password',
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
];

type Submission = { error: SignUpError; attempt: null } | { error: null; attempt: SignUpAttempt };

/** Spec 5: the first failing check, in the order id, subscription, email, password; else the attempt. */
export function checkSubmission(context: SignUpContext, password: string): Submission {
  const refused = (kind: Exclude<SignUpError['kind'], 'failure'>): Submission => ({ error: { kind }, attempt: null });
  if (!context.subscriptionId.trim()) return refused('missingId');
  if (!context.subscription) return refused('noSubscription');
  const fieldError = emailFormatError(context.email) ?? passwordLengthError(password);
  if (fieldError) return refused(fieldError);
  const credentials = { email: context.email, password };
  return { error: null, attempt: { credentials, subscription: context.subscription, userId: null } };
}

/** Spec 8: the mapped message for a known auth code, else the failure's own text. */
export function accountErrorText(failure: CallFailure): string {
  return isKnownAuthCode(failure.code) ? authErrorMessage(failure.code) : failureText(failure);
}

// A running attempt is set by the press that starts `submitting` and read only inside it.
export function runningAttempt(context: SignUpContext): SignUpAttempt {
  return enteredWith(context.attempt, "the press that starts 'submitting'");
}

// Typed readings of the events' payloads, handed to actions and guards as params.
export const fetchedSubscriptions = ({ event }: { event: DoneActorEvent<Subscription[]> }) => ({
  subscriptions: event.output,
});
export const answeredAccount = ({ event }: { event: DoneActorEvent<AccountAnswer> }) => ({
  userId: event.output.user_id,
});
export const callFailure = ({ event }: { event: ErrorActorEvent }) => ({ failure: failureOf(event.error) });

/** Spec 8: every failed attempt is logged with the email, the code and the failure's text. */
export const failureReport = ({
  context,
  event,
}: {
  context: SignUpContext;
  event: ErrorActorEvent;
}): SignUpFailureReport => {
  const failure = failureOf(event.error);
  return { email: context.email, code: failure.code, message: failureText(failure) };
};

/** Spec 8: a failed load is logged with the link's id. */
export const fetchFailureReport = ({ context, event }: { context: SignUpContext; event: ErrorActorEvent }) => ({
  subscriptionId: context.subscriptionId,
  failure: failureOf(event.error),
});

/** The attempt's credentials: for creating the account, signing in, and the session after. */
export const attemptCredentials = ({ context }: { context: SignUpContext }): SignUpCredentials =>
  runningAttempt(context).credentials;

export const finalization = ({ context }: { context: SignUpContext }): Finalization => {
  const { credentials, subscription, userId } = runningAttempt(context);
  return {
    subscriptionId: subscription.id,
    planCode: subscription.plan_code,
    email: credentials.email,
    userId: enteredWith(userId, 'the account step'),
  };
};
