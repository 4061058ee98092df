/**
 * The app reports the subscriber's time zone (ig-setTimeZone): a zone the server's Intl knows is
 * stored, and if it changed, the document is counted again in it. The count is made before the
 * transaction that stores both (a large account's takes seconds, and on PGlite a transaction holds
 * the database for every request); the per-user lock keeps a sync or upload finishing at once from
 * storing an older count, and one that came in between gets the document rebuilt there instead.
 */
import type { ProfileDocument } from '../../contracts/profile.ts';
import type { Queryable } from '../db/adapter.ts';
import type { AppDeps } from '../deps.ts';
import { documentStateOf } from '../functions/profile-documents.ts';
import { isSupportedTimeZone } from '../profile-engine/posting-times.ts';
import { currentProfileDocument } from './current-document.ts';
import { demoAccounts } from './demo-accounts.ts';
import { storeDocumentAhead, timeZoneAhead } from './document-ahead.ts';
import { hasOwnSource, lockProfile, rebuildProfileDocument } from './rebuild.ts';
import { storeTimeZone, timeZoneOf } from './time-zone.ts';

/** Whether a document of the user's own sources would be counted again in `timeZone`, as things stand. */
async function needsRecount(db: Queryable, uid: string, timeZone: string): Promise<boolean> {
  return (
    (await timeZoneOf(db, uid)) !== timeZone &&
    (await documentStateOf(db, uid))?.status === 'completed' &&
    (await hasOwnSource(db, uid))
  );
}

/** The document as counted in the zone (undefined before there is one), or 'unknown' for a zone the server does not know. */
export async function setTimeZone(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  uid: string,
  timeZone: string,
): Promise<ProfileDocument | undefined | 'unknown'> {
  if (!isSupportedTimeZone(timeZone)) return 'unknown';
  const now = deps.clock.now();
  const ahead = (await needsRecount(deps.db, uid, timeZone))
    ? await timeZoneAhead(deps.db, uid, now, timeZone)
    : undefined;
  await deps.db.transaction(async (tx) => {
    await lockProfile(tx, uid);
    if (!(await storeTimeZone(tx, uid, timeZone, now))) return;
    // An analysis still under way (or none yet) counts in the stored zone when it completes.
    if ((await documentStateOf(tx, uid))?.status !== 'completed') return;
    if (!(await hasOwnSource(tx, uid))) await demoAccounts()?.recountDocument(tx, uid, now);
    else if (ahead) await storeDocumentAhead(tx, uid, ahead, now);
    else await rebuildProfileDocument(tx, uid, now);
  });
  return currentProfileDocument(deps, uid);
}
