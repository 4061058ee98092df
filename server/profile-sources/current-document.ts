/**
 * The social-profile document as it stands now. An account with a source of its own (an export, a
 * connected Instagram account) keeps the document rebuilt from its sources (rebuild.ts); in
 * development a demo account's is brought up to date first (demo-accounts.ts); every other
 * account has only what was stored for it.
 */
import type { ProfileDocument } from '../../contracts/profile.ts';
import type { AppDeps } from '../deps.ts';
import { profileDocumentOf } from '../functions/profile-documents.ts';
import { demoAccounts } from './demo-accounts.ts';

export async function currentProfileDocument(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  uid: string,
): Promise<ProfileDocument | undefined> {
  await demoAccounts()?.refreshDocument(db, uid, clock.now());
  return profileDocumentOf(db, uid);
}
