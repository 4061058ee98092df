/** Demo accounts seeded on every start (password DEMO_PASSWORD), one per plan and state. Pure data. */
import type { DemoEmail } from '../../demo-guard.ts';

export const DEMO_PASSWORD = 'demo1234';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface DemoSubscription {
  /** Fixed only where a link must be stable; the others get random ids at first start. */
  id?: string;
  plan_code: string;
  status: 'active' | 'canceled' | 'expired';
  main_plan: boolean;
  startedAgoMs: number;
  /** Who bills it (default the web); a plan billed by a mobile store is managed in the store. */
  billing_source?: 'web' | 'app_store' | 'google_play';
}

export interface DemoAccount {
  /** One of the addresses production refuses to start beside (demo-guard.ts). */
  email: DemoEmail;
  /** Fixed Firebase uid; absent when the account has no Firebase user yet (bought on the web). */
  uid?: string;
  description: string;
  subscriptions: DemoSubscription[];
}

const main = (
  plan_code: string,
  startedAgoMs: number,
  status: DemoSubscription['status'] = 'active',
): DemoSubscription => ({
  plan_code,
  status,
  main_plan: true,
  startedAgoMs,
});

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'trial@demo.test',
    uid: 'demo-trial',
    description: 'weekly trial, active',
    subscriptions: [main('ig_weekly_trial', 5 * DAY)],
  },
  {
    email: 'premium@demo.test',
    uid: 'demo-premium',
    description: 'premium one month, owns the course and the profile report',
    subscriptions: [
      main('ig_premium_one_month', 20 * DAY),
      { plan_code: 'ig_course_pack', status: 'active', main_plan: false, startedAgoMs: 10 * DAY },
      { plan_code: 'ig_profile_report', status: 'active', main_plan: false, startedAgoMs: 10 * DAY },
    ],
  },
  {
    email: 'gift@demo.test',
    uid: 'demo-gift',
    description: 'gift one month',
    subscriptions: [main('ig_gift_one_month', 12 * DAY)],
  },
  {
    email: 'threemonth@demo.test',
    uid: 'demo-threemonth',
    description: '3-month plan',
    subscriptions: [main('ig_3month', 30 * DAY)],
  },
  {
    email: 'canceled@demo.test',
    uid: 'demo-canceled',
    description: '3-month plan, canceled (access until its term ends)',
    subscriptions: [main('ig_3month', 10 * DAY, 'canceled')],
  },
  {
    email: 'fresh@demo.test',
    uid: 'demo-fresh',
    description:
      'weekly trial started an hour ago, owns the profile report; its first analysis runs for 3 minutes after sign-in',
    subscriptions: [
      main('ig_weekly_trial', HOUR),
      { plan_code: 'ig_profile_report', status: 'active', main_plan: false, startedAgoMs: HOUR },
    ],
  },
  { email: 'nosub@demo.test', uid: 'demo-nosub', description: 'account without a subscription', subscriptions: [] },
  {
    email: 'store@demo.test',
    uid: 'demo-store',
    description: 'premium one month billed by the App Store (managed in the store)',
    subscriptions: [{ ...main('ig_premium_one_month', 8 * DAY), billing_source: 'app_store' }],
  },
  {
    email: 'x@demo.test',
    uid: 'demo-x',
    description: 'brand x weekly trial',
    subscriptions: [main('ig_x_weekly_trial', 3 * DAY)],
  },
  {
    email: 'y@demo.test',
    uid: 'demo-y',
    description: 'brand y weekly trial',
    subscriptions: [main('ig_y_weekly_trial', 3 * DAY)],
  },
  {
    email: 'new@demo.test',
    description: 'paid on the web, no account yet: open /access-recovery?id=web-checkout-demo',
    subscriptions: [{ ...main('ig_weekly_trial', 2 * HOUR), id: 'web-checkout-demo' }],
  },
];
