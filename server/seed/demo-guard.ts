/**
 * Outside development no demo account may exist (their password is published in the README): the
 * server refuses to start if Firebase or the database knows one, whoever made it.
 */
import type { Auth } from 'firebase-admin/auth';
import type { Db } from '../db/adapter.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';

/** The demo addresses Firebase or the database holds; empty when there are none. */
export async function demoAccountsPresent(auth: Auth, db: Db): Promise<string[]> {
  const emails = DEMO_ACCOUNTS.map((account) => account.email);
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
