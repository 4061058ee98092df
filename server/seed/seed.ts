/** Idempotent seeding: Firebase users every start (the emulator may have lost them), rows of accounts that have none. */
import type { Auth } from 'firebase-admin/auth';
import type { Db } from '../db/adapter.ts';
import { isUserNotFound } from '../firebase.ts';
import { insertSubscription } from '../subscriptions.ts';
import { BUNDLE_ID } from '../../content/constants.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';

const SEED_LOCK_ID = 4173_0002;

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

/** Per account, so an account added to the demo list appears in an existing data folder too. */
export async function seedSubscriptions(db: Db, now = Date.now()): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_ID]); // instances starting together
    let inserted = 0;
    for (const account of DEMO_ACCOUNTS) {
      const [{ seeded }] = await tx.query<{ seeded: boolean }>(
        'SELECT EXISTS (SELECT 1 FROM subscriptions WHERE emails @> ARRAY[$1::text]) AS seeded',
        [account.email],
      );
      if (seeded) continue;
      for (const s of account.subscriptions) {
        await insertSubscription(tx, {
          ...s,
          uid: account.uid ?? null,
          bundle: BUNDLE_ID,
          started_at: new Date(now - s.startedAgoMs),
          email: account.email,
          now: new Date(now),
        });
        inserted += 1;
      }
    }
    return inserted;
  });
}
