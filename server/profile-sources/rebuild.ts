/**
 * Recomputes a user's social-profile document from every source they have (issue 16), after an
 * upload, a sync or a disconnect. Callers run it in a transaction: the per-user lock keeps an
 * upload and a sync finishing at once from storing a document built from stale parts.
 */
import type { Queryable } from '../db/adapter.ts';
import { saveProfileDocument } from '../functions/profile-documents.ts';
import { calculateProfileData } from '../profile-engine/document.ts';
import { DEMO_PROFILES, demoDay, demoSource } from './demo-source.ts';
import { exportSnapshotsOf } from './export-snapshots.ts';
import { instagramSnapshotOf } from './instagram-snapshot.ts';
import { mergeSources, type SourceParts } from './merged-source.ts';

/** Serialises document rebuilds of one user until the transaction ends. */
export async function lockProfile(q: Queryable, uid: string) {
  await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`profile:${uid}`]);
}

async function sourcePartsOf(q: Queryable, uid: string, now: Date): Promise<SourceParts> {
  const profile = DEMO_PROFILES[uid];
  const [exports, instagram] = await Promise.all([exportSnapshotsOf(q, uid), instagramSnapshotOf(q, uid)]);
  return { demo: profile && demoSource(profile, demoDay(profile, now).day), exports, instagram };
}

/** Whether the user has a source of their own (an export or a synced Instagram account). */
export async function hasOwnSource(q: Queryable, uid: string): Promise<boolean> {
  const rows = await q.query(
    'SELECT 1 FROM export_snapshots WHERE uid = $1 UNION ALL SELECT 1 FROM instagram_snapshots WHERE uid = $1 UNION ALL SELECT 1 FROM instagram_connections WHERE uid = $1 LIMIT 1',
    [uid],
  );
  return rows.length > 0;
}

/**
 * Stores the document of the user's sources as completed, dated by the Instagram sync when there is
 * one (the insights countdown runs to the next sync) and `now` otherwise. Without a source of their
 * own the stored document goes: a demo account's is computed again on read (current-document.ts).
 */
export async function rebuildProfileDocument(q: Queryable, uid: string, now: Date) {
  await lockProfile(q, uid);
  const merged = mergeSources(await sourcePartsOf(q, uid, now));
  if (!merged || (merged.kinds.length === 1 && merged.kinds[0] === 'demo')) {
    await q.query('DELETE FROM profile_documents WHERE uid = $1', [uid]);
    return;
  }
  const { source, kinds } = merged;
  const updatedAt = (await instagramSnapshotOf(q, uid))?.fetchedAt ?? now;
  await saveProfileDocument(
    q,
    uid,
    { _insights: { status: 'completed' }, _sources: kinds, _calculatedData: calculateProfileData(source) },
    updatedAt,
  );
}
