/**
 * What the last Instagram sync fetched for a user: the account as /me answered it and
 * the latest posts, already in the engine's shape (commenters' usernames only: no comment text is
 * kept), with the account insights its size allows.
 */
import type { Queryable } from '../db/adapter.ts';
import type { InsightMetric, InstagramProfile } from '../instagram/contracts.ts';
import type { AnalysedPost } from '../profile-engine/source.ts';

export interface InstagramSnapshot {
  account: Pick<
    InstagramProfile,
    'userId' | 'username' | 'accountType' | 'followersCount' | 'followsCount' | 'mediaCount'
  >;
  posts: AnalysedPost[];
  insights: InsightMetric[];
  fetchedAt: Date;
}

interface SnapshotRow {
  account: InstagramSnapshot['account'];
  posts: AnalysedPost[];
  insights: InsightMetric[];
  fetched_at: Date;
  [key: string]: unknown;
}

export async function saveInstagramSnapshot(q: Queryable, uid: string, snapshot: InstagramSnapshot) {
  await q.query(
    `INSERT INTO instagram_snapshots (uid, instagram_user_id, account, posts, insights, fetched_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (uid) DO UPDATE SET instagram_user_id = EXCLUDED.instagram_user_id, account = EXCLUDED.account, posts = EXCLUDED.posts,
       insights = EXCLUDED.insights, fetched_at = EXCLUDED.fetched_at`,
    [
      uid,
      snapshot.account.userId,
      JSON.stringify(snapshot.account),
      JSON.stringify(snapshot.posts),
      JSON.stringify(snapshot.insights),
      snapshot.fetchedAt,
    ],
  );
}

export async function instagramSnapshotOf(q: Queryable, uid: string): Promise<InstagramSnapshot | undefined> {
  const [row] = await q.query<SnapshotRow>(
    'SELECT account, posts, insights, fetched_at FROM instagram_snapshots WHERE uid = $1',
    [uid],
  );
  return row && { account: row.account, posts: row.posts, insights: row.insights, fetchedAt: new Date(row.fetched_at) };
}
