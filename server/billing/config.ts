/**
 * Billing settings (Stripe). Production needs them all; outside production, without
 * STRIPE_SECRET_KEY, the stand-in under /dev/stripe/ answers instead (server/dev/stripe/), with
 * its own prices and a webhook secret the data folder keeps.
 */
import type { Environment } from '../config/schema.ts';

const PRICE_KEYS = ['weekly', 'premium', 'gift', 'threemonth', 'course', 'report'] as const;
/** What is sold: the four main plans and the two one-time extras, each one provider price. */
export type PriceKey = (typeof PRICE_KEYS)[number];

export interface BillingConfig {
  secretKey: string;
  /** Signs the provider's webhook deliveries (`whsec_…`); the stand-in's comes from the data folder. */
  webhookSecret: string;
  /** Where the SDK sends its calls: https://api.stripe.com, or a base with a path (the stand-in's). */
  apiUrl: string;
  standIn: boolean;
  /**
   * Where the checkout form's redirect may go (CSP form-action follows a form's redirects): the
   * provider's hosted checkout; in development the stand-in's pages and the app's origins they send
   * the buyer back to.
   */
  formTargets: string[];
  /** The provider's price id for each thing sold (STRIPE_PRICE_WEEKLY, …). */
  prices: Record<PriceKey, string>;
}

const STRIPE_CHECKOUT_ORIGIN = 'https://checkout.stripe.com';
const PRICE_SETTING = {
  weekly: 'STRIPE_PRICE_WEEKLY',
  premium: 'STRIPE_PRICE_PREMIUM',
  gift: 'STRIPE_PRICE_GIFT',
  threemonth: 'STRIPE_PRICE_3MONTH',
  course: 'STRIPE_PRICE_COURSE',
  report: 'STRIPE_PRICE_REPORT',
} as const satisfies Record<PriceKey, keyof Environment>;
/** The stand-in's prices have these ids (it creates them at start). */
export const STAND_IN_PRICES: Record<PriceKey, string> = {
  weekly: 'price_weekly',
  premium: 'price_premium_one_month',
  gift: 'price_gift_one_month',
  threemonth: 'price_3month',
  course: 'price_course',
  report: 'price_report',
};
/** Where the data folder keeps the stand-in's webhook signing secret (server/dev/main.ts reads it in). */
export const STAND_IN_WEBHOOK_SECRET_FILE = 'stripe-stand-in-webhook.secret';

/** Production's checks (every setting there, a webhook secret and every price with a key) are the schema's (server/config/schema.ts). */
export function billingConfig(env: Environment, port: number): BillingConfig {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) {
    return {
      secretKey: 'sk_test_stand_in',
      webhookSecret: '', // the data folder's own, read in at start (STAND_IN_WEBHOOK_SECRET_FILE)
      apiUrl: `http://127.0.0.1:${port}/dev/stripe`,
      standIn: true,
      // The brands' local hosts too (x.localhost: domain/brands.ts), which the stand-in's pages send buyers back to.
      formTargets: [`http://127.0.0.1:${port}`, `http://localhost:${port}`, `http://*.localhost:${port}`],
      prices: STAND_IN_PRICES,
    };
  }
  return {
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    apiUrl: env.STRIPE_API_URL.replace(/\/$/, ''),
    standIn: false,
    formTargets: [STRIPE_CHECKOUT_ORIGIN],
    prices: Object.fromEntries(PRICE_KEYS.map((key) => [key, env[PRICE_SETTING[key]]!])) as Record<PriceKey, string>,
  };
}
