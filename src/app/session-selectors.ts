/** Named selectors over the session snapshot: screens and guards read state only through these. */
import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from '../../machines/session.machine';

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

export const isAuthorised = (s: SessionSnapshot) => s.matches({ signedIn: 'authorised' });

/** Still finding out who the user is: nothing to decide on yet. */
export const isSettling = (s: SessionSnapshot) =>
  s.matches('restoring') ||
  s.matches('signingOut') ||
  s.matches({ signedOut: 'signingIn' }) ||
  s.matches({ signedIn: 'entry' }) ||
  s.matches({ signedIn: 'delayingCheck' }) ||
  s.matches({ signedIn: 'checking' });

export const isSigningIn = (s: SessionSnapshot) =>
  (s.matches('restoring') && s.context.pending !== null) ||
  s.matches({ signedOut: 'signingIn' }) ||
  (s.matches('signedIn') && !isAuthorised(s) && isSettling(s));

/** Why the last sign-in was refused: the identity provider's code (null without one), or null when none was. */
export const signInRefusal = (s: SessionSnapshot) => s.context.refusal;

/** The address the activation email went to, while its modal is open (null otherwise). */
export const activationEmail = (s: SessionSnapshot) =>
  s.matches({ signedOut: 'activationSent' }) ? s.context.activationEmail : null;
export const isSubscriptionMissing = (s: SessionSnapshot) => s.matches({ signedIn: 'subscriptionNotFound' });
export const isLeavingToCheckout = (s: SessionSnapshot) =>
  s.matches({ signedIn: { subscriptionNotFound: 'leavingToCheckout' } });
export const isCheckFailed = (s: SessionSnapshot) => s.matches({ signedIn: 'checkFailed' });
export const isConfirmingLogout = (s: SessionSnapshot) =>
  s.matches({ signedIn: { authorised: { account: 'confirmingLogout' } } });
/** The account a login link signed into, while the dashboard names it (null otherwise). */
export const loginLinkAccount = (s: SessionSnapshot) =>
  s.matches({ signedIn: { authorised: { account: { present: 'namingLinkAccount' } } } })
    ? (s.context.user?.email ?? null)
    : null;
/** The two accounts of the switch question: the one signed in and the login link's (null when not asked). */
export const accountSwitch = (s: SessionSnapshot) =>
  s.matches('askingToSwitchAccount') && s.context.user && s.context.pending
    ? { current: s.context.user.email, link: s.context.pending.email }
    : null;
export const planCode = (s: SessionSnapshot) => s.context.subscription?.plan_code ?? null;
export const entitlements = (s: SessionSnapshot) => s.context.entitlements;
export const isCourseOwned = (s: SessionSnapshot) => s.context.entitlements.course;
/** A purchase re-reads the subscription (spec 4): its answer decides what is owned now. */
export const isRefreshingSubscription = (s: SessionSnapshot) =>
  s.matches({ signedIn: { authorised: { subscription: 'refreshing' } } });

// Membership (My Plan, purchases, cancellation).
export const sessionUser = (s: SessionSnapshot) => s.context.user;
/** The signed-in user's email ('' while unknown). */
export const userEmail = (s: SessionSnapshot) => sessionUser(s)?.email ?? '';
/** The signed-in user's email (null while unknown). */
export const userEmailOrNull = (s: SessionSnapshot) => sessionUser(s)?.email ?? null;
export const currentSubscription = (s: SessionSnapshot) => s.context.subscription;
export const isSubscriptionCanceled = (s: SessionSnapshot) => s.context.isSubscriptionCanceled;
/** The authorising main plan's last renewal payment failed (the provider retries it; the card can be updated). */
export const isPastDue = (s: SessionSnapshot) => s.context.subscription?.past_due === true;
/** Who buys an extra (spec 5: the purchase needs the email and the subscription id). */
export const buyer = (s: SessionSnapshot) => ({
  uid: s.context.user?.uid ?? null,
  email: s.context.user?.email || null,
  subscriptionId: s.context.subscription?.id ?? null,
});

/** What the cancellation flow starts from (spec 2.15, 6: gift and premium one-month plans change its steps). */
export const cancelFlowInput = (s: SessionSnapshot) => ({
  hasPremiumOneMonth: s.context.entitlements.premiumOneMonth,
  hasGiftOneMonth: s.context.entitlements.giftOneMonth,
  subscriptionId: s.context.subscription?.id ?? null,
  uid: s.context.user?.uid ?? null,
  email: s.context.user?.email || null,
  planCode: s.context.subscription?.plan_code ?? null,
});
