/**
 * The app reports the subscriber's time zone (ig-setTimeZone): a zone the server's Intl knows is
 * stored, and if it changed, the document is counted again in it, in the transaction that stores
 * it (the per-user lock keeps a sync or upload finishing at once from storing an older count).
 */
import type { ProfileDocument } from '../../contracts/profile.ts';
import type { AppDeps } from '../deps.ts';
import { documentStateOf } from '../functions/profile-documents.ts';
import { isSupportedTimeZone } from '../profile-engine/posting-times.ts';
import { currentProfileDocument, recountDemoDocument } from './current-document.ts';
import { hasOwnSource, lockProfile, rebuildProfileDocument } from './rebuild.ts';
import { storeTimeZone } from './time-zone.ts';

/** The document as counted in the zone (undefined before there is one), or 'unknown' for a zone the server does not know. */
export async function setTimeZone(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  uid: string,
  timeZone: string,
): Promise<ProfileDocument | undefined | 'unknown'> {
  if (!isSupportedTimeZone(timeZone)) return 'unknown';
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await lockProfile(tx, uid);
    if (!(await storeTimeZone(tx, uid, timeZone, now))) return;
    // An analysis still under way (or none yet) counts in the stored zone when it completes.
    if ((await documentStateOf(tx, uid))?.status !== 'completed') return;
    if (await hasOwnSource(tx, uid)) await rebuildProfileDocument(tx, uid, now);
    else await recountDemoDocument(tx, uid, now);
  });
  return currentProfileDocument(deps, uid);
}
