// The demo source: realistic, deterministic data per demo account, one evolving audience
// whose consecutive days agree, and a new day every 24 hours.
import { describe, expect, it } from 'vitest';
import type { ProfileUser } from '../../../contracts/profile.ts';
import { calculateProfileData } from '../../../server/profile-engine/document.ts';
import { userEngagement } from '../../../server/profile-engine/engagement.ts';
import { whenToPost } from '../../../server/profile-engine/posting-times.ts';
import { sourceFromLists } from '../../../server/profile-engine/source.ts';
import { COMMENTER_SAMPLE_CAP, LIKER_SAMPLE_CAP } from '../../../server/dev/demo/posts.ts';
import { DEMO_EPOCH_MS, DEMO_PROFILES, demoDay, demoSource } from '../../../server/dev/demo/source.ts';
import { demoUsername } from '../../../server/dev/demo/usernames.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const DEMO_UIDS = [
  'demo-trial',
  'demo-premium',
  'demo-gift',
  'demo-threemonth',
  'demo-canceled',
  'demo-fresh',
  'demo-store',
  'demo-x',
  'demo-y',
];
const profiles = Object.values(DEMO_PROFILES);
const premium = DEMO_PROFILES['demo-premium'];
// A day in November 2026, one near the epoch and one before it.
const DAYS = [325, 1, -40];

const names = (users: ProfileUser[]) => users.map((user) => user.username);
const setOf = (users: ProfileUser[]) => new Set(names(users));
const cellOn = (uid: string, day: number) => {
  const { posts, followers } = demoSource(DEMO_PROFILES[uid], day);
  return userEngagement(posts, followers.length).engagementRate.cell;
};

describe('DEMO_PROFILES', () => {
  it('covers every demo account with a profile, each refreshing at its own hour', () => {
    expect(Object.keys(DEMO_PROFILES).sort()).toEqual([...DEMO_UIDS].sort());
    expect(new Set(profiles.map((profile) => profile.phaseMs)).size).toBe(profiles.length);
    expect(profiles.every((profile) => profile.phaseMs >= 0 && profile.phaseMs < DAY)).toBe(true);
    expect(new Set(profiles.map((profile) => profile.handle)).size).toBe(profiles.length);
  });
});

describe('demoDay', () => {
  it('starts a new day exactly every 24 hours; the update time is never in the future and less than 24 hours ago', () => {
    for (const now of [
      new Date('2026-11-22T12:00:00Z'),
      new Date(DEMO_EPOCH_MS),
      new Date('2025-06-30T23:59:59.999Z'),
    ]) {
      const { day, updatedAt } = demoDay(premium, now);
      expect(updatedAt.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(now.getTime()).toBeLessThan(updatedAt.getTime() + DAY);
      expect(demoDay(premium, updatedAt)).toEqual({ day, updatedAt });
      expect(demoDay(premium, new Date(updatedAt.getTime() + DAY - 1)).day).toBe(day);
      expect(demoDay(premium, new Date(updatedAt.getTime() + DAY))).toEqual({
        day: day + 1,
        updatedAt: new Date(updatedAt.getTime() + DAY),
      });
    }
  });

  it('counts days from the epoch plus the phase, negative before it', () => {
    const phaseEnd = new Date(DEMO_EPOCH_MS + premium.phaseMs);
    expect(demoDay(premium, phaseEnd).day).toBe(0);
    expect(demoDay(premium, new Date(phaseEnd.getTime() - 1)).day).toBe(-1);
  });

  it('moves the accounts to a new day at different hours', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(new Set(profiles.map((profile) => demoDay(profile, now).updatedAt.getTime())).size).toBe(profiles.length);
  });
});

