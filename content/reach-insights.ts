/**
 * Copy of the figures Analytics shows from Instagram's insights: engagement per reach with saves,
 * shares and reposts on the engagement card, and when the account's followers are online.
 */

/** Said where Instagram gives a figure for no post of the account (a refused metric, too few viewers), never 0. */
export const NOT_AVAILABLE_TEXT = 'Not available for this account';

export const PER_REACH_TITLE = 'Engagement per reach';
export const PER_REACH_TOTAL_LABELS = { saves: 'Saves', shares: 'Shares', reposts: 'Reposts' } as const;

const count = (value: number) => value.toLocaleString('en-US');

/** '5.2 % median interactions per account reached (latest posts)'. */
export const perReachRateText = (rate: number) =>
  `${rate.toLocaleString('en-US', { maximumFractionDigits: 2 })} % median interactions per account reached (latest posts)`;

/** Where the rate and the totals come from, and how many posts are behind the rate. */
export const perReachSourceText = (posts: number) =>
  `From Instagram's insights: likes, comments, saves and shares over the accounts each post reached, over ${count(posts)} ${posts === 1 ? 'post' : 'posts'}; saves, shares and reposts of all analysed posts.`;

export const ONLINE_FOLLOWERS_TITLE = 'When your followers are online';

const ZONE_NAMES: Record<string, string> = { 'America/Los_Angeles': 'Pacific time' };

/** 'Followers online in each hour of the day, in Pacific time, as Instagram reports them.' */
export const onlineFollowersNote = (timeZone: string) =>
  `Followers online in each hour of the day, in ${ZONE_NAMES[timeZone] ?? timeZone}, as Instagram reports them.`;

/** '12 am', '8 am', '12 pm', '8 pm'. */
export function hourText(hour: number): string {
  const clock = hour % 12 === 0 ? 12 : hour % 12;
  return `${clock} ${hour < 12 ? 'am' : 'pm'}`;
}

/** 'Most online at 8 pm (310 followers), then 9 pm and 7 pm.' from the busiest hours, busiest first. */
export function busiestHoursText(busiest: { hour: number; followers: number }[]): string {
  const [first, ...rest] = busiest;
  const then = rest.length ? `, then ${rest.map(({ hour }) => hourText(hour)).join(' and ')}` : '';
  return `Most online at ${hourText(first.hour)} (${count(first.followers)} ${first.followers === 1 ? 'follower' : 'followers'})${then}.`;
}

export const EVERY_HOUR_LABEL = 'Every hour';
export const HOUR_COLUMN = 'Hour';
export const FOLLOWERS_ONLINE_COLUMN = 'Followers online';
export const followersOnlineText = (followers: number | null) =>
  followers === null ? NOT_AVAILABLE_TEXT : count(followers);
