/**
 * Outside development no demo account may exist (their password is published in the README): the
 * server refuses to start if Firebase or the database knows one, whoever made it.
 */
import type { Auth } from 'firebase-admin/auth';
import type { Db } from './db/adapter.ts';

/** Every demo account's address: development's accounts (dev/demo/accounts.ts) may use no other. */
const DEMO_EMAILS = [
  'trial@demo.test',
  'premium@demo.test',
  'gift@demo.test',
  'threemonth@demo.test',
  'canceled@demo.test',
  'fresh@demo.test',
  'nosub@demo.test',
  'store@demo.test',
  'x@demo.test',
  'y@demo.test',
  'new@demo.test',
] as const;
export type DemoEmail = (typeof DEMO_EMAILS)[number];

/** The demo addresses Firebase or the database holds; empty when there are none. */
export async function demoAccountsPresent(auth: Auth, db: Db): Promise<string[]> {
  const emails = [...DEMO_EMAILS];
  const { users } = await auth.getUsers(emails.map((email) => ({ email })));
  const rows = await db.query<{ email: string }>(
    'SELECT DISTINCT unnest(emails) AS email FROM subscriptions WHERE emails && $1::text[]',
    [emails],
  );
  const found = new Set([...users.map((user) => user.email ?? ''), ...rows.map((row) => row.email)]);
  return emails.filter((email) => found.has(email));
}

export async function refuseDemoAccounts(auth: Auth, db: Db) {
  const present = await demoAccountsPresent(auth, db);
  if (present.length)
    throw new Error(
      `Refusing to start: demo accounts exist (${present.join(', ')}); delete them, or set APP_ENV=development`,
    );
}
