/** Storage of the social-profile document (spec 3), one per user. */
import type { ProfileDocument, StoredProfileDocument } from '../../content/profile-data.ts';
import type { Queryable } from '../db/adapter.ts';

interface DocumentRow {
  document: StoredProfileDocument;
  updated_at: Date;
  [key: string]: unknown;
}

export async function profileDocumentOf(q: Queryable, uid: string): Promise<ProfileDocument | undefined> {
  const [row] = await q.query<DocumentRow>('SELECT document, updated_at FROM profile_documents WHERE uid = $1', [uid]);
  if (!row) return undefined;
  return { ...row.document, _updatedAt: { _seconds: Math.floor(new Date(row.updated_at).getTime() / 1000) } };
}

/** Stores (or replaces) a user's document; `ifAbsent` keeps an existing one (seeding). */
export async function saveProfileDocument(q: Queryable, uid: string, document: StoredProfileDocument, updatedAt: Date, { ifAbsent = false } = {}) {
  await q.query(
    `INSERT INTO profile_documents (uid, document, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (uid) DO ${ifAbsent ? 'NOTHING' : 'UPDATE SET document = EXCLUDED.document, updated_at = EXCLUDED.updated_at'}`,
    [uid, JSON.stringify(document), updatedAt],
  );
}
