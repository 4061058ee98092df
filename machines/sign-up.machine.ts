/**
 * Create Your Account (spec 2.17, 4, 5, 8): the subscription named by the link's id is loaded,
 * the form shows its last email; submit checks id, subscription, email and password in order,
 * creates the account (or signs in the person who already made it), finalises the subscription
 * for that user, hands the credentials to the session and ends after FINALIZE_DELAY_MS.
 * Pure: services and side effects arrive through `.provide()`.
 */
import { assign, fromPromise, setup } from 'xstate';
import { authErrorMessage, isKnownAuthCode } from '../content/auth-errors';
import { FINALIZE_DELAY_MS } from '../content/constants';
import { authorisingSubscription } from '../domain/plans';
import type { AccountAnswer } from '../contracts/identity';
import type { Subscription } from '../contracts/subscriptions';
import { PASSWORD_REQUIREMENTS, SIGN_UP_CHECK_ERRORS } from '../content/sign-up';
import { thrownText } from './failure-text';
import { authCodeOf, errorOf, outputOf } from './invoke-results';
import { notProvided } from './not-provided';
import { isEmail, isLongEnoughPassword } from './validation';

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

/** Where an error shows: the form's error area, or under the email or password field. */
export interface SignUpError {
  at: 'form' | 'email' | 'password';
  text: string;
  /** Spec 8: the email is taken by someone who cannot sign in with this password: offer sign-in. */
  offerRestore: boolean;
}

export interface SignUpContext extends SignUpInput {
  subscription: Subscription | null;
  /** The last of the subscription's emails (spec 3), pre-filled and not editable. */
  email: string;
  /** Held only while an attempt runs. */
  password: string | null;
  userId: string | null;
  error: SignUpError | null;
}

export type SignUpEvent =
  /** The screen is up (like the cancel-by-link page's `link.opened`). */
  | { type: 'signUp.open' }
  | { type: 'signUp.submit'; password: string }
  | { type: 'signUp.editPassword' }
  /** OK on the 'No Active Subscription' alert. */
  | { type: 'signUp.dismissAlert' }
  /** 'Try again' after the subscription failed to load. */
  | { type: 'signUp.retry' };

/** Logged for every failed attempt; never the password. */
export interface SignUpFailureReport {
  email: string;
  code: string | undefined;
  message: string;
}

const EXISTING_ACCOUNT_CODES = ['auth/email-already-in-use', 'auth/user-not-found'];

const atForm = (text: string, offerRestore = false): SignUpError => ({ at: 'form', text, offerRestore });

/** Spec 5: the first failing check, in the order id, subscription, email, password. */
function checkFailure(context: SignUpContext, password: string): SignUpError | null {
  if (!context.subscriptionId.trim()) return atForm(SIGN_UP_CHECK_ERRORS.missingId);
  if (!context.subscription) return atForm(SIGN_UP_CHECK_ERRORS.noSubscription);
  if (!isEmail(context.email)) return { at: 'email', text: SIGN_UP_CHECK_ERRORS.email, offerRestore: false };
  if (!isLongEnoughPassword(password))
    return { at: 'password', text: SIGN_UP_CHECK_ERRORS.password, offerRestore: false };
  return null;
}

/** Spec 8: the mapped message for a known auth code, else the error stringified. */
function accountErrorText(error: unknown): string {
  const code = authCodeOf(error);
  return isKnownAuthCode(code) ? authErrorMessage(code) : String(error);
}

/** Spec 8: every failed attempt is logged with the email, the code and the error's own text. */
const failureReport = ({ context, event }: { context: SignUpContext; event: unknown }): SignUpFailureReport => ({
  email: context.email,
  code: authCodeOf(errorOf(event)),
  message: thrownText(errorOf(event)),
});

