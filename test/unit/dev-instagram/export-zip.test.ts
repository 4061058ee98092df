/** The Instagram stand-in's export ZIPs (server/dev/instagram/export-zip.ts), read by the server's own parser in both layouts. */
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { SNAPSHOT_DATES, STAND_IN_ACCOUNT_KEYS, standInFollowers } from '../../../server/dev/instagram/accounts';
import { exportZip } from '../../../server/dev/instagram/export-zip';
import { pastFollowerCounts } from '../../../server/profile-engine/past-insights';
import { readExportUpload } from '../../../server/profile-engine/read-export-upload';

const FOLDER = 'connections/followers_and_following';
const read = (key: (typeof STAND_IN_ACCOUNT_KEYS)[number], snapshot: 1 | 2) => {
  const { fileName, bytes } = exportZip(key, snapshot);
  return readExportUpload([{ name: fileName, bytes }]);
};
const listNames = (key: 'small' | 'mid') =>
  Object.keys(unzipSync(exportZip(key, 1).bytes))
    .filter((path) => path.startsWith(`${FOLDER}/`))
    .map((path) => path.slice(FOLDER.length + 1))
    .sort();

describe.each(STAND_IN_ACCOUNT_KEYS)("stand-in account %s's export", (key) => {
  it('parses whole: every list there, the followers dated as the account lists them', () => {
    for (const snapshot of [1, 2] as const) {
      const lists = read(key, snapshot);
      expect(lists.files.missing).toEqual([]);
      expect(lists.followers).toEqual(
        standInFollowers(key, snapshot).map(({ username, at }) => ({
          username,
          followedAt: Math.floor(at.getTime() / 1000),
        })),
      );
      expect(lists.closeFriends.length).toBeGreaterThan(0);
      expect(lists.pendingRequests.length).toBeGreaterThan(0);
    }
  });
});

describe.each(['small', 'mid'] as const)('stand-in account %s, snapshot 2', (key) => {
  const [previous, latest] = [read(key, 1), read(key, 2)];
  const stillFollowing = new Set(latest.followers.map((account) => account.username));
  const lost = previous.followers.map((account) => account.username).filter((name) => !stillFollowing.has(name));
  const reasons = [...latest.blocked, ...latest.restricted, ...latest.unfollowed];

  it('gives some lost followers a reason, and none to those who still follow', () => {
    const explained = lost.filter((name) => reasons.includes(name));
    expect(explained.length).toBeGreaterThan(0);
    expect(explained.length).toBeLessThan(lost.length);
    expect(latest.blocked.some((name) => lost.includes(name))).toBe(true);
    expect(reasons.filter((name) => stillFollowing.has(name))).toEqual([]);
  });

  it('gives no reason an account it still follows: blocked, restricted and unfollowed are not in following', () => {
    const followed = new Set(latest.following.map((account) => account.username));
    expect(reasons.filter((name) => followed.has(name))).toEqual([]);
  });

  it('blocks and restricts the lost followers only in the newer export', () => {
    expect(previous.blocked.filter((name) => lost.includes(name))).toEqual([]);
    expect(previous.restricted).toEqual([]);
  });
});

describe('the two layouts', () => {
  it("small's export is older: _accounts names, usernames in value, followers wrapped", () => {
    expect(listNames('small')).toEqual([
      'blocked_accounts.json',
      'close_friends.json',
      'followers_1.json',
      'following.json',
      'pending_follow_requests.json',
      'recently_unfollowed_accounts.json',
      'restricted_accounts.json',
    ]);
    const files = unzipSync(exportZip('small', 2).bytes);
    const followers = JSON.parse(strFromU8(files[`${FOLDER}/followers_1.json`]));
    const blocked = JSON.parse(strFromU8(files[`${FOLDER}/blocked_accounts.json`])).relationships_blocked_users;
    expect(followers.relationships_followers[0].string_list_data[0].value).toEqual(expect.any(String));
    expect(blocked[0]).toEqual({
      title: '',
      media_list_data: [],
      string_list_data: [
        {
          href: `https://www.instagram.com/${blocked[0].string_list_data[0].value}`,
          value: expect.any(String),
          timestamp: expect.any(Number),
        },
      ],
    });
  });

  it("mid's export is newer: _profiles names, usernames in title with _u/ addresses, followers bare", () => {
    expect(listNames('mid')).toEqual([
      'blocked_profiles.json',
      'close_friends.json',
      'followers_1.json',
      'following.json',
      'pending_follow_requests.json',
      'recently_unfollowed_profiles.json',
      'restricted_profiles.json',
    ]);
    const files = unzipSync(exportZip('mid', 2).bytes);
    const blocked = JSON.parse(strFromU8(files[`${FOLDER}/blocked_profiles.json`])).relationships_blocked_users;
    expect(Array.isArray(JSON.parse(strFromU8(files[`${FOLDER}/followers_1.json`])))).toBe(true);
    expect(blocked[0]).toEqual({
      title: expect.any(String),
      string_list_data: [{ href: `https://www.instagram.com/_u/${blocked[0].title}`, timestamp: expect.any(Number) }],
    });
  });
});

describe('the stand-in accounts’ past insights', () => {
  const DAY_MS = 86_400_000;

  it.each(['small', 'mid'] as const)(
    'professional account %s: its audience summary of the 90 days before the export, the change its followers’ dates give',
    (key) => {
      for (const snapshot of [1, 2] as const) {
        const made = SNAPSHOT_DATES[snapshot];
        const followers = standInFollowers(key, snapshot);
        // The range ends the day before the export was made and spans 90 days.
        const end = Date.UTC(made.getUTCFullYear(), made.getUTCMonth(), made.getUTCDate()) - DAY_MS;
        const follows = followers.filter(
          ({ at }) => at.getTime() >= end - 89 * DAY_MS && at.getTime() < end + DAY_MS,
        ).length;
        const summary = read(key, snapshot).pastAudience!;
        expect(summary.followers).toBe(followers.length);
        expect(summary.netChange).toBe(follows - Math.round(follows / 4));
        expect(pastFollowerCounts(summary, made).map((count) => count.date)).toEqual([
          new Date(end - 90 * DAY_MS).toISOString().slice(0, 10),
          new Date(end).toISOString().slice(0, 10),
        ]);
      }
    },
  );

  it('a personal account has none', () => {
    expect(read('personal', 1).pastAudience).toBeUndefined();
    expect(read('personal', 1).files.found.some((name) => name.includes('insights'))).toBe(false);
  });
});
