/**
 * The account's figures over time (migrations 014 and 016): a row per Instagram sync and per export
 * upload, and the follower counts an export's past insights date, read as one point per day for the
 * growth chart, in one query over a range of the primary key. In development a demo account
 * without rows of its own has its demo audience's size day by day (demo-accounts.ts).
 */
import type { HistoryPoint, ProfileHistory } from '../../contracts/profile-history.ts';
import type { Queryable } from '../db/adapter.ts';
import { engagementRatePercent } from '../profile-engine/engagement.ts';
import { followerChangeSince } from '../profile-engine/growth.ts';
import type { PastFollowerCount } from '../profile-engine/past-insights.ts';
import type { MemberCounts } from './audience-members.ts';
import { demoAccounts } from './demo-accounts.ts';
import type { InstagramSnapshot } from './instagram-snapshot.ts';

const DAY_MS = 86_400_000;

/** A sync's figures: the API's counts, the engagement rate of its posts, and reach where its insights give it. */
export async function recordSyncFigures(q: Queryable, uid: string, snapshot: InstagramSnapshot) {
  const { account, posts, insights } = snapshot;
  await q.query(
    `INSERT INTO profile_history (uid, taken_at, source, followers, following, posts, engagement_rate, reach)
     VALUES ($1, $2, 'instagram', $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
    [
      uid,
      snapshot.fetchedAt,
      account.followersCount,
      account.followsCount,
      account.mediaCount,
      engagementRatePercent(posts, account.followersCount),
      insights.find((metric) => metric.name === 'reach')?.total ?? null,
    ],
  );
}

/** An upload's figures: the lengths of its lists. */
export async function recordExportFigures(q: Queryable, uid: string, takenAt: Date, counts: MemberCounts) {
  await q.query(
    `INSERT INTO profile_history (uid, taken_at, source, followers, following) VALUES ($1, $2, 'export', $3, $4)
     ON CONFLICT DO NOTHING`,
    [uid, takenAt, counts.followers, counts.following],
  );
}

/** The follower counts an upload's past insights date, each at the end of its day (or `now`, today). */
export async function recordPastFollowers(q: Queryable, uid: string, counts: PastFollowerCount[], now: Date) {
  for (const { date, followers } of counts) {
    const takenAt = new Date(Math.min(Date.parse(`${date}T23:59:59.999Z`), now.getTime()));
    await q.query(
      `INSERT INTO profile_history (uid, taken_at, source, followers) VALUES ($1, $2, 'past-insights', $3)
       ON CONFLICT DO NOTHING`,
      [uid, takenAt, followers],
    );
  }
}

interface DayRow {
  day: string;
  taken_at: Date | string;
  followers: number | null;
  following: number | null;
  posts: number | null;
  engagement_rate: number | null;
  reach: number | null;
  [key: string]: unknown;
}

/** The changes since a week and a month read a month back, whatever range the chart shows. */
const SINCE_WINDOW_DAYS = 31;

/**
 * The last `days` days up to `now`: a point per day with figures, the API's before an export's
 * before past insights', the day's last; the follower changes since a week and a month from the
 * same query over at least a month.
 */
export async function profileHistoryOf(q: Queryable, uid: string, now: Date, days: number): Promise<ProfileHistory> {
  const windowDays = Math.max(days, SINCE_WINDOW_DAYS);
  const cutoff = now.getTime() - days * DAY_MS;
  const rows = await q.query<DayRow>(
    `SELECT DISTINCT ON (day) to_char(taken_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
       taken_at, followers, following, posts, engagement_rate, reach
     FROM profile_history WHERE uid = $1 AND taken_at > $2 AND taken_at <= $3
     ORDER BY day, CASE source WHEN 'instagram' THEN 0 WHEN 'export' THEN 1 ELSE 2 END, taken_at DESC`,
    [uid, new Date(now.getTime() - windowDays * DAY_MS), now],
  );
  const read: HistoryPoint[] = rows.length
    ? rows.map((row) => ({
        date: row.day,
        followers: row.followers,
        following: row.following,
        posts: row.posts,
        engagementRate: row.engagement_rate,
        reach: row.reach,
      }))
    : (demoAccounts()?.historyOf(uid, now, windowDays) ?? []);
  const inRange = rows.length
    ? read.filter((_, index) => new Date(rows[index].taken_at).getTime() > cutoff)
    : read.slice(-days);
  return {
    points: inRange,
    sinceLastWeek: followerChangeSince(read, 7),
    sinceLastMonth: followerChangeSince(read, 30),
  };
}
