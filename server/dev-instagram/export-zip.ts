/**
 * A test account's "Download your information" export in JSON, as a ZIP with the documented paths
 * at its root (../../../shared/INSTAGRAM-API.md): followers_1.json (another file per 10,000
 * followers), following.json and posts_1.json. The media files the posts point at are left out.
 */
import { strToU8, zipSync, type Zippable } from 'fflate';
import { EXPORT_FOLDER } from '../../content/export-upload.ts';
import { mix } from '../profile-sources/demo-random.ts';
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

const FOLLOWERS_PER_FILE = 10_000;
const POSTS_FILE = 'your_instagram_activity/content/posts_1.json';

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
// Pretty-printed, as Instagram writes them.
const json = (value: unknown) => strToU8(JSON.stringify(value, null, 2));

/** followers_1.json, followers_2.json …: 10,000 entries a file; the username in `value`, `title` empty. */
export function followersFiles(followers: StandInFollow[]): Record<string, unknown[]> {
  const files: Record<string, unknown[]> = {};
  for (let start = 0; start < Math.max(1, followers.length); start += FOLLOWERS_PER_FILE) {
    files[`${EXPORT_FOLDER}/followers_${start / FOLLOWERS_PER_FILE + 1}.json`] = followers
      .slice(start, start + FOLLOWERS_PER_FILE)
      .map(({ username, at }) => ({
        title: '',
        media_list_data: [],
        string_list_data: [
          { href: `https://www.instagram.com/${username}`, value: username, timestamp: unixSeconds(at) },
        ],
      }));
  }
  return files;
}

/** following.json: wrapped, the username in `title` and an `_u/` address, as newer exports write it. */
const followingFile = (following: StandInFollow[]) => ({
  relationships_following: following.map(({ username, at }) => ({
    title: username,
    string_list_data: [{ href: `https://www.instagram.com/_u/${username}`, timestamp: unixSeconds(at) }],
  })),
});

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

export function exportZip(key: StandInAccountKey, snapshot: Snapshot): { fileName: string; bytes: Uint8Array } {
  const { username } = standInAccount(key);
  const madeAt = SNAPSHOT_DATES[snapshot];
  const files: Zippable = {};
  for (const [path, entries] of Object.entries(followersFiles(standInFollowers(key, snapshot))))
    files[path] = json(entries);
  files[`${EXPORT_FOLDER}/following.json`] = json(followingFile(standInFollowing(key)));
  files[POSTS_FILE] = json(postsFile(key));
  // Named like Instagram's download: the account, the day and a few letters.
  const suffix = mix(...Buffer.from(username), snapshot)
    .toString(36)
    .slice(0, 7);
  return {
    fileName: `instagram-${username}-${madeAt.toISOString().slice(0, 10)}-${suffix}.zip`,
    bytes: zipSync(files, { mtime: madeAt }),
  };
}
