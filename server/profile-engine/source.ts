/** The engine's input: what any source (demo data, an Instagram export) must provide. */
import type { CalculatedProfileData, PostFormat, ProfileUser } from '../../contracts/profile.ts';
import type { OwnDoings } from './lost-reasons.ts';

export interface AnalysedPost {
  picUrl: string;
  /** Unknown on posts stored before it was kept. */
  format?: PostFormat;
  /** ISO 8601 time the post was published. */
  takenAt: string;
  /** Username of the account that published the post. */
  owner: string;
  /** null when the owner hid the post's like count (Meta's API then omits `like_count`): unknown, not 0. */
  likes: number | null;
  comments: number;
  /**
   * Usernames of accounts known to have liked the post. Neither Meta's API nor the export names likers,
   * so real sources leave this empty; the demo source samples some for the Likes card.
   */
  likers: string[];
  /** Usernames of accounts known to have commented (may be a sample of the count above): secret fans and inactive followers come from these. */
  commenters: string[];
  /** Meta's insights of the post (the demo's too); absent from sources without them (export, syncs before they were read). */
  insights?: PostInsights;
}

/** A post's lifetime insights; null where Meta gave none or refused the metric (not available, never 0). */
export interface PostInsights {
  views: number | null;
  reach: number | null;
  saved: number | null;
  shares: number | null;
  totalInteractions: number | null;
  reposts: number | null;
}

/** A post Meta gives no insights for: every metric not available. */
export const NO_POST_INSIGHTS: PostInsights = {
  views: null,
  reach: null,
  saved: null,
  shares: null,
  totalInteractions: null,
  reposts: null,
};

/**
 * What the sources together know. A list no source gives is undefined (unknown), never empty: the
 * Instagram API lists no followers, an export has no like or comment counts.
 */
export interface ProfileSource {
  /** The account's follower count: the API's `followers_count`, else the length of the follower list. */
  followerCount: number;
  followingCount: number;
  /** The latest follower snapshot (from an export). */
  followers?: ProfileUser[];
  /** The usernames of the snapshot before it; absent until a second export. */
  previousFollowers?: readonly string[];
  following?: ProfileUser[];
  /** The latest posts, the ones the analysis is based on (from the API or the demo data). */
  posts?: AnalysedPost[];
  /** Followers online in each hour of the day (Meta's `online_followers`, 100+ followers). */
  onlineFollowers?: CalculatedProfileData['onlineFollowers'];
  /** The latest export's lists of the subscriber's own doings, which explain some lost followers. */
  ownDoings?: OwnDoings;
  /** Followers now against a week before, from the account's figures over time (ig-profileHistory's `sinceLastWeek`). */
  followersSinceLastWeek?: number;
}

/** A source whose counts are the lengths of its lists (an export, the demo data). */
export function sourceFromLists(lists: Omit<ProfileSource, 'followerCount' | 'followingCount'>): ProfileSource {
  return { ...lists, followerCount: lists.followers?.length ?? 0, followingCount: lists.following?.length ?? 0 };
}

/** Instagram usernames are case-insensitive: compare them in one form. */
export const usernameKey = (username: string) => username.trim().toLowerCase();
