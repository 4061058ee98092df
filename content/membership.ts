/**
 * Copy of My Plan's cancel paths (spec 2.13, 2.14, 2.17): the Cancel button and its card, the
 * simple cancel modal and the cancel-by-link page. Quoted strings of the spec are kept exactly; the
 * rest is ours. Data only.
 */

/** 'My active plan' and its Cancel button (spec 2.13). */
export const CANCEL_BUTTON_COPY = {
  title: 'My active plan',
  fetching: 'Fetching plans',
  cancel: 'Cancel subscription',
  canceled: 'Canceled',
  warning: (productName: string) =>
    `If you cancel, you will lose access to your profile analytics, insights, tips and every other ${productName} feature once the paid period ends.`,
} as const;

/** The simple cancel modal (spec 2.14). */
export const SIMPLE_CANCEL_COPY = {
  title: 'We are sorry to see you go',
  benefits: [
    'Track who follows and unfollows you, and who watches your profile',
    'Get insights and tips that grow your engagement',
    'Identify your best posts and your most loyal fans',
  ],
  keep: 'Count me in! Keep my membership',
  cancel: 'I want to cancel',
  sentTitle: "We've sent you a confirmation email",
  sentText: (email: string) =>
    `Complete cancellation by following a link we emailed to ${email}. Be sure to check the spam folder too`,
  ok: 'OK',
} as const;

/** The cancel-by-link page (spec 2.17, 8). */
export const CANCEL_BY_LINK_COPY = {
  title: 'Cancel subscription',
  loading: 'Cancelling your subscription',
  success: { title: 'Your subscription has been canceled', text: "We've successfully cancelled your subscription." },
  none: {
    title: 'No subscriptions',
    text: 'Unfortunately there are no subscription plans attached to this mail. Check if the specified email address is correct',
  },
  support: 'Questions? Write to us at',
} as const;