describe('demoSource', () => {
  it('gives the same data for the same account and day, byte for byte', () => {
    for (const day of DAYS)
      expect(JSON.stringify(demoSource(premium, day))).toBe(JSON.stringify(demoSource(premium, day)));
  });

  it("gives yesterday's followers as the next day's previous snapshot; new and lost are the real differences", () => {
    for (const profile of profiles) {
      for (const day of DAYS) {
        const today = demoSource(profile, day);
        expect(demoSource(profile, day + 1).previousFollowers).toEqual(names(today.followers));

        const current = setOf(today.followers);
        const previous = new Set(today.previousFollowers);
        const gained = names(today.followers).filter((username) => !previous.has(username));
        const lost = today.previousFollowers.filter((username) => !current.has(username));
        const { audience } = calculateProfileData(sourceFromLists(today));
        expect(audience.newFollowers.totalValue).toBe(gained.length);
        expect(audience.lostFollowers.totalValue).toBe(lost.length);
        expect(gained.length).toBeGreaterThanOrEqual(profile.dailyNewFollowers.min);
        expect(gained.length).toBeLessThanOrEqual(profile.dailyNewFollowers.max);
        expect(lost.length).toBeGreaterThan(0);
      }
    }
  });

  it('has audiences in the thousands, following in the hundreds and dozens of posts', () => {
    for (const profile of profiles) {
      const source = demoSource(profile, DAYS[0]);
      expect(source.followers.length).toBeGreaterThanOrEqual(1_000);
      expect(source.followers.length).toBeLessThan(10_000);
      expect(Math.abs(source.followers.length - profile.followerCount)).toBeLessThan(profile.dailyNewFollowers.min);
      expect(source.following.length).toBeGreaterThanOrEqual(100);
      expect(source.following.length).toBeLessThan(1_000);
      expect(source.posts).toHaveLength(profile.postCount);
      expect(profile.postCount).toBeGreaterThanOrEqual(24);
      expect(profile.postCount).toBeLessThanOrEqual(48);
    }
  });

  it('fills every category with plausible sizes', () => {
    for (const profile of profiles) {
      const source = demoSource(profile, DAYS[0]);
      const followers = source.followers.length;
      const { audience, other } = calculateProfileData(sourceFromLists(source));
      const total = (key: keyof typeof audience) => audience[key].totalValue!;
      for (const category of [...Object.values(audience), ...Object.values(other)])
        expect(category.totalValue).not.toBeNull();
      expect(total('friends')).toBeGreaterThan(0);
      expect(total('friends')).toBeLessThanOrEqual(source.following.length);
      expect(total('fans')).toBeGreaterThan(followers / 2); // most followers are not followed back
      // Secret fans and inactive followers come from commenters only, as for real data: the commenters
      // who don't follow, and the followers who never commented. At most COMMENTER_SAMPLE_CAP commenters
      // per post, so most followers are inactive, yet dozens commented; a few to tens of secret fans.
      const commenters = new Set(source.posts.flatMap((post) => post.commenters));
      const followerNames = setOf(source.followers);
      expect(total('secretFans')).toBe([...commenters].filter((username) => !followerNames.has(username)).length);
      expect(total('secretFans')).toBeGreaterThanOrEqual(5);
      expect(total('secretFans')).toBeLessThan(100);
      expect(total('inactiveFollowers')).toBe(
        followers - [...commenters].filter((username) => followerNames.has(username)).length,
      );
      expect(total('inactiveFollowers')).toBeGreaterThan(followers / 2);
      expect(followers - total('inactiveFollowers')).toBeGreaterThanOrEqual(20);
      expect(other.likes.totalValue).toBe(source.posts.reduce((sum, post) => sum + post.likes!, 0));
    }
  });

  it('keeps every account in its noted cell on every day (premium Above average, trial Average); together they span cells 2–5', () => {
    const noted: Record<string, number> = {
      'demo-premium': 4,
      'demo-trial': 3,
      'demo-gift': 2,
      'demo-threemonth': 5,
      'demo-canceled': 2,
      'demo-fresh': 3,
      'demo-store': 4,
      'demo-x': 5,
      'demo-y': 3,
    };
    for (let day = DAYS[0] - 60; day <= DAYS[0]; day++) {
      for (const uid of DEMO_UIDS) expect([uid, cellOn(uid, day)]).toEqual([uid, noted[uid]]);
    }
    expect(new Set(Object.values(noted))).toEqual(new Set([2, 3, 4, 5]));
  });

  it("lists posts newest first, 1–4 days apart, published before the day's update, with the account's own picture ids", () => {
    for (const profile of profiles) {
      for (const day of DAYS) {
        const { posts } = demoSource(profile, day);
        const times = posts.map((post) => Date.parse(post.takenAt));
        const dayStart = DEMO_EPOCH_MS + profile.phaseMs + day * DAY;
        expect(times[0]).toBeLessThan(dayStart);
        expect(dayStart - times[0]).toBeLessThan(5 * DAY);
        for (let i = 1; i < times.length; i++) {
          expect(times[i - 1] - times[i]).toBeGreaterThan(0);
          expect(times[i - 1] - times[i]).toBeLessThan(5 * DAY);
        }
        for (const post of posts) {
          expect(post.owner).toBe(profile.handle);
          expect(post.picUrl).toMatch(new RegExp(`^/media/posts/${profile.handle.replaceAll('.', '\\.')}-\\d+\\.svg$`));
          expect(post.picUrl.slice('/media/posts/'.length, -'.svg'.length)).toMatch(/^[a-z0-9._-]{1,80}$/);
        }
        expect(new Set(posts.map((post) => post.picUrl)).size).toBe(posts.length);
      }
    }
  });

  it('keeps each post and its counts from day to day; a new day only adds newer posts', () => {
    const today = demoSource(premium, DAYS[0]).posts;
    const later = demoSource(premium, DAYS[0] + 10).posts;
    const counts = (posts: typeof today) =>
      new Map(posts.map((post) => [post.picUrl, [post.takenAt, post.likes, post.comments]]));
    const todays = counts(today);
    const shared = [...counts(later)].filter(([picUrl]) => todays.has(picUrl));
    expect(shared.length).toBeGreaterThan(0);
    for (const [picUrl, values] of shared) expect(values).toEqual(todays.get(picUrl));
    expect(Date.parse(later[0].takenAt)).toBeGreaterThan(Date.parse(today[0].takenAt));
  });

  it('has some clearly best posts', () => {
    const likes = demoSource(premium, DAYS[0])
      .posts.map((post) => post.likes!)
      .sort((a, b) => b - a);
    const median = likes[Math.floor(likes.length / 2)];
    expect(likes[0]).toBeGreaterThan(1.5 * median);
  });

  it('publishes its best posts in the evening (UTC): every account has a best time to show, in any zone', () => {
    // A best window of three hours that overlaps 18:00–21:00 UTC, as the zone shows it: it starts at most two hours before or after.
    const startsNear = (hour: number) => [-2, -1, 0, 1, 2].map((offset) => (hour + offset + 24) % 24);
    for (const uid of DEMO_UIDS) {
      for (const day of [DAYS[0] - 10, DAYS[0]]) {
        const { posts } = demoSource(DEMO_PROFILES[uid], day);
        // Berlin is UTC+1 in November; Kolkata UTC+5:30 (18:00 UTC is 23:30 there).
        for (const [zone, evening] of [
          ['UTC', 18],
          ['Europe/Berlin', 19],
          ['Asia/Kolkata', 23],
        ] as const) {
          expect(startsNear(evening), `${uid} in ${zone}`).toContain(whenToPost(posts, zone).bestHours?.fromHour);
        }
      }
    }
  });

  it("gives every post Meta's insights in their proportions, so the demo shows engagement per reach", () => {
    for (const profile of profiles) {
      const { posts } = demoSource(profile, DAYS[0]);
      for (const { likes, comments, insights } of posts) {
        const { views, reach, saved, shares, totalInteractions, reposts } = insights!;
        expect(totalInteractions).toBe(likes! + comments + saved! + shares!);
        expect(reach).toBeGreaterThanOrEqual(likes! + comments);
        expect(reach).toBeLessThanOrEqual(profile.followerCount);
        expect(views).toBeGreaterThan(reach!);
        expect(saved).toBeLessThan(likes!);
        expect(reposts).toBeLessThanOrEqual(shares!);
      }
      const perReach = userEngagement(posts, profile.followerCount).perReach!;
      expect(perReach.posts).toBe(Math.min(posts.length, 30));
      // Interactions per account reached come above those per follower, as they do on Instagram.
      expect(perReach.rate).toBeGreaterThan(userEngagement(posts, profile.followerCount).engagementRate.rate!);
      expect(perReach.rate).toBeLessThan(50);
    }
  });

  it('samples likers and commenters within the counts, mostly followers; never hides a like count', () => {
    for (const profile of profiles) {
      const source = demoSource(profile, DAYS[0]);
      const followers = setOf(source.followers);
      for (const post of source.posts) {
        expect(post.likes).not.toBeNull();
        expect(post.likers.length).toBeLessThanOrEqual(Math.min(post.likes!, LIKER_SAMPLE_CAP));
        expect(post.commenters.length).toBeLessThanOrEqual(Math.min(post.comments, COMMENTER_SAMPLE_CAP));
        expect(new Set(post.likers).size).toBe(post.likers.length);
        expect(new Set(post.commenters).size).toBe(post.commenters.length);
        expect(post.likers.filter((username) => followers.has(username)).length).toBeGreaterThan(
          post.likers.length / 2,
        );
      }
    }
  });

  it('gives every account unique usernames, none its own handle', () => {
    for (const profile of profiles) {
      const source = demoSource(profile, DAYS[0]);
      const followers = names(source.followers);
      const following = names(source.following);
      expect(new Set(followers).size).toBe(followers.length);
      expect(new Set(following).size).toBe(following.length);
      expect(followers.concat(following)).not.toContain(profile.handle);
    }
  });
});

describe('demoUsername', () => {
  it('gives realistic, distinct names, the same one for the same index', () => {
    const generated = Array.from({ length: 60_000 }, (_, n) => demoUsername(n, 12_345));
    expect(new Set(generated).size).toBe(generated.length);
    for (const username of generated) expect(username).toMatch(/^[a-z]+[._][a-z]+\d*$/);
    expect(demoUsername(4_321, 12_345)).toBe(generated[4_321]);
  });
});
