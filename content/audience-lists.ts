/** Copy of an audience category's list (Analytics' category cards opened), and its address and file names. */
import type { LostReason } from '../contracts/audience-lists';
import { AUDIENCE_CATEGORY_KEYS, type AudienceCategoryKey } from '../contracts/profile';
import type { CallFailure } from '../domain/call-failure';

/** The pause in the typing after which a search is asked for: one call per word, not per letter. */
export const SEARCH_DELAY_MS = 300;

export const AUDIENCE_LIST_COPY = {
  searchLabel: 'Search by username',
  searchHint: 'Shows the accounts whose username contains what you type.',
  searching: 'Searching',
  loading: 'Loading the list',
  listName: 'Accounts',
  showMore: 'Show more',
  downloadCsv: 'Download CSV',
  csvSaved: 'Your CSV file is downloaded.',
  tryAgain: 'Try again',
  empty: 'Nobody is in this list yet.',
  listFailed: 'The list could not be loaded. Check your connection and try again.',
  csvFailed: 'The CSV file could not be downloaded. Try again.',
  locked: 'This list is locked. Its card on Analytics says what would unlock it.',
  backToAnalytics: 'Back to Analytics',
  followedOn: 'Followed you on',
} as const;

/** Why a lost follower is gone (null: they left of their own accord). */
export const LOST_REASON_TEXT: Record<LostReason, string> = {
  blocked: 'You blocked them',
  restricted: 'You restricted them',
  'you-unfollowed': 'You unfollowed them first',
};
export const LEFT_TEXT = 'They left';

/** '1 account', '12,345 accounts' in the whole category. */
export const totalText = (total: string, count: number) => `${total} ${count === 1 ? 'account' : 'accounts'}`;

/** A search that finds nobody. */
export const noMatchText = (search: string) => `No username contains "${search}".`;

/** The server's words for too many requests (429); anything else is the screen's own sentence. */
export const failureTextOr = (fallback: string, failure: CallFailure): string =>
  (failure.status === 429 && failure.serverText) || fallback;

/** A category as it reads in addresses and file names: lostFollowers → 'lost-followers'. */
export const audienceSlug = (category: AudienceCategoryKey) =>
  category.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The category an address names, or null. */
export const audienceCategoryOf = (slug: string): AudienceCategoryKey | null =>
  AUDIENCE_CATEGORY_KEYS.find((category) => audienceSlug(category) === slug) ?? null;

/** The CSV file's name: 'lost-followers.csv', 'fans-matching-ann.csv' for a search. */
export const csvFileName = (category: AudienceCategoryKey, search?: string) =>
  `${audienceSlug(category)}${search ? `-matching-${search}` : ''}.csv`;
