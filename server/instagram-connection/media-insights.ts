/**
 * Each post's insights for one sync, frugally: one call for the current metrics (MEDIA_METRICS) and
 * one per solo metric (SOLO_MEDIA_METRICS, each alone since a refused metric fails its whole call).
 * A solo metric Meta refuses is not asked again in the sync; a post with too few viewers has none;
 * any other refusal (the insights permission not granted) ends the asking for the sync. Whatever
 * was not given is null: not available, never 0. With 50 posts: 100 calls, 51 once reposts is refused.
 */
import type { InstagramClient } from '../instagram/client.ts';
import {
  insightNumber,
  MEDIA_METRICS,
  SOLO_MEDIA_METRICS,
  type InsightMetric,
  type MediaMetric,
} from '../instagram/contracts.ts';
import { isInstagramError, type InstagramError } from '../instagram/errors.ts';
import { NO_POST_INSIGHTS, type PostInsights } from '../profile-engine/source.ts';

/** Runs one call under the sync's usage watch and retries. */
type Step = <T>(call: () => Promise<T>) => Promise<T>;

/** Meta answers `(#10) Not enough viewers` for a post too few people saw. */
const tooFewViewers = (error: InstagramError) => error.details.code === 10 && /not enough viewers/i.test(error.message);
const isRefusal = (error: unknown): error is InstagramError =>
  isInstagramError(error, 'other') || isInstagramError(error, 'invalid-answer');

export function mediaInsightsReader(client: InstagramClient, token: string, step: Step) {
  const refusedSolo = new Set<string>();
  let refused = false;

  /** The metrics of one call, or Meta's refusal of it (any other failure is thrown). */
  async function ask(mediaId: string, metrics: readonly MediaMetric[]): Promise<InsightMetric[] | InstagramError> {
    try {
      return await step(() => client.mediaInsights(token, mediaId, metrics));
    } catch (error) {
      if (!isRefusal(error)) throw error;
      return error;
    }
  }

  return async function postInsights(mediaId: string): Promise<PostInsights> {
    if (refused) return NO_POST_INSIGHTS;
    const shared = await ask(mediaId, MEDIA_METRICS);
    if (!Array.isArray(shared)) {
      if (!tooFewViewers(shared)) refused = true;
      return NO_POST_INSIGHTS;
    }
    const metrics: InsightMetric[] = [...shared];
    for (const solo of SOLO_MEDIA_METRICS) {
      if (refusedSolo.has(solo)) continue;
      const answer = await ask(mediaId, [solo]);
      if (Array.isArray(answer)) metrics.push(...answer);
      else refusedSolo.add(solo);
    }
    const known = (name: string) => insightNumber(metrics, name) ?? null;
    return {
      views: known('views'),
      reach: known('reach'),
      saved: known('saved'),
      shares: known('shares'),
      totalInteractions: known('total_interactions'),
      reposts: known('reposts'),
    };
  };
}
