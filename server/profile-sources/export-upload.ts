/**
 * A user's own Instagram export as a source of their document (docs/analytics.md). Each
 * upload is kept with its date; the document is computed from it, the upload before it (new and
 * lost followers) and whatever else the user has. Reading the upload and computing the document
 * run in a worker thread before anything is stored (document-ahead.ts), and only so many imports
 * run at once on a server: beyond that the caller is asked to come back shortly.
 */
import type { ProfileDocument } from '../../contracts/profile.ts';
import type { AppDeps } from '../deps.ts';
import { profileDocumentOf } from '../functions/profile-documents.ts';
import type { UploadedFile } from '../profile-engine/read-export-upload.ts';
import { writeMemberBlocks } from './member-blocks.ts';
import { storeDocumentAhead, uploadAhead } from './document-ahead.ts';
import { saveExportSnapshot, writeExportLists } from './export-snapshots.ts';
import { recordExportFigures, recordPastFollowers } from './profile-history.ts';

/** More imports at once than the server takes. */
export class ImportsBusy extends Error {
  override readonly name = 'ImportsBusy';
}

/** Runs imports, at most `atOnce` at a time on this server; beyond that, ImportsBusy. */
export function importLimit(atOnce: number) {
  let running = 0;
  return async function importing<T>(run: () => Promise<T>): Promise<T> {
    if (running >= atOnce) throw new ImportsBusy('Other exports are being read right now');
    running += 1;
    try {
      return await run();
    } finally {
      running -= 1;
    }
  };
}

/** Stores the upload, computes the document at once and answers the new document, with the files read and missed. */
export async function analyseUploadedExport(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  uid: string,
  files: UploadedFile[],
): Promise<ProfileDocument> {
  const now = clock.now();
  const ahead = await uploadAhead(db, uid, now, files);
  await writeExportLists(db, ahead.listsId, ahead.packed, now);
  await writeMemberBlocks(db, ahead.listsId, ahead.members);
  return db.transaction(async (tx) => {
    await saveExportSnapshot(tx, uid, ahead.listsId, now, ahead.members.counts);
    await recordExportFigures(tx, uid, now, ahead.members.counts);
    await recordPastFollowers(tx, uid, ahead.files.pastFollowers, now);
    await storeDocumentAhead(tx, uid, ahead, now);
    return { ...(await profileDocumentOf(tx, uid))!, _exportFiles: ahead.files };
  });
}
