/** Idempotent seeding: Firebase users every start (the emulator may have lost them), rows on first start only. */
import type { Auth } from 'firebase-admin/auth';
import type { Db } from '../db/adapter.ts';
import { isUserNotFound } from '../firebase.ts';
import { insertSubscription } from '../subscriptions.ts';
import { BUNDLE_ID } from '../../content/constants.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';

export async function seedFirebaseUsers(auth: Auth): Promise<number> {
  const created = await Promise.all(
    DEMO_ACCOUNTS.filter((account) => account.uid).map(async ({ uid, email }) => {
      try {
        await auth.getUser(uid!);
        return 0; // present: leave it alone (its password may have been changed on purpose)
      } catch (error) {
        if (!isUserNotFound(error)) throw error;
      }
      await auth.createUser({ uid, email, password: DEMO_PASSWORD, emailVerified: true });
      return 1;
    }),
  );
  return created.reduce<number>((sum, n) => sum + n, 0);
}

export async function seedSubscriptions(db: Db, now = Date.now()): Promise<number> {
  return db.transaction(async (tx) => {
    const [{ count }] = await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM subscriptions');
    if (count > 0) return 0;
    let inserted = 0;
    for (const account of DEMO_ACCOUNTS) {
      for (const s of account.subscriptions) {
        await insertSubscription(tx, {
          ...s,
          uid: account.uid ?? null,
          bundle: BUNDLE_ID,
          started_at: new Date(now - s.startedAgoMs),
          email: account.email,
        });
        inserted += 1;
      }
    }
    return inserted;
  });
}
