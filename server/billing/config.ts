/**
 * Billing settings (Stripe). Production needs them all; outside production, without
 * STRIPE_SECRET_KEY, the stand-in under /dev/stripe/ answers instead (server/dev/stripe/), with
 * its own prices and a webhook secret the data folder keeps.
 */
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

const STRIPE_API_URL = 'https://api.stripe.com';
const STRIPE_CHECKOUT_ORIGIN = 'https://checkout.stripe.com';
const PRICE_SETTING: Record<PriceKey, string> = {
  weekly: 'STRIPE_PRICE_WEEKLY',
  premium: 'STRIPE_PRICE_PREMIUM',
  gift: 'STRIPE_PRICE_GIFT',
  threemonth: 'STRIPE_PRICE_3MONTH',
  course: 'STRIPE_PRICE_COURSE',
  report: 'STRIPE_PRICE_REPORT',
};
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

export function billingConfig(env: NodeJS.ProcessEnv, production: boolean, port: number): BillingConfig {
  if (!env.STRIPE_SECRET_KEY) {
    if (production) throw new Error('Refusing to start: STRIPE_SECRET_KEY is not set in production');
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
  if (!env.STRIPE_WEBHOOK_SECRET)
    throw new Error('Refusing to start: STRIPE_SECRET_KEY is set without STRIPE_WEBHOOK_SECRET');
  const missing = PRICE_KEYS.filter((key) => !env[PRICE_SETTING[key]]);
  if (missing.length)
    throw new Error(`Refusing to start: ${missing.map((key) => PRICE_SETTING[key]).join(', ')} not set`);
  const apiUrl = env.STRIPE_API_URL || STRIPE_API_URL;
  if (!/^https?:\/\/[^/]+(\/.*)?$/.test(apiUrl)) throw new Error(`Invalid STRIPE_API_URL: ${apiUrl}`);
  return {
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    apiUrl: apiUrl.replace(/\/$/, ''),
    standIn: false,
    formTargets: [STRIPE_CHECKOUT_ORIGIN],
    prices: Object.fromEntries(PRICE_KEYS.map((key) => [key, env[PRICE_SETTING[key]]!])) as Record<PriceKey, string>,
  };
}
