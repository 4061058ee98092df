/**
 * A user's own Instagram export as the source of their document (README "Profile analytics").
 * Each upload replaces the follower and following lists; new and lost followers compare it with
 * the upload before. An export carries no like or comment counts of the user's posts, so the posts
 * analysed are the demo posts on a demo account and none on any other.
 */
import type { ProfileDocument, ProfileSourceKind, ProfileUser } from '../../content/profile-data.ts';
import type { Queryable } from '../db/adapter.ts';
import type { AppDeps } from '../deps.ts';
import { profileDocumentOf, saveProfileDocument } from '../functions/profile-documents.ts';
import { calculateProfileData } from '../profile-engine/document.ts';
import type { ProfileSource } from '../profile-engine/source.ts';
import { DEMO_PROFILES, demoDay, demoSource } from './demo-source.ts';

export interface UploadedExport {
  followers: ProfileUser[];
  following: ProfileUser[];
}

export async function hasUploadedExport(q: Queryable, uid: string): Promise<boolean> {
  return (await q.query('SELECT 1 FROM profile_uploads WHERE uid = $1', [uid])).length > 0;
}

/** Stores the upload, recomputes the document from it at once and answers the new document. */
export async function analyseUploadedExport({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, uid: string, upload: UploadedExport): Promise<ProfileDocument> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [previous] = await tx.query<{ followers: ProfileUser[] }>('SELECT followers FROM profile_uploads WHERE uid = $1 FOR UPDATE', [uid]);
    const source: ProfileSource = { ...upload, previousFollowers: previous?.followers, posts: postsOf(uid, now) };
    await tx.query(
      `INSERT INTO profile_uploads (uid, followers, following, uploaded_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (uid) DO UPDATE SET followers = EXCLUDED.followers, following = EXCLUDED.following, uploaded_at = EXCLUDED.uploaded_at`,
      [uid, JSON.stringify(upload.followers), JSON.stringify(upload.following), now],
    );
    const sources: ProfileSourceKind[] = DEMO_PROFILES[uid] ? ['demo', 'export'] : ['export'];
    await saveProfileDocument(tx, uid, { _insights: { status: 'completed' }, _sources: sources, _calculatedData: calculateProfileData(source) }, now);
    return (await profileDocumentOf(tx, uid))!;
  });
}

function postsOf(uid: string, now: Date): ProfileSource['posts'] {
  const profile = DEMO_PROFILES[uid];
  return profile ? demoSource(profile, demoDay(profile, now).day).posts : [];
}
