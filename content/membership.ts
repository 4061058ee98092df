import type { SubscriptionPrice } from '../contracts/subscriptions';

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

/** The notice of a main plan whose last renewal payment failed (the provider retries it). */
export const PAST_DUE_COPY = {
  title: "Your last payment didn't go through",
  text: "We'll try again soon. Update your card to keep your plan.",
  button: 'Update card',
} as const;

/** What the payment provider says of the plan it bills (its price, the next charge or the end of access). */
export const PLAN_BILLING_COPY = {
  nextCharge: (date: string) => `Next charge on ${date}`,
  accessUntil: (date: string) => `Access until ${date}`,
  /** A running return from the payment provider's page (a plan change the bank asked to confirm). */
  confirming: 'Confirming your payment',
} as const;

/** One term of each interval as spec 3's plan table words it ('$13.99 every 1 month', '$1 every week'). */
const ONE_TERM = { day: 'every day', week: 'every week', month: 'every 1 month', year: 'every year' } as const;

/**
 * A price in minor units as shown: '$13.99', '$49' (no trailing .00, as the offers' prices), in its
 * currency's own digits ('¥500').
 */
function formatMinorAmount(amount: number, currency: string): string {
  const code = currency.toUpperCase();
  const digits = new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).resolvedOptions()
    .maximumFractionDigits;
  const value = amount / 10 ** (digits ?? 2);
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: code,
    minimumFractionDigits: Number.isInteger(value) ? 0 : digits,
    maximumFractionDigits: digits,
  }).format(value);
}

/** '$13.99 every 1 month', '$49 every 12 weeks', '$1 every week'; a one-time price alone. */
export function priceLine({ amount, currency, interval, interval_count }: SubscriptionPrice): string {
  const price = formatMinorAmount(amount, currency);
  if (!interval) return price;
  const count = interval_count ?? 1;
  return count === 1 ? `${price} ${ONE_TERM[interval]}` : `${price} every ${count} ${interval}s`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** An ISO 8601 instant as a calendar date in UTC ('12 Dec 2026'); null when unreadable. */
export function formatDate(iso: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
