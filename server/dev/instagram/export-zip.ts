/**
 * A test account's "Download your information" export in JSON, as a ZIP with the documented paths
 * at its root: followers_1.json (another file per 10,000 followers), following.json, the other lists
 * of that folder (relationships.ts), posts_1.json and, for a professional account, its past
 * insights' audience summary (past-insights.ts). The media files the posts point at are left
 * out. One account writes the older layout: the other lists under their `_accounts` names, every
 * username in `value`, the followers wrapped under `relationships_followers`.
 */
import { strToU8, zipSync, type Zippable } from 'fflate';
import {
  EXPORT_FOLDER,
  INSIGHTS_FOLDER,
  OPTIONAL_LIST_FILES,
  type OptionalList,
} from '../../../content/export-upload.ts';
import { mix } from '../demo/random.ts';
import { ACCOUNT_SPECS } from './account-specs.ts';
import {
  SNAPSHOT_DATES,
  standInAccount,
  standInFollowers,
  standInFollowing,
  standInMedia,
  type Snapshot,
  type StandInAccountKey,
  type StandInFollow,
} from './accounts.ts';
import { audienceInsightsFile } from './past-insights.ts';
import { standInRelationships } from './relationships.ts';

const FOLLOWERS_PER_FILE = 10_000;
const POSTS_FILE = 'your_instagram_activity/content/posts_1.json';
const AUDIENCE_INSIGHTS_FILE = `logged_information/${INSIGHTS_FOLDER}/audience_insights.json`;

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
// Pretty-printed, as Instagram writes them.
const json = (value: unknown) => strToU8(JSON.stringify(value, null, 2));

/** The username in `value`, `title` empty: followers files, and every list of older exports. */
const valueEntry = ({ username, at }: StandInFollow) => ({
  title: '',
  media_list_data: [],
  string_list_data: [{ href: `https://www.instagram.com/${username}`, value: username, timestamp: unixSeconds(at) }],
});

/** The username in `title` and an `_u/` address, as newer exports write following.json and the other lists. */
const titleEntry = ({ username, at }: StandInFollow) => ({
  title: username,
  string_list_data: [{ href: `https://www.instagram.com/_u/${username}`, timestamp: unixSeconds(at) }],
});

/** followers_1.json, followers_2.json …: 10,000 entries a file. */
export function followersFiles(followers: StandInFollow[]): Record<string, unknown[]> {
  const files: Record<string, unknown[]> = {};
  for (let start = 0; start < Math.max(1, followers.length); start += FOLLOWERS_PER_FILE) {
    files[`${EXPORT_FOLDER}/followers_${start / FOLLOWERS_PER_FILE + 1}.json`] = followers
      .slice(start, start + FOLLOWERS_PER_FILE)
      .map(valueEntry);
  }
  return files;
}

/** posts_1.json: one entry per post, one media item per picture (a carousel's children each), no counts. */
const postsFile = (key: StandInAccountKey) =>
  standInMedia(key).map((post) => {
    const month = post.takenAt.toISOString().slice(0, 7).replace('-', '');
    const items = post.children.length ? post.children : [post];
    return {
      media: items.map((item) => ({
        uri: `media/posts/${month}/${item.id}.${item.mediaType === 'VIDEO' ? 'mp4' : 'jpg'}`,
        creation_timestamp: unixSeconds(post.takenAt),
        title: post.caption,
      })),
    };
  });

/** The lists' files of the account's layout, by path. */
function listFiles(key: StandInAccountKey, snapshot: Snapshot): Zippable {
  const older = ACCOUNT_SPECS[key].exportLayout === 'older';
  const entry = older ? valueEntry : titleEntry;
  const files: Zippable = {};
  for (const [path, entries] of Object.entries(followersFiles(standInFollowers(key, snapshot))))
    files[path] = json(older ? { relationships_followers: entries } : entries);
  files[`${EXPORT_FOLDER}/following.json`] = json({ relationships_following: standInFollowing(key).map(entry) });
  for (const [list, follows] of Object.entries(standInRelationships(key, snapshot))) {
    const { names, key: wrapper } = OPTIONAL_LIST_FILES[list as OptionalList];
    files[`${EXPORT_FOLDER}/${older ? names[names.length - 1] : names[0]}`] = json({ [wrapper]: follows.map(entry) });
  }
  return files;
}

export function exportZip(key: StandInAccountKey, snapshot: Snapshot): { fileName: string; bytes: Uint8Array } {
  const { username } = standInAccount(key);
  const madeAt = SNAPSHOT_DATES[snapshot];
  const files: Zippable = { ...listFiles(key, snapshot), [POSTS_FILE]: json(postsFile(key)) };
  const insights = audienceInsightsFile(key, snapshot);
  if (insights) files[AUDIENCE_INSIGHTS_FILE] = json(insights);
  // Named like Instagram's download: the account, the day and a few letters.
  const suffix = mix(...Buffer.from(username), snapshot)
    .toString(36)
    .slice(0, 7);
  return {
    fileName: `instagram-${username}-${madeAt.toISOString().slice(0, 10)}-${suffix}.zip`,
    bytes: zipSync(files, { mtime: madeAt }),
  };
}
