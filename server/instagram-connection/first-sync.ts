/**
 * The insight status (spec 4) of a user's first Instagram analysis follows the real sync: pending
 * from the connect, processing once a worker runs it, completed when the document is rebuilt
 * (rebuild.ts). Later daily syncs leave a completed status alone: the analysis stays visible.
 */
import type { StoredProfileDocument } from '../../content/profile-data.ts';
import type { Queryable } from '../db/adapter.ts';

/** Pending, unless the account was synced before (a reconnect); a user without a document gets an empty one. */
export async function startFirstAnalysis(q: Queryable, uid: string, now: Date) {
  const [synced] = await q.query('SELECT 1 FROM instagram_snapshots WHERE uid = $1', [uid]);
  if (synced) return;
  const empty: StoredProfileDocument = { _insights: { status: 'pending' }, _sources: ['instagram'] };
  await q.query(
    `INSERT INTO profile_documents (uid, document, updated_at, analysis_started_at) VALUES ($1, $2, $3, $3)
     ON CONFLICT (uid) DO UPDATE SET document = jsonb_set(profile_documents.document, '{_insights,status}', '"pending"'), analysis_started_at = $3`,
    [uid, JSON.stringify(empty), now],
  );
}

/** A worker took the first sync. */
export async function markProcessing(q: Queryable, uid: string) {
  await q.query(
    `UPDATE profile_documents SET document = jsonb_set(document, '{_insights,status}', '"processing"')
     WHERE uid = $1 AND document->'_insights'->>'status' = 'pending'`,
    [uid],
  );
}
