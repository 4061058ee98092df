/**
 * Session lifecycle (spec 2.2, 2.4, 4, 8): restore, sign in (form or login link), subscription
 * check, 5-hour lifetime, log out. Pure: services arrive through `.provide()`, time through
 * actor outputs (`now`) and named delays.
 */
import { assertEvent, assign, fromPromise, setup, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import { POST_AUTH_CHECK_DELAY_MS, SESSION_LIFETIME_MS } from '../content/constants';
import { failureOf, type CallFailure } from '../domain/call-failure';
import { authorisingSubscription, entitlementsOf, NO_ENTITLEMENTS, type Entitlements } from '../domain/plans';
import type { Subscription } from '../contracts/subscriptions';
import { enteredWith } from './entered-with';
import { notProvided } from './not-provided';
import type { ActivationAnswer } from '../contracts/origin-api';
import type { Restored, SessionUser, SignedIn } from '../contracts/identity';

export interface Credentials {
  email: string;
  password: string;
}

export interface SessionInput {
  /** The product's bundle: only its subscriptions authorise. */
  bundleId: string;
  /** True when the app starts on the access-recovery route (spec 4: check waits 4 s). */
  deferPostAuthCheck: boolean;
}

export interface SessionContext extends SessionInput {
  user: SessionUser | null;
  loginAt: number | null;
  now: number;
  /** Credentials of the sign-in in flight; cleared as soon as it settles. */
  pending: Credentials | null;
  viaLink: boolean;
  /** Why the last sign-in was refused: the identity provider's code (null when it gave none); the screen words it. */
  refusal: { code: string | null } | null;
  /** The address the activation email went to, named by its modal. */
  activationEmail: string | null;
  subscription: Subscription | null;
  isSubscriptionCanceled: boolean;
  entitlements: Entitlements;
}

export type SessionEvent =
  /** 'Sign in' with well-formed credentials (the sign-in form checked them). */
  | { type: 'signIn.submit'; email: string; password: string }
  | { type: 'creds.received'; email: string; password: string }
  | { type: 'activation.dismiss' }
  | { type: 'logout.request' }
  /**
   * The session must end now: another account is about to be made on this device (Create Your
   * Account), or the server no longer accepts this sign-in (a 401 a renewed token did not cure).
   */
  | { type: 'session.end' }
  | { type: 'logout.confirm' }
  | { type: 'logout.cancel' }
  | { type: 'subscriptionNotFound.continue' }
  | { type: 'subscriptionNotFound.dismiss' }
  | { type: 'subscription.retry' }
  | { type: 'subscription.recheck' }
  | { type: 'loginLinkNotice.dismiss' }
  | { type: 'switchAccount.confirm' }
  | { type: 'switchAccount.decline' };

/** Nobody signed in; credentials waiting to sign in (a login link's, a press's) are kept. */
const noUserContext = {
  user: null,
  loginAt: null,
  subscription: null,
  isSubscriptionCanceled: false,
  entitlements: NO_ENTITLEMENTS,
} satisfies Partial<SessionContext>;

const signedOutContext = { ...noUserContext, pending: null, viaLink: false } satisfies Partial<SessionContext>;

type Context = { context: SessionContext };

/** The signed-in user: only states under `signedIn` ask, and they are entered with one. */
const signedInUser = ({ context }: Context): SessionUser => enteredWith(context.user, 'a sign-in or a restore');

/** The credentials to sign in with: only states entered with waiting credentials ask. */
const pendingCredentials = ({ context }: Context): Credentials =>
  enteredWith(context.pending, 'a press or a login link');

/** Input of the subscription reads: the signed-in user. */
const signedInUid = (args: Context) => ({ uid: signedInUser(args).uid });
const pendingEmail = (args: Context) => ({ email: pendingCredentials(args).email });
const checkoutBuyer = (args: Context) => ({ email: signedInUser(args).email });

const restored = ({ event }: { event: DoneActorEvent<Restored> }) => event.output;
const signedIn = ({ event }: { event: DoneActorEvent<SignedIn> }) => event.output;
const subscriptionsRead = ({ event }: { event: DoneActorEvent<Subscription[]> }) => ({ subscriptions: event.output });
const activationAnswer = ({ event }: { event: DoneActorEvent<ActivationAnswer> }) => event.output;
const signInFailure = ({ event }: { event: ErrorActorEvent }) => failureOf(event.error);

/** What the log records of a refused sign-in: the address and the code, never the password. */
const signInErrorReport = (args: Context & { event: ErrorActorEvent }) => ({
  email: pendingCredentials(args).email,
  code: signInFailure(args).code,
});

/** What the log records when no authorising plan came back. */
const missingSubscriptionReport = (args: Context & { event: DoneActorEvent<Subscription[]> }) => ({
  uid: signedInUser(args).uid,
  subscriptions: args.event.output,
});

/** What the log records when the subscriptions could not be read. */
const subscriptionFetchErrorReport = (args: Context & { event: ErrorActorEvent }) => ({
  uid: signedInUser(args).uid,
  failure: failureOf(args.event.error),
});

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    restoreSession: fromPromise<Restored>(notProvided('restoreSession')),
    signIn: fromPromise<SignedIn, Credentials>(notProvided('signIn')),
    requestActivation: fromPromise<ActivationAnswer, { email: string }>(notProvided('requestActivation')),
    fetchSubscriptions: fromPromise<Subscription[], { uid: string }>(notProvided('fetchSubscriptions')),
    signOut: fromPromise<void>(notProvided('signOut')),
    leaveToCheckout: fromPromise<void, { email: string | null }>(notProvided('leaveToCheckout')),
  },
  actions: {
    // Side effects: real implementations come from src/app through .provide().
    reportSignInError: (_, _params: { email: string; code: string | null }) => {},
    reportMissingSubscription: (_, _params: { uid: string; subscriptions: Subscription[] }) => {},
    reportSubscriptionFetchError: (_, _params: { uid: string; failure: CallFailure }) => {},
    syncToken: () => {},
    takeFormCredentials: assign(({ event }) => {
      assertEvent(event, 'signIn.submit');
      return { pending: { email: event.email.trim(), password: event.password }, viaLink: false, refusal: null };
    }),
    takeLinkCredentials: assign(({ event }) => {
      assertEvent(event, 'creds.received');
      return { pending: { email: event.email.trim(), password: event.password }, viaLink: true, refusal: null };
    }),
    assignSignedIn: assign((_, { user, loginAt, now }: SignedIn) => ({ user, loginAt, now, pending: null })),
    assignRestored: assign((_, { user, loginAt, now }: Restored) => ({ user, loginAt, now })),
    assignRefusal: assign((_, { code }: CallFailure) => ({ refusal: { code }, viaLink: false })),
    assignActivationEmail: assign((args) => ({ activationEmail: pendingCredentials(args).email })),
    /** The sign-in settled without signing in: the next press is a new one. */
    clearPending: assign({ pending: null }),
    /** The credentials were not used (the account they name is the one signed in, or the user chose to stay). */
    dropCredentials: assign({ pending: null, viaLink: false }),
    assignSubscription: assign(({ context }, { subscriptions }: { subscriptions: Subscription[] }) => {
      const subscription = authorisingSubscription(subscriptions, context.bundleId) ?? null;
      return {
        subscription,
        isSubscriptionCanceled: subscription?.status === 'canceled',
        entitlements: entitlementsOf(subscriptions, context.bundleId),
      };
    }),
    clearSession: assign(signedOutContext),
    clearUser: assign(noUserContext),
    forgetLink: assign({ viaLink: false }),
  },
  guards: {
    restoredExpired: (_, { user, loginAt, now }: Restored) =>
      user !== null && (loginAt === null || loginAt + SESSION_LIFETIME_MS <= now),
    restoredUser: (_, { user }: Restored) => user !== null,
    /** A login link names another account than the one restored: switching needs the user's word. */
    linkForAnotherAccount: ({ context }, { user }: Restored) =>
      user !== null &&
      context.viaLink &&
      context.pending !== null &&
      context.pending.email.toLowerCase() !== user.email.toLowerCase(),
    signedInByLink: ({ context }) => context.viaLink,
    hasPendingCredentials: ({ context }) => context.pending !== null,
    deferCheck: ({ context }) => context.deferPostAuthCheck,
    activationEmailSent: (_, { success }: ActivationAnswer) => success === true,
    hasAuthorisingSubscription: ({ context }, { subscriptions }: { subscriptions: Subscription[] }) =>
      authorisingSubscription(subscriptions, context.bundleId) !== undefined,
  },
  delays: {
    sessionRemaining: ({ context }) => Math.max(0, (context.loginAt ?? 0) + SESSION_LIFETIME_MS - context.now),
    postAuthCheckDelay: POST_AUTH_CHECK_DELAY_MS,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    ...input,
    ...signedOutContext,
    now: 0,
    refusal: null,
    activationEmail: null,
  }),
  initial: 'restoring',
  on: {
    // Whoever is signed in, being restored or signing in leaves, whatever the session was doing.
    'session.end': { target: '.signingOut', actions: 'dropCredentials' },
  },
  states: {
    restoring: {
      description:
        "The app looks for a stored login; the home page shows a loader, or the sign-in screen is already up. A press of 'Sign in' or a login link waits for this check, the button spinning.",
      invoke: {
        id: 'restoreSession',
        src: 'restoreSession',
        onDone: [
          { guard: { type: 'restoredExpired', params: restored }, target: 'signingOut' },
          {
            guard: { type: 'linkForAnotherAccount', params: restored },
            target: 'askingToSwitchAccount',
            actions: { type: 'assignRestored', params: restored },
          },
          {
            guard: { type: 'restoredUser', params: restored },
            target: '#session.signedIn.entry',
            actions: [{ type: 'assignRestored', params: restored }, 'dropCredentials'],
          },
          { guard: 'hasPendingCredentials', target: 'signedOut.signingIn' },
          { target: 'signedOut' },
        ],
        onError: [{ guard: 'hasPendingCredentials', target: 'signedOut.signingIn' }, { target: 'signedOut' }],
      },
      on: {
        // A login link is read once, as the app starts: it, or a form press, waits for the stored
        // session's check (Firebase loads after the sign-in screen is already up).
        'creds.received': { actions: 'takeLinkCredentials' },
        'signIn.submit': [
          // A second press while the first one waits is ignored (spec 5).
          { guard: 'hasPendingCredentials' },
          { actions: 'takeFormCredentials' },
        ],
      },
    },
    signedOut: {
      description:
        "Nobody is signed in: the sign-in screen 'Analyze your Instagram account and gain valuable insights' shows, and every protected page leads to it.",
      initial: 'idle',
      on: {
        'signIn.submit': { target: '.signingIn', actions: 'takeFormCredentials' },
      },
      states: {
        idle: {
          description:
            "The sign-in screen with the email and password fields, 'Forgot password?' and 'Sign in' (the sign-in form checks the fields); a refused sign-in shows its reason under the fields.",
        },
        signingIn: {
          description:
            "The 'Sign in' button spins while the email and password are checked, and another press is ignored; through a login link a full-screen loader shows instead.",
          invoke: {
            id: 'signIn',
            src: 'signIn',
            input: pendingCredentials,
            onDone: { target: '#session.signedIn.entry', actions: { type: 'assignSignedIn', params: signedIn } },
            onError: {
              target: 'requestingActivation',
              actions: [
                { type: 'assignRefusal', params: signInFailure },
                { type: 'reportSignInError', params: signInErrorReport },
              ],
            },
          },
          on: {
            // A second press while loading is ignored (spec 5).
            'signIn.submit': {},
          },
        },
        // After a failed sign-in the account may simply not be activated yet (spec 8).
        requestingActivation: {
          description:
            "The sign-in was refused: its reason shows under the fields (for a wrong password 'The password is invalid or the user does not have a password.'), and any bad value its error under its field. Meanwhile the app asks for an activation email to that address, since the account may not be activated yet.",
          invoke: {
            id: 'requestActivation',
            src: 'requestActivation',
            input: pendingEmail,
            onDone: [
              {
                guard: { type: 'activationEmailSent', params: activationAnswer },
                target: 'activationSent',
                actions: ['assignActivationEmail', 'clearPending'],
              },
              { target: 'idle', actions: 'clearPending' },
            ],
            onError: { target: 'idle', actions: 'clearPending' },
          },
        },
        activationSent: {
          description:
            "The sign-in was refused and an activation email went out: the 'First, let's activate your account!' modal names the address, with 'Ok'.",
          on: { 'activation.dismiss': 'idle' },
        },
      },
    },
    signedIn: {
      description: 'Signed in: the login lasts 5 hours from the sign-in time, then the user is signed out.',
      initial: 'entry',
      after: {
        sessionRemaining: '#session.signingOut',
      },
      states: {
        // Decides between an immediate and a deferred check; never rendered as a step.
        entry: {
          description:
            'Just signed in: the app decides whether to check the subscription now or in 4 seconds (never seen on its own).',
          always: [{ guard: 'deferCheck', target: 'delayingCheck' }, { target: 'checking' }],
        },
        delayingCheck: {
          description:
            'Signed in from the Access Recovery page: the subscription check waits 4 seconds, and the page keeps its spinner or loader meanwhile.',
          after: { postAuthCheckDelay: 'checking' },
        },
        checking: {
          description:
            "The app reads the subscription: the 'Sign in' button keeps spinning, or a loader shows in place of the protected page.",
          // Reading the subscriptions (spec 4): an authorising plan is taken, none opens the not-found modal, a failure is logged.
          invoke: {
            id: 'fetchSubscriptions',
            src: 'fetchSubscriptions',
            input: signedInUid,
            onDone: [
              {
                guard: { type: 'hasAuthorisingSubscription', params: subscriptionsRead },
                target: 'authorised',
                actions: { type: 'assignSubscription', params: subscriptionsRead },
              },
              {
                target: '#session.signedIn.subscriptionNotFound',
                actions: { type: 'reportMissingSubscription', params: missingSubscriptionReport },
              },
            ],
            onError: {
              target: 'checkFailed',
              actions: { type: 'reportSubscriptionFetchError', params: subscriptionFetchErrorReport },
            },
          },
        },
        authorised: {
          description:
            'An authorised subscriber (an active or canceled main plan of this product): the dashboard and every protected page open.',
          entry: 'syncToken',
          type: 'parallel',
          states: {
            account: {
              description:
                "Who is signed in: after a login link the dashboard names the account; the menu's last item is 'Log out'.",
              initial: 'present',
              states: {
                present: {
                  description: "The dashboard and the other protected pages are open; the menu offers 'Log out'.",
                  initial: 'arriving',
                  on: { 'logout.request': 'confirmingLogout' },
                  states: {
                    // Decides whether the dashboard names the account; never rendered as a step.
                    arriving: {
                      description:
                        'Just authorised: a sign-in through a login link is named on the dashboard (never seen on its own).',
                      always: [{ guard: 'signedInByLink', target: 'namingLinkAccount' }, { target: 'named' }],
                    },
                    namingLinkAccount: {
                      description:
                        "Signed in through a login link: the dashboard says 'Signed in as' and the address, with 'Log out' and 'Got it', until dismissed.",
                      on: { 'loginLinkNotice.dismiss': { target: 'named', actions: 'forgetLink' } },
                    },
                    named: {
                      description: 'The account is known to the user: the dashboard shows no notice.',
                    },
                  },
                },
                confirmingLogout: {
                  description: "The 'Are you sure?' modal asks to confirm, with 'Yes, log out' and 'Not now'.",
                  on: {
                    'logout.confirm': '#session.signingOut',
                    'logout.cancel': 'present',
                  },
                },
              },
            },
            // After a purchase or a cancellation the subscription is read again (spec 4); the user
            // stays in while it loads, and leaves only if no authorising plan is left.
            subscription: {
              description:
                'The subscription the app holds for My Plan and the extras, read again after a purchase or a cancellation.',
              initial: 'current',
              states: {
                current: {
                  description:
                    "My Plan shows the plan last read, with a disabled 'Canceled' button if that plan is canceled.",
                  on: { 'subscription.recheck': 'refreshing' },
                },
                refreshing: {
                  description:
                    'The subscription is being read again (after a purchase or a cancellation); the user stays on the page meanwhile.',
                  on: { 'subscription.recheck': { target: 'refreshing', reenter: true } },
                  invoke: {
                    id: 'refreshSubscriptions',
                    src: 'fetchSubscriptions',
                    input: signedInUid,
                    onDone: [
                      {
                        guard: { type: 'hasAuthorisingSubscription', params: subscriptionsRead },
                        target: 'current',
                        actions: { type: 'assignSubscription', params: subscriptionsRead },
                      },
                      {
                        target: '#session.signedIn.subscriptionNotFound',
                        actions: { type: 'reportMissingSubscription', params: missingSubscriptionReport },
                      },
                    ],
                    onError: {
                      target: 'current',
                      actions: { type: 'reportSubscriptionFetchError', params: subscriptionFetchErrorReport },
                    },
                  },
                },
              },
            },
          },
        },
        subscriptionNotFound: {
          description:
            "No authorising subscription: the 'Something went wrong...' modal asks to check the email and password or buy one; closing it signs the user out. The failure was logged.",
          initial: 'asking',
          on: { 'subscriptionNotFound.dismiss': '#session.signingOut' },
          states: {
            asking: {
              description: "The modal offers 'Continue' to buy a subscription.",
              on: { 'subscriptionNotFound.continue': 'leavingToCheckout' },
            },
            leavingToCheckout: {
              description:
                "'Continue' spins while the app records the choice and opens the billing quiz page in the same window.",
              invoke: {
                id: 'leaveToCheckout',
                src: 'leaveToCheckout',
                input: checkoutBuyer,
                onError: 'asking',
              },
            },
          },
        },
        checkFailed: {
          description:
            "The 'Something went wrong' modal says the subscription could not be checked just now, with 'Try again'; closing it signs the user out. The failure was logged.",
          on: {
            'subscription.retry': 'checking',
            'subscriptionNotFound.dismiss': '#session.signingOut',
          },
        },
      },
    },
    askingToSwitchAccount: {
      description:
        "A login link for another account opened while someone is signed in on this device: over the sign-in screen, the 'Switch account?' modal names both addresses, with 'Switch account' and 'Stay signed in'.",
      on: {
        'switchAccount.confirm': 'signingOut',
        'switchAccount.decline': { target: 'signedIn', actions: 'dropCredentials' },
      },
    },
    signingOut: {
      description:
        'The user is being signed out: a loader shows, then the sign-in screen; credentials waiting to sign in (a login link, a press, even one made meanwhile) sign in next.',
      on: {
        'signIn.submit': { actions: 'takeFormCredentials' },
      },
      // Succeeded or failed (Firebase's sign-out is local), the same: waiting credentials sign in,
      // else the sign-in screen. Written out twice so Stately's tools read them.
      invoke: {
        id: 'signOut',
        src: 'signOut',
        onDone: [
          { guard: 'hasPendingCredentials', target: 'signedOut.signingIn', actions: 'clearUser' },
          { target: 'signedOut', actions: 'clearSession' },
        ],
        onError: [
          { guard: 'hasPendingCredentials', target: 'signedOut.signingIn', actions: 'clearUser' },
          { target: 'signedOut', actions: 'clearSession' },
        ],
      },
    },
  },
});
