/**
 * The social-profile document's copy and rules (spec 3 "Social profile data"), shared by the
 * server (storage, PDF report) and the SPA (analytics screens). The document itself, as
 * `ig-getProfileData` answers it, is contracts/profile.ts.
 */
import type { AudienceCategoryKey, ProfileDocument, ProfileSourceKind } from '../contracts/profile.ts';
import { MAX_RECOMMENDATION_LABELS } from './constants.ts';

/** What is stored per user; `_updatedAt` comes from the row's update time. */
export type StoredProfileDocument = Omit<ProfileDocument, '_updatedAt'>;

export const AUDIENCE_LABELS: Record<AudienceCategoryKey, string> = {
  lostFollowers: 'Lost followers',
  newFollowers: 'New followers',
  secretFans: 'Secret fans',
  inactiveFollowers: 'Inactive followers',
  friends: 'Your friends',
  fans: 'Your fans',
};

const ORDINALS = ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th', '10th'];

/**
 * Posts (and so engagement, likes, comments and top posts) come from the Instagram API or the demo
 * data; an export has none. A document stored before sources were recorded was demo data.
 */
export const hasPostSource = (sources: readonly ProfileSourceKind[] | undefined) =>
  !sources || sources.some((source) => source === 'instagram' || source === 'demo');

/** Under Audience: likers are unknowable (neither Meta's API nor the export names them), commenters are known. */
export const COMMENTER_CATEGORIES_NOTE =
  'Secret fans commented on the analysed posts without following you; inactive followers follow you but commented on none of them (who liked a post cannot be known).';

/** Under the summary of a demo account's analysis. */
export const DEMO_DATA_NOTE =
  'This is demo data: a sample profile that shows what the analysis of your own account looks like.';

/** Spec 2.7: '1st recommendation' up to '10th recommendation'; later ones reuse the 10th label. */
export function recommendationLabel(index: number): string {
  return `${ORDINALS[Math.min(Math.max(index, 0), MAX_RECOMMENDATION_LABELS - 1)]} recommendation`;
}
