/**
 * The part of keeping a profile's document that grows with the account: reading an
 * upload into its lists and packing them for storage, unpacking the stored lists, and computing the
 * document from every source. Pure but for the clock it is given; profile-worker.ts runs it in a
 * worker thread unless it is small.
 */
import type { StoredProfileDocument } from '../../content/profile-data.ts';
import type { ExportFilesRead } from '../../contracts/profile.ts';
import { calculateProfileData } from '../profile-engine/document.ts';
import { pastFollowerCounts } from '../profile-engine/past-insights.ts';
import { readExportUpload, type UploadedFile } from '../profile-engine/read-export-upload.ts';
import { audienceMembersOf, type AudienceMembers } from './audience-members.ts';
import type { DemoData } from './demo-accounts.ts';
import { packExportLists, unpackExportLists, unpackPreviousFollowers } from './export-lists.ts';
import type { InstagramSnapshot } from './instagram-snapshot.ts';
import { mergeSources } from './merged-source.ts';

/** What a user's document is computed from, as stored. */
export interface StoredParts {
  uid: string;
  /** The packed lists of the latest export snapshots, latest first (at most two). */
  exports: Uint8Array[];
  instagram?: InstagramSnapshot;
  now: Date;
  /** In development, a demo account's data of the day `now` falls in (demo-accounts.ts). */
  demo?: DemoData;
  /** The subscriber's IANA time zone (time-zone.ts); UTC without one. */
  timeZone?: string;
  /** Followers now against a week before, from the account's figures over time. */
  followersSinceLastWeek?: number;
}

/** What an analysis is counted with besides its sources. */
export type AnalysisSettings = Pick<StoredParts, 'timeZone' | 'followersSinceLastWeek'>;

export interface ProfileJob {
  parts: StoredParts;
  /** An upload to read first: it becomes the latest export, the latest stored one the one before it. */
  upload?: UploadedFile[];
  /** Only the latest export's rows (a snapshot stored before they were kept), no document. */
  membersOnly?: true;
}

export interface ProfileJobResult {
  /** Undefined when the user has no source of their own (a demo account's is computed on read). */
  document?: StoredProfileDocument;
  /** The upload's lists, packed for storage. */
  packedUpload?: Uint8Array;
  /** With an upload or `membersOnly`: the latest export's accounts as rows, new and lost against the one before it. */
  members?: AudienceMembers;
  /** The upload's files read, the optional lists it did not hold, and the follower counts its past insights date. */
  uploadFiles?: ExportFilesRead;
}

export function runProfileJob({ parts, upload, membersOnly }: ProfileJob): ProfileJobResult {
  const uploaded = upload && readExportUpload(upload);
  // The latest export whole; of the one before it only the followers.
  const [latestPacked, previousPacked] = uploaded ? [undefined, parts.exports[0]] : parts.exports;
  const latest = uploaded ?? (latestPacked && unpackExportLists(latestPacked));
  const previous = previousPacked && unpackPreviousFollowers(previousPacked);
  const members = (uploaded || membersOnly) && latest ? audienceMembersOf(latest, previous) : undefined;
  if (membersOnly) return { members };
  const merged = mergeSources({
    demo: parts.demo,
    exports: latest && { latest, previous },
    instagram: parts.instagram,
  });
  const ownSource = merged && merged.kinds.some((kind) => kind !== 'demo');
  return {
    document: ownSource
      ? {
          _insights: { status: 'completed' },
          _sources: merged.kinds,
          _calculatedData: calculateProfileData(
            { ...merged.source, followersSinceLastWeek: parts.followersSinceLastWeek },
            parts.timeZone,
          ),
        }
      : undefined,
    packedUpload: uploaded && packExportLists(uploaded),
    members,
    uploadFiles: uploaded && {
      ...uploaded.files,
      pastFollowers: uploaded.pastAudience ? pastFollowerCounts(uploaded.pastAudience, parts.now) : [],
    },
  };
}
