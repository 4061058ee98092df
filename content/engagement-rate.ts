/**
 * The engagement card's rate and what it means: the rate itself, the band it falls in with the
 * band's edges for the account's follower tier, and where the table comes from.
 */
import type { CalculatedProfileData, EngagementCell } from '../contracts/profile';

type EngagementRate = CalculatedProfileData['userEngagement']['engagementRate'];
type Tier = NonNullable<EngagementRate['tier']>;

export const ENGAGEMENT_SOURCE_TEXT =
  "Bands by follower tier from Modash's engagement-rate calculator (72M+ profiles, their latest 30 posts), gathered in November 2026.";

const count = (value: number) => value.toLocaleString('en-US');
const percent = (value: number) => `${value.toLocaleString('en-US', { maximumFractionDigits: 2 })} %`;

/** '3.4 % median likes + comments per follower (latest posts)'. */
export const rateText = (rate: number) => `${percent(rate)} median likes + comments per follower (latest posts)`;

/** 'accounts with under 5,000 followers', '… with 10,000 to 49,999 followers', '… with 1,000,000 followers or more'. */
function tierText({ minFollowers, maxFollowers }: Tier): string {
  if (maxFollowers === null) return `accounts with ${count(minFollowers)} followers or more`;
  if (minFollowers === 0) return `accounts with under ${count(maxFollowers + 1)} followers`;
  return `accounts with ${count(minFollowers)} to ${count(maxFollowers)} followers`;
}

/** 'Average is 3.38 % to 4.42 % for accounts with under 5,000 followers'; the lowest band is 'below', the highest 'from'. */
export function bandText(status: string, cell: EngagementCell, tier: Tier): string {
  const from = cell > 1 ? tier.bandStarts[cell - 2] : undefined;
  const to = cell < 5 ? tier.bandStarts[cell - 1] : undefined;
  const range =
    from === undefined
      ? `below ${percent(to!)}`
      : to === undefined
        ? `from ${percent(from)}`
        : `${percent(from)} to ${percent(to)}`;
  return `${status} is ${range} for ${tierText(tier)}`;
}
