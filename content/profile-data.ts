/**
 * The social-profile document (spec 3 "Social profile data") as `ig-getProfileData` answers it,
 * shared by the server (storage, PDF report) and the SPA (analytics screens).
 */
import { MAX_RECOMMENDATION_LABELS } from './constants.ts';
import type { CategoryUnlock } from './instagram-connection.ts';

export type InsightStatus = 'idle' | 'pending' | 'processing' | 'completed';

/** An account that appears in an audience or activity category. */
export interface ProfileUser {
  username: string;
  fullName?: string;
  profilePicUrl?: string;
}

/**
 * totalValue is null while it is still being computed (the tile shows a clock), or when the
 * connected sources cannot give it: `unlock` then names what would (the tile says so instead).
 */
export interface ProfileCategory {
  totalValue: number | null;
  items: ProfileUser[];
  unlock?: CategoryUnlock;
}

export type AudienceCategoryKey =
  'lostFollowers' | 'newFollowers' | 'secretFans' | 'inactiveFollowers' | 'friends' | 'fans';
export type OtherCategoryKey = 'likes' | 'comments';

export interface TopPost {
  postPicUrl: string;
  /** ISO 8601 date of the post. */
  date: string;
  /** Likes or comments, depending on the list. */
  count: number;
  user: string;
}

/** Cell 1 (red) to 5 (green) of the engagement bar. */
export type EngagementCell = 1 | 2 | 3 | 4 | 5;

export interface CalculatedProfileData {
  audience: Record<AudienceCategoryKey, ProfileCategory>;
  other: Record<OtherCategoryKey, ProfileCategory>;
  topPosts: { mostLikedPosts: TopPost[]; mostCommentedPosts: TopPost[] };
  userEngagement: {
    engagementRate: { status: string; cell: EngagementCell };
    averageLikesPerPost: number;
    averageCommentsPerPost: number;
  };
  overviewStatistics: { totalPostsAnalyzed: number };
  recommendations?: string[];
}

/** Where an analysis comes from: the demo profiles, an uploaded Instagram export, the Instagram API. */
export type ProfileSourceKind = 'demo' | 'export' | 'instagram';
export const PROFILE_SOURCE_KINDS: readonly ProfileSourceKind[] = ['demo', 'export', 'instagram'];

export interface ProfileDocument {
  _insights: { status: InsightStatus };
  /** What the analysis was built from; absent on documents stored before sources were recorded. */
  _sources?: ProfileSourceKind[];
  /** Last update of the data, in seconds since the epoch (Firestore timestamp shape). */
  _updatedAt: { _seconds: number };
  /** Absent until the first analysis completes. */
  _calculatedData?: CalculatedProfileData;
}

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