/** The attempt's credentials: for creating the account, signing in, and the session after. */
const attemptCredentials = ({ context }: { context: SignUpContext }): SignUpCredentials => ({
  email: context.email,
  password: context.password!,
});

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
    reportSubscriptionFetchError: (_, _params: { subscriptionId: string; error: unknown }) => {},
    /** Hands the credentials to the app's session, which signs in and keeps the login time. */
    startSession: (_, _params: SignUpCredentials) => {},
    /** The link is for a buyer without an account: a session already open on this device ends first. */
    endOtherSession: () => {},
    assignSubscription: assign(({ context, event }) => {
      const subscription = authorisingSubscription(outputOf<Subscription[]>(event), context.bundleId)!;
      return { subscription, email: subscription.emails?.at(-1)?.trim() ?? '' };
    }),
    assignCheckError: assign(({ context, event }) =>
      event.type === 'signUp.submit' ? { error: checkFailure(context, event.password) } : {},
    ),
    clearPasswordError: assign(({ context }) => (context.error?.at === 'password' ? { error: null } : {})),
    startAttempt: assign(({ event }) =>
      event.type === 'signUp.submit' ? { password: event.password, error: null } : {},
    ),
    assignUserId: assign(({ event }) => ({ userId: outputOf<AccountAnswer>(event).user_id })),
    assignAccountError: assign(({ event }) => ({ error: atForm(accountErrorText(errorOf(event))) })),
    assignPasswordRequirements: assign({
      error: { at: 'password', text: PASSWORD_REQUIREMENTS, offerRestore: false } satisfies SignUpError,
    }),
    assignEmailTaken: assign({ error: atForm(authErrorMessage('auth/email-already-in-use'), true) }),
    assignFinalizeError: assign(({ event }) => ({ error: atForm(thrownText(errorOf(event))) })),
    clearError: assign({ error: null }),
    forgetPassword: assign({ password: null }),
  },
  guards: {
    hasSubscriptionId: ({ context }) => context.subscriptionId.trim() !== '',
    hasAuthorisingSubscription: ({ context, event }) =>
      authorisingSubscription(outputOf<Subscription[]>(event), context.bundleId) !== undefined,
    passesChecks: ({ context, event }) =>
      event.type === 'signUp.submit' && checkFailure(context, event.password) === null,
    accountExists: ({ event }) => EXISTING_ACCOUNT_CODES.includes(authCodeOf(errorOf(event)) ?? ''),
    passwordRejected: ({ event }) => authCodeOf(errorOf(event)) === 'auth/password-does-not-meet-requirements',
  },
  delays: {
    finalizeDelay: FINALIZE_DELAY_MS,
  },
}).createMachine({
  id: 'signUp',
  context: ({ input }) => ({ ...input, subscription: null, email: '', password: null, userId: null, error: null }),
  initial: 'opening',
  states: {
    // Until the screen is up: shown as the loader. With an empty id there is nothing to load; the
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
          { guard: 'hasAuthorisingSubscription', target: 'form', actions: 'assignSubscription' },
          { target: 'form.noActiveSubscription' },
        ],
        onError: {
          target: 'form.loadFailed',
          actions: {
            type: 'reportSubscriptionFetchError',
            params: ({ context, event }) => ({ subscriptionId: context.subscriptionId, error: event.error }),
          },
        },
      },
    },
    form: {
      description:
        "The 'Create Your Account' form: 'You need to set up an account to access the application', the email field (disabled, filled in), the password field in plain text and 'Create account'.",
      initial: 'ready',
      on: {
        'signUp.editPassword': { actions: 'clearPasswordError' },
        'signUp.submit': [
          { guard: 'passesChecks', target: 'submitting', actions: 'startAttempt' },
          { actions: 'assignCheckError' },
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
            onDone: { target: 'finalising', actions: 'assignUserId' },
            onError: [
              // Spec 8: the account may exist already (a retry after a failed finalisation).
              { guard: 'accountExists', target: 'signingIn' },
              {
                guard: 'passwordRejected',
                target: '#signUp.form',
                actions: [
                  'assignPasswordRequirements',
                  { type: 'reportSignUpError', params: failureReport },
                  'forgetPassword',
                ],
              },
              {
                target: '#signUp.form',
                actions: ['assignAccountError', { type: 'reportSignUpError', params: failureReport }, 'forgetPassword'],
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
            onDone: { target: 'finalising', actions: 'assignUserId' },
            onError: {
              target: '#signUp.form',
              actions: ['assignEmailTaken', { type: 'reportSignUpError', params: failureReport }, 'forgetPassword'],
            },
          },
        },
        finalising: {
          description: "'Create account' keeps spinning while the subscription is attached to the account.",
          invoke: {
            id: 'finalizeSubscription',
            src: 'finalizeSubscription',
            input: ({ context }) => ({
              subscriptionId: context.subscription!.id,
              planCode: context.subscription!.plan_code,
              email: context.email,
              userId: context.userId!,
            }),
            onDone: 'proceeding',
            onError: {
              target: '#signUp.form',
              actions: ['assignFinalizeError', { type: 'reportSignUpError', params: failureReport }, 'forgetPassword'],
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
    },
    done: {
      description: 'The app goes on to the dashboard, signed in to the new account.',
      type: 'final',
      entry: 'forgetPassword',
    },
  },
});
