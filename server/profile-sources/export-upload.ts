/**
 * A user's own Instagram export as a source of their document (README "Profile analytics"). Each
 * upload is kept with its date; the document is rebuilt from it, the upload before it (new and
 * lost followers) and whatever else the user has (rebuild.ts).
 */
import type { ProfileDocument } from '../../contracts/profile.ts';
import type { AppDeps } from '../deps.ts';
import { profileDocumentOf } from '../functions/profile-documents.ts';
import { saveExportSnapshot, type ExportLists } from './export-snapshots.ts';
import { lockProfile, rebuildProfileDocument } from './rebuild.ts';

export type UploadedExport = ExportLists;

/** Stores the upload, recomputes the document at once and answers the new document. */
export async function analyseUploadedExport(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  uid: string,
  upload: UploadedExport,
): Promise<ProfileDocument> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    await lockProfile(tx, uid);
    await saveExportSnapshot(tx, uid, upload, now);
    await rebuildProfileDocument(tx, uid, now);
    return (await profileDocumentOf(tx, uid))!;
  });
}
