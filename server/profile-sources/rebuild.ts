/**
 * Recomputes a user's social-profile document from every source they have, after a
 * disconnect, or after an upload or a sync whose document computed ahead is out of date
 * (document-ahead.ts). Callers run it in a transaction: the per-user lock keeps an upload and a
 * sync finishing at once from storing a document built from stale parts. A large account's
 * document is computed off the event loop (profile-worker.ts).
 */
import type { StoredProfileDocument } from '../../content/profile-data.ts';
import type { Queryable } from '../db/adapter.ts';
import { saveProfileDocument } from '../functions/profile-documents.ts';
import { demoAccounts } from './demo-accounts.ts';
import { latestExportListsIds, packedExportLists } from './export-snapshots.ts';
import { instagramSnapshotOf } from './instagram-snapshot.ts';
import { profileHistoryOf } from './profile-history.ts';
import type { AnalysisSettings, StoredParts } from './profile-job.ts';
import { profileJob } from './profile-worker.ts';
import { timeZoneOf } from './time-zone.ts';

/** Serialises document rebuilds of one user until the transaction ends. */
export async function lockProfile(q: Queryable, uid: string) {
  await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`profile:${uid}`]);
}

/** Whether the user has a source of their own (an export or a synced Instagram account). */
export async function hasOwnSource(q: Queryable, uid: string): Promise<boolean> {
  const rows = await q.query(
    'SELECT 1 FROM export_snapshots WHERE uid = $1 UNION ALL SELECT 1 FROM instagram_snapshots WHERE uid = $1 UNION ALL SELECT 1 FROM instagram_connections WHERE uid = $1 LIMIT 1',
    [uid],
  );
  return rows.length > 0;
}

/** Which stored parts a document was computed from: it changes with any of them. */
export const partsStamp = (exportIds: string[], instagram: { fetchedAt: Date } | undefined) =>
  JSON.stringify([exportIds, instagram?.fetchedAt.getTime() ?? null]);

/** The stamp of the parts stored now. */
export async function storedPartsStamp(q: Queryable, uid: string): Promise<string> {
  const [exportIds, [synced]] = await Promise.all([
    latestExportListsIds(q, uid),
    q.query<{ fetched_at: Date }>('SELECT fetched_at FROM instagram_snapshots WHERE uid = $1', [uid]),
  ]);
  return partsStamp(exportIds, synced && { fetchedAt: new Date(synced.fetched_at) });
}

/** The history read for the follower change since last week: two weeks reach a week before the latest day. */
const CHANGE_HISTORY_DAYS = 14;

/** What the analysis is counted with besides the sources: the subscriber's time zone and their follower change. */
export async function analysisSettingsOf(q: Queryable, uid: string, now: Date): Promise<AnalysisSettings> {
  const [timeZone, history] = await Promise.all([
    timeZoneOf(q, uid),
    profileHistoryOf(q, uid, now, CHANGE_HISTORY_DAYS),
  ]);
  return { timeZone, followersSinceLastWeek: history.sinceLastWeek ?? undefined };
}

/** The stored parts, with the latest `exportCount` exports, and the ids of those exports. */
export async function storedPartsOf(
  q: Queryable,
  uid: string,
  now: Date,
  exportCount = 2,
): Promise<{ parts: StoredParts; exportIds: string[] }> {
  const [exportIds, instagram, settings] = await Promise.all([
    latestExportListsIds(q, uid),
    instagramSnapshotOf(q, uid),
    analysisSettingsOf(q, uid, now),
  ]);
  const used = exportIds.slice(0, exportCount);
  const exports: Uint8Array[] = [];
  for (const listsId of used) exports.push(await packedExportLists(q, listsId));
  const demo = demoAccounts()?.dataOf(uid, now);
  return { parts: { uid, exports, instagram, now, demo, ...settings }, exportIds: used };
}

/** A document is dated by the Instagram sync when there is one (the insights countdown runs to the next sync), else now. */
export const documentTime = (parts: StoredParts) => parts.instagram?.fetchedAt ?? parts.now;

/**
 * Stores the document as completed; without one (no source of the user's own) the stored document
 * goes: a demo account's is computed again on read (current-document.ts).
 */
export async function storeDocument(
  q: Queryable,
  uid: string,
  document: StoredProfileDocument | undefined,
  updatedAt: Date,
) {
  if (document) await saveProfileDocument(q, uid, document, updatedAt);
  else await q.query('DELETE FROM profile_documents WHERE uid = $1', [uid]);
}

/** Stores the document of the user's sources as they are stored now. */
export async function rebuildProfileDocument(q: Queryable, uid: string, now: Date) {
  await lockProfile(q, uid);
  const { parts } = await storedPartsOf(q, uid, now);
  const { document } = await profileJob({ parts });
  await storeDocument(q, uid, document, documentTime(parts));
}
