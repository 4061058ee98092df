/**
 * GET /{media-id}/insights of the stand-in, pure: a post's lifetime metrics as Meta's 2025-2026
 * references list them (FEED: comments, likes, views, reach, saved, shares, total_interactions,
 * profile_visits, follows, reposts; REELS add their watch metrics). Reach is a share of the
 * followers (reels reach further), views above reach, saves and shares a few in a hundred likes,
 * total_interactions Meta's sum of likes, comments, saves and shares. A retired metric (impressions,
 * plays...) is refused as Meta refuses it, naming its index: so is `reposts` while the account's
 * `repostsRetired` switch is on. A post reached by fewer than MIN_VIEWERS accounts has no insights
 * (Meta's `(#10) Not enough viewers`; Meta does not document its threshold).
 */
import { unit } from '../demo/random.ts';
import { ACCOUNT_SPECS } from './account-specs.ts';
import type { StandInAccount, StandInPost } from './accounts.ts';
import { BadParameter } from './graph-errors.ts';

const MIN_VIEWERS = 30;
const FEED_METRICS = [
  'comments',
  'likes',
  'views',
  'reach',
  'saved',
  'shares',
  'total_interactions',
  'profile_visits',
  'follows',
  'reposts',
];
const REELS_METRICS = [...FEED_METRICS, 'ig_reels_avg_watch_time', 'ig_reels_video_view_total_time', 'reels_skip_rate'];

/** Meta's refusal of a post too few accounts saw. */
export class NotEnoughViewers extends Error {
  constructor() {
    super('(#10) Not enough viewers for the media to show insights');
  }
}

/** Every metric of the post, drawn from its account's seed and the post's number. */
function figures(account: StandInAccount, post: StandInPost): Record<string, number> {
  const draw = (salt: number) => unit(ACCOUNT_SPECS[account.key].seed, salt, Number(post.id.slice(-6)));
  const reels = post.productType === 'REELS';
  const reach = Math.round(account.followersCount * (reels ? 1.2 + 1.8 * draw(0x1a51) : 0.45 + 0.4 * draw(0x1a51)));
  const saved = Math.round(post.likes * (0.03 + 0.07 * draw(0x1a53)));
  const shares = Math.round(post.likes * (0.01 + 0.05 * draw(0x1a54)));
  const watchMs = Math.round(4_000 + 9_000 * draw(0x1a56));
  return {
    comments: post.commentsCount,
    likes: post.likes,
    views: Math.round(reach * (1.4 + 0.9 * draw(0x1a52))),
    reach,
    saved,
    shares,
    total_interactions: post.likes + post.commentsCount + saved + shares,
    profile_visits: Math.round(reach * 0.03),
    follows: Math.round(reach * 0.002),
    reposts: Math.round(post.likes * 0.02 * draw(0x1a55)),
    ig_reels_avg_watch_time: watchMs,
    ig_reels_video_view_total_time: watchMs * reach,
    reels_skip_rate: Math.round(200 + 400 * draw(0x1a57)) / 10,
  };
}

/** The `data` of the answer, one entry per requested metric, in order; refusals throw. */
export function standInMediaInsights(
  account: StandInAccount,
  post: StandInPost,
  metric: string | undefined,
  { repostsRetired }: { repostsRetired: boolean },
) {
  const names = (metric ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (!names.length) throw new BadParameter('The parameter metric is required');
  const offered = (post.productType === 'REELS' ? REELS_METRICS : FEED_METRICS).filter(
    (name) => !(repostsRetired && name === 'reposts'),
  );
  const refused = names.findIndex((name) => !offered.includes(name));
  if (refused >= 0)
    throw new BadParameter(`metric[${refused}] must be one of the following values: ${offered.join(', ')}`);
  const values = figures(account, post);
  if (values.reach < MIN_VIEWERS) throw new NotEnoughViewers();
  return names.map((name) => ({
    name,
    period: 'lifetime',
    values: [{ value: values[name] }],
    title: name.replaceAll('_', ' ').replace(/^./, (letter) => letter.toUpperCase()),
    id: `${post.id}/insights/${name}/lifetime`,
  }));
}
