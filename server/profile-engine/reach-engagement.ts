/**
 * Engagement per reach, as Later and Metricool count it: a post's interactions (Meta's
 * `total_interactions`: likes, comments, saves, shares) over the accounts it reached, the median over
 * the latest posts that have both; with the saves, shares and reposts of every analysed post. Pure.
 */
import type { CalculatedProfileData } from '../../contracts/profile.ts';
import { BENCHMARK_POST_COUNT } from './engagement-benchmarks.ts';
import { median } from './median.ts';
import type { AnalysedPost, PostInsights } from './source.ts';

export type ReachEngagement = NonNullable<CalculatedProfileData['userEngagement']['perReach']>;

/** The sum of a metric over the posts that give it; null when none does (not available, never 0). */
function total(insights: PostInsights[], metric: keyof PostInsights): number | null {
  const known = insights.flatMap((entry) => (entry[metric] === null ? [] : [entry[metric]]));
  return known.length === 0 ? null : known.reduce((sum, value) => sum + value, 0);
}

/** Undefined when no post carries insights (a source without them); null figures where Meta gave none. */
export function reachEngagement(posts: AnalysedPost[]): ReachEngagement | undefined {
  const measured = posts.filter((post) => post.insights);
  if (measured.length === 0) return undefined;
  const rates = [...measured]
    .sort((a, b) => Date.parse(b.takenAt) - Date.parse(a.takenAt))
    .slice(0, BENCHMARK_POST_COUNT)
    .flatMap(({ insights }) =>
      insights?.reach && insights.totalInteractions !== null ? [insights.totalInteractions / insights.reach] : [],
    );
  const insights = measured.map((post) => post.insights!);
  return {
    rate: rates.length === 0 ? null : Math.round(median(rates) * 10_000) / 100,
    posts: rates.length,
    saves: total(insights, 'saved'),
    shares: total(insights, 'shares'),
    reposts: total(insights, 'reposts'),
  };
}
