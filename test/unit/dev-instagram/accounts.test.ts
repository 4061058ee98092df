/** The Instagram stand-in's test accounts (server/dev/instagram/accounts.ts): data that holds together. */
import { describe, expect, it } from 'vitest';
import {
  findStandInPost,
  SNAPSHOT_DATES,
  specialPostIds,
  STAND_IN_ACCOUNT_KEYS,
  standInAccount,
  standInComments,
  standInFollowers,
  standInFollowing,
  standInMedia,
} from '../../../server/dev/instagram/accounts';

const USERNAME = /^[a-z0-9._]{1,30}$/;
const names = (follows: Array<{ username: string }>) => follows.map((follow) => follow.username);

describe.each(STAND_IN_ACCOUNT_KEYS)('stand-in account %s', (key) => {
  const account = standInAccount(key);
  const followers = standInFollowers(key);
  const following = standInFollowing(key);
  const media = standInMedia(key);

  it("counts what its export lists and its posts hold; every name is a valid, distinct username that isn't its own", () => {
    expect([account.followersCount, account.followsCount, account.mediaCount]).toEqual([
      followers.length,
      following.length,
      media.length,
    ]);
    for (const list of [names(followers), names(following), names(standInFollowers(key, 2))]) {
      expect(new Set(list).size).toBe(list.length);
      expect(list.every((name) => USERNAME.test(name))).toBe(true);
      expect(list).not.toContain(account.username);
    }
    expect(account.username).toMatch(USERNAME);
  });

  it('lists the newest first, all before the export; snapshot 2 lost a few followers and gained a few since', () => {
    for (const list of [followers, following]) {
      expect(
        list.every(
          (follow, index) => follow.at < SNAPSHOT_DATES[1] && (index === 0 || follow.at <= list[index - 1].at),
        ),
      ).toBe(true);
    }
    const later = standInFollowers(key, 2);
    const before = new Set(names(followers));
    const gained = later.filter((follow) => !before.has(follow.username));
    const kept = new Set(names(later));
    expect(gained.length).toBeGreaterThan(0);
    expect(gained.every((follow) => follow.at > SNAPSHOT_DATES[1] && follow.at < SNAPSHOT_DATES[2])).toBe(true);
    expect(names(followers).filter((name) => !kept.has(name)).length).toBeGreaterThan(0);
  });

  it('serves exactly comments_count comments per post, newest first, after the post', () => {
    for (const post of media) {
      const comments = standInComments(key, post.id);
      expect(comments).toHaveLength(post.commentsCount);
      expect(
        comments.every(
          (comment, index) =>
            comment.takenAt > post.takenAt && (index === 0 || comment.takenAt <= comments[index - 1].takenAt),
        ),
      ).toBe(true);
      expect(comments.every((comment) => USERNAME.test(comment.username))).toBe(true);
    }
  });

  it('has posts newest first with distinct ids, each found again by id (carousel children too)', () => {
    expect(media.every((post, index) => index === 0 || post.takenAt < media[index - 1].takenAt)).toBe(true);
    const ids = media.flatMap((post) => [post.id, ...post.children.map((child) => child.id)]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(findStandInPost(id)?.key).toBe(key);
  });
});

describe('stand-in accounts together', () => {
  it('are a Business account under 100 followers, a Media_Creator with 4,800-odd and a personal one', () => {
    expect(
      STAND_IN_ACCOUNT_KEYS.map((key) => [standInAccount(key).accountType, standInAccount(key).followersCount]),
    ).toEqual([
      ['BUSINESS', 64],
      ['MEDIA_CREATOR', 4_812],
      ['PERSONAL', 182],
    ]);
  });

  it('give mid every special post within the latest 50, and commenters both among its followers and not', () => {
    const media = standInMedia('mid');
    const special = specialPostIds('mid');
    const at = (id: string | undefined) => media.findIndex((post) => post.id === id);
    expect(Object.values(special).every((id) => at(id) >= 0 && at(id) < 50)).toBe(true);
    expect(media[at(special.carousel)]).toMatchObject({
      mediaType: 'CAROUSEL_ALBUM',
      children: [{ mediaType: 'IMAGE' }, { mediaType: 'IMAGE' }, { mediaType: 'VIDEO' }],
    });
    expect(media[at(special.video)].mediaType).toBe('VIDEO');
    expect(media[at(special.hiddenLikes)].likeCount).toBeUndefined();
    expect(media[at(special.noMediaUrl)].hasMediaUrl).toBe(false);
    expect(media[at(special.manyComments)].commentsCount).toBeGreaterThan(100);

    const followers = new Set(names(standInFollowers('mid')));
    const commenters = media.flatMap((post) => standInComments('mid', post.id).map((comment) => comment.username));
    expect(commenters.some((name) => followers.has(name))).toBe(true);
    expect(commenters.some((name) => !followers.has(name))).toBe(true);
  });

  it('keep ids apart across accounts', () => {
    const ids = STAND_IN_ACCOUNT_KEYS.flatMap((key) => [
      standInAccount(key).userId,
      ...standInMedia(key).flatMap((post) => [post.id, ...standInComments(key, post.id).map((comment) => comment.id)]),
    ]);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
