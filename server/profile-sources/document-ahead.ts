/**
 * An upload's, a sync's or a time zone change's document, computed before its transaction: reading a large
 * upload and computing its document take seconds, and on PGlite a transaction holds the database
 * for every request. The document is computed from the stored parts with the change in place, and
 * stored in the change's transaction if the parts are still those once the change is stored; if
 * another change came in between (a sync finishing during an upload), it is rebuilt there instead.
 */
import { randomUUID } from 'node:crypto';
import type { ExportFilesRead } from '../../contracts/profile.ts';
import type { StoredProfileDocument } from '../../content/profile-data.ts';
import type { Queryable } from '../db/adapter.ts';
import type { UploadedFile } from '../profile-engine/read-export-upload.ts';
import type { AudienceMembers } from './audience-members.ts';
import type { InstagramSnapshot } from './instagram-snapshot.ts';
import { profileJob } from './profile-worker.ts';
import {
  documentTime,
  lockProfile,
  partsStamp,
  rebuildProfileDocument,
  storedPartsOf,
  storedPartsStamp,
  storeDocument,
} from './rebuild.ts';

export interface DocumentAhead {
  document?: StoredProfileDocument;
  updatedAt: Date;
  /** The stored parts' stamp once the change is stored, if nothing else changed. */
  stamp: string;
}

/** An upload read, its lists packed under a new id, and the document with it as the latest export. */
export async function uploadAhead(
  db: Queryable,
  uid: string,
  now: Date,
  files: UploadedFile[],
): Promise<DocumentAhead & { listsId: string; packed: Uint8Array; members: AudienceMembers; files: ExportFilesRead }> {
  // The latest stored export becomes the one before the upload; the one before it is not needed.
  const { parts, exportIds } = await storedPartsOf(db, uid, now, 1);
  const { document, packedUpload, members, uploadFiles } = await profileJob({ parts, upload: files });
  const listsId = randomUUID();
  return {
    document,
    updatedAt: documentTime(parts),
    stamp: partsStamp([listsId, ...exportIds], parts.instagram),
    listsId,
    packed: packedUpload!,
    members: members!,
    files: uploadFiles!,
  };
}

/** The document with a sync's new Instagram snapshot. */
export async function syncAhead(
  db: Queryable,
  uid: string,
  now: Date,
  instagram: InstagramSnapshot,
): Promise<DocumentAhead> {
  const { parts, exportIds } = await storedPartsOf(db, uid, now);
  const synced = { ...parts, instagram };
  const { document } = await profileJob({ parts: synced });
  return { document, updatedAt: documentTime(synced), stamp: partsStamp(exportIds, instagram) };
}

/** The document counted in the subscriber's new time zone. */
export async function timeZoneAhead(db: Queryable, uid: string, now: Date, timeZone: string): Promise<DocumentAhead> {
  const { parts, exportIds } = await storedPartsOf(db, uid, now);
  const counted = { ...parts, timeZone };
  const { document } = await profileJob({ parts: counted });
  return { document, updatedAt: documentTime(counted), stamp: partsStamp(exportIds, parts.instagram) };
}

/** In the change's transaction, once the change is stored. */
export async function storeDocumentAhead(q: Queryable, uid: string, ahead: DocumentAhead, now: Date) {
  await lockProfile(q, uid);
  if ((await storedPartsStamp(q, uid)) === ahead.stamp) await storeDocument(q, uid, ahead.document, ahead.updatedAt);
  else await rebuildProfileDocument(q, uid, now);
}
