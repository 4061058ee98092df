/**
 * Create Your Account (spec 2.17, 4, 5, 8): the subscription named by the link's id is loaded,
 * the form shows its last email; submit checks id, subscription, email and password in order,
 * creates the account (or signs in the person who already made it), finalises the subscription
 * for that user, hands the credentials to the session and ends after FINALIZE_DELAY_MS.
 * Errors are kinds (content/sign-up.ts holds their words), or a failed call's own text.
 * Pure: services and side effects arrive through `.provide()`.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { FINALIZE_DELAY_MS } from '../content/constants';
import type { AccountAnswer } from '../contracts/identity';
import type { Subscription } from '../contracts/subscriptions';
import type { CallFailure } from '../domain/call-failure';
import { authorisingSubscription } from '../domain/plans';
import { failureText } from './failure-text';
import { notProvided } from './not-provided';
import {
  accountErrorText,
  answeredAccount,
  attemptCredentials,
  callFailure,
  checkSubmission,
  EXISTING_ACCOUNT_CODES,
  fetchedSubscriptions,
  fetchFailureReport,
  failureReport,
  finalization,
  runningAttempt,
  WRONG_PASSWORD_CODES,
  type Finalization,
  type SignUpContext,
  type SignUpCredentials,
  type SignUpError,
  type SignUpFailureReport,
  type SignUpInput,
} from './sign-up-attempt';

export type SignUpEvent =
  /** The page is up (its route opens the visit's actor with it). */
  | { type: 'signUp.open' }
  | { type: 'signUp.submit'; password: string }
  | { type: 'signUp.editPassword' }
  /** OK on the 'No Active Subscription' alert. */
  | { type: 'signUp.dismissAlert' }
  /** 'Try again' after the subscription failed to load. */
  | { type: 'signUp.retry' };

const pressedPassword = ({ event }: { event: SignUpEvent }) => {
  assertEvent(event, 'signUp.submit');
  return { password: event.password };
};

