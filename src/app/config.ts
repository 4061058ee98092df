/**
 * Every host and id of spec 7 in one typed configuration. Defaults point at the local stack
 * (one origin serves the SPA, the API and the cloud functions); a deployment overrides them
 * with VITE_* variables at build time.
 */
import { BRANDS } from '../../content/brands';
import type { BrandId } from '../../domain/brands';
import { APP_VERSION, BUNDLE_ID } from '../../content/constants';
import { LOCAL_AUTH_EMULATOR_URL } from '../services/firebase-settings';

const env = import.meta.env;

function setting(name: string, fallback: string): string {
  const value = env[`VITE_${name}`] as string | undefined;
  return value === undefined || value === '' ? fallback : value;
}

function perBrand(name: string, pick: (brand: (typeof BRANDS)[BrandId]) => string): Record<BrandId, string> {
  return {
    default: setting(`${name}_DEFAULT`, pick(BRANDS.default)),
    x: setting(`${name}_X`, pick(BRANDS.x)),
    y: setting(`${name}_Y`, pick(BRANDS.y)),
  };
}

export const config = {
  /** Only subscriptions of this bundle authorise (spec 4). */
  bundleId: setting('BUNDLE_ID', BUNDLE_ID),
  /** Fixed app identifier sent with cancel requests (spec 7). */
  appCode: setting('APP_CODE', 'profile-analyzer-web'),
  originUrl: setting('ORIGIN_URL', ''),
  functionsUrl: setting('FUNCTIONS_URL', '/functions'),
  subscriptionUrls: perBrand('SUBSCRIPTION_URL', (brand) => brand.subscriptionServiceUrl),
  /** The billing service (`/subs/*`, spec 7); origins containing 'dev.' use its staging host. */
  billingServiceUrl: setting('BILLING_SERVICE_URL', ''),
  billingServiceStagingUrl: setting('BILLING_SERVICE_STAGING_URL', ''),
  supportEmails: perBrand('SUPPORT_EMAIL', (brand) => brand.supportEmail),
  assetsUrl: setting('ASSETS_URL', ''),
  imageProxyUrl: setting('IMAGE_PROXY_URL', '/functions/image-proxy?url='),
  billingQuizUrl: setting('BILLING_QUIZ_URL', '/checkout'),
  productIds: {
    course: setting('PRODUCT_ID_COURSE', 'ig_course_pack'),
    report: setting('PRODUCT_ID_REPORT', 'ig_profile_report'),
    premium: setting('PRODUCT_ID_PREMIUM', 'ig_premium_one_month'),
    gift: setting('PRODUCT_ID_GIFT', 'ig_gift_one_month'),
  },
  /** Optional token-sync endpoint (spec 7); empty means off. */
  tokenSyncUrl: setting('TOKEN_SYNC_URL', ''),
  firebase: {
    apiKey: setting('FIREBASE_API_KEY', 'demo-api-key'),
    authDomain: setting('FIREBASE_AUTH_DOMAIN', 'localhost'),
    projectId: setting('FIREBASE_PROJECT_ID', 'demo-profile-analyzer'),
    /** The Auth emulator in the local stack; set VITE_FIREBASE_AUTH_EMULATOR_URL=off for real Firebase. */
    emulatorUrl: setting('FIREBASE_AUTH_EMULATOR_URL', LOCAL_AUTH_EMULATOR_URL),
  },
  version: APP_VERSION,
} as const;