export const signUpMachine = setup({
  types: {
    tags: {} as 'busy',
    context: {} as SignUpContext,
    events: {} as SignUpEvent,
    input: {} as SignUpInput,
  },
  actors: {
    fetchSubscription: fromPromise<Subscription[], { id: string }>(notProvided('fetchSubscription')),
    createAccount: fromPromise<AccountAnswer, SignUpCredentials>(notProvided('createAccount')),
    signIn: fromPromise<AccountAnswer, SignUpCredentials>(notProvided('signIn')),
    finalizeSubscription: fromPromise<void, Finalization>(notProvided('finalizeSubscription')),
  },
  actions: {
    // Side effects: real implementations come from src/app through .provide().
    reportSignUpError: (_, _params: SignUpFailureReport) => {},
    reportSubscriptionFetchError: (_, _params: { subscriptionId: string; failure: CallFailure }) => {},
    /** Hands the credentials to the app's session, which signs in and keeps the login time. */
    startSession: (_, _params: SignUpCredentials) => {},
    /** The link is for a buyer without an account: a session already open on this device ends first. */
    endOtherSession: () => {},
    assignSubscription: assign(({ context }, { subscriptions }: { subscriptions: Subscription[] }) => {
      const subscription = authorisingSubscription(subscriptions, context.bundleId) ?? null;
      return { subscription, email: subscription?.emails?.at(-1)?.trim() ?? '' };
    }),
    assignCheckError: assign(({ context }, { password }: { password: string }) => ({
      error: checkSubmission(context, password).error,
    })),
    clearPasswordError: assign(({ context }) =>
      context.error?.kind === 'passwordLength' || context.error?.kind === 'passwordRequirements' ? { error: null } : {},
    ),
    startAttempt: assign(({ context }, { password }: { password: string }) => checkSubmission(context, password)),
    assignUserId: assign(({ context }, { userId }: { userId: string }) => ({
      attempt: { ...runningAttempt(context), userId },
    })),
    assignAccountError: assign((_, { failure }: { failure: CallFailure }) => ({
      error: { kind: 'failure', text: accountErrorText(failure) } satisfies SignUpError,
    })),
    assignPasswordRequirements: assign({ error: { kind: 'passwordRequirements' } satisfies SignUpError }),
    assignEmailTaken: assign({ error: { kind: 'emailTaken' } satisfies SignUpError }),
    assignFinalizeError: assign((_, { failure }: { failure: CallFailure }) => ({
      error: { kind: 'failure', text: failureText(failure) } satisfies SignUpError,
    })),
    clearError: assign({ error: null }),
    endAttempt: assign({ attempt: null }),
  },
  guards: {
    hasSubscriptionId: ({ context }) => context.subscriptionId.trim() !== '',
    hasAuthorisingSubscription: ({ context }, { subscriptions }: { subscriptions: Subscription[] }) =>
      authorisingSubscription(subscriptions, context.bundleId) !== undefined,
    /** The subscription service refused the id itself (400): the link is malformed, loading again cannot help. */
    idRefused: (_, { failure }: { failure: CallFailure }) => failure.status === 400,
    passesChecks: ({ context }, { password }: { password: string }) =>
      checkSubmission(context, password).error === null,
    accountExists: (_, { failure }: { failure: CallFailure }) => EXISTING_ACCOUNT_CODES.includes(failure.code ?? ''),
    passwordRejected: (_, { failure }: { failure: CallFailure }) =>
      failure.code === 'auth/password-does-not-meet-requirements',
    wrongPassword: (_, { failure }: { failure: CallFailure }) => WRONG_PASSWORD_CODES.includes(failure.code ?? ''),
  },
  delays: {
    finalizeDelay: FINALIZE_DELAY_MS,
  },
}).createMachine({
  id: 'signUp',
  context: ({ input }) => ({ ...input, subscription: null, email: '', attempt: null, error: null }),
  initial: 'opening',
  states: {
    // Until the page is up: shown as the loader. With an empty id there is nothing to load; the
    // form opens at once and the id check reports it on submit.
    opening: {
      description: "The page opens on the full-screen loader 'Loading your subscription'.",
      on: {
        'signUp.open': [
          { guard: 'hasSubscriptionId', target: 'loading', actions: 'endOtherSession' },
          { target: 'form', actions: 'endOtherSession' },
        ],
      },
    },
    loading: {
      description:
        "The full-screen loader 'Loading your subscription' shows while the subscription named by the link's id is read.",
      // A new load starts clean: an error from before a 'Try again' no longer applies.
      entry: 'clearError',
      invoke: {
        id: 'fetchSubscription',
        src: 'fetchSubscription',
        input: ({ context }) => ({ id: context.subscriptionId.trim() }),
        onDone: [
          {
            guard: { type: 'hasAuthorisingSubscription', params: fetchedSubscriptions },
            target: 'form',
            actions: { type: 'assignSubscription', params: fetchedSubscriptions },
          },
          { target: 'form.noActiveSubscription' },
        ],
        onError: [
          {
            guard: { type: 'idRefused', params: callFailure },
            target: 'form.invalidLink',
            actions: { type: 'reportSubscriptionFetchError', params: fetchFailureReport },
          },
          {
            target: 'form.loadFailed',
            actions: { type: 'reportSubscriptionFetchError', params: fetchFailureReport },
          },
        ],
      },
    },
    form: {
      description:
        "The 'Create Your Account' form: 'You need to set up an account to access the application', the email field (disabled, filled in), the password field in plain text and 'Create account'.",
      initial: 'ready',
      on: {
        'signUp.editPassword': { actions: 'clearPasswordError' },
        'signUp.submit': [
          {
            guard: { type: 'passesChecks', params: pressedPassword },
            target: 'submitting',
            actions: [{ type: 'startAttempt', params: pressedPassword }],
          },
          { actions: { type: 'assignCheckError', params: pressedPassword } },
        ],
      },
      states: {
        ready: {
          description:
            "The 'Create Your Account' form: the email field, disabled and filled with the subscription's last email (empty without one), the password field in plain text and 'Create account'. Errors show under their field ('Wrong email format', 'At least 6 symbols', the password requirements) or under the button (any other reason, with 'You can try to restore you password' when the email belongs to an account with another password).",
        },
        // Spec 8: the alert over the form; the form stays.
        noActiveSubscription: {
          description:
            "The 'No Active Subscription' alert over the form says 'It seems like you don't have a subscription anymore', with 'OK'.",
          on: { 'signUp.dismissAlert': 'ready' },
        },
        // Spec 8: the failure is logged; the form shows without a subscription and can load again.
        loadFailed: {
          description:
            "Above the form, 'Something went wrong' with 'Try again': the subscription could not be loaded (the failure was logged) and the email field is empty.",
          on: { 'signUp.retry': '#signUp.loading' },
        },
        // The id itself was refused: the same link can never load, so no 'Try again' (logged too).
        invalidLink: {
          description:
            "Above the form, 'This link is not valid. Open the link from your email again.', without 'Try again': the service refused the link's subscription id (the refusal was logged) and the email field is empty.",
        },
      },
    },
    // From submit until done or an error the button spins.
    submitting: {
      description: "'Create account' spins while the account is set up; another press is ignored.",
      tags: ['busy'],
      initial: 'creatingAccount',
      on: {
        // A second press while busy is ignored (spec 4).
        'signUp.submit': {},
      },
      states: {
        creatingAccount: {
          description:
            "'Create account' spins while the account is created with the email and password; another press is ignored.",
          invoke: {
            id: 'createAccount',
            src: 'createAccount',
            input: attemptCredentials,
            onDone: { target: 'finalising', actions: { type: 'assignUserId', params: answeredAccount } },
            onError: [
              // Spec 8: the account may exist already (a retry after a failed finalisation).
              { guard: { type: 'accountExists', params: callFailure }, target: 'signingIn' },
              {
                guard: { type: 'passwordRejected', params: callFailure },
                target: '#signUp.form',
                actions: ['assignPasswordRequirements', { type: 'reportSignUpError', params: failureReport }],
              },
              {
                target: '#signUp.form',
                actions: [
                  { type: 'assignAccountError', params: callFailure },
                  { type: 'reportSignUpError', params: failureReport },
                ],
              },
            ],
          },
        },
        signingIn: {
          description:
            "'Create account' keeps spinning: the email already has an account, so the app signs in to it with this password.",
          invoke: {
            id: 'signIn',
            src: 'signIn',
            input: attemptCredentials,
            onDone: { target: 'finalising', actions: { type: 'assignUserId', params: answeredAccount } },
            onError: [
              // Spec 8: only a refused password means the email belongs to someone else's account.
              {
                guard: { type: 'wrongPassword', params: callFailure },
                target: '#signUp.form',
                actions: ['assignEmailTaken', { type: 'reportSignUpError', params: failureReport }],
              },
              {
                target: '#signUp.form',
                actions: [
                  { type: 'assignAccountError', params: callFailure },
                  { type: 'reportSignUpError', params: failureReport },
                ],
              },
            ],
          },
        },
        finalising: {
          description: "'Create account' keeps spinning while the subscription is attached to the account.",
          invoke: {
            id: 'finalizeSubscription',
            src: 'finalizeSubscription',
            input: finalization,
            onDone: 'proceeding',
            onError: {
              target: '#signUp.form',
              actions: [
                { type: 'assignFinalizeError', params: callFailure },
                { type: 'reportSignUpError', params: failureReport },
              ],
            },
          },
        },
        // Spec 4: after finalising the flow waits 3 s (the spinner clears with it), then proceeds.
        proceeding: {
          description: "'Create account' keeps spinning for 3 seconds while the app signs in to the new account.",
          entry: { type: 'startSession', params: attemptCredentials },
          after: { finalizeDelay: '#signUp.done' },
        },
      },
      // However the attempt ends (an error back to the form, or done), its password is forgotten.
      exit: 'endAttempt',
    },
    done: {
      description: 'The app goes on to the dashboard, signed in to the new account.',
      type: 'final',
    },
  },
});
