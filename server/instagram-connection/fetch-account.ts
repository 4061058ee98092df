/**
 * One sync's reads from Instagram: /me, the latest posts (50, paged), each post's
 * commenters (up to 100 a post, 50 a page) and insights (media-insights.ts), and the account
 * insights its size allows, turned into the engine's posts. For 50 posts that is about 160 calls:
 * 1 + 2 pages + up to 50 comment pages + 100 media insights (51 once reposts is refused) + 4 or 5
 * account insights, once a day. It stops before Meta does: once a usage header passes
 * PAUSE_AT_PERCENT the run ends as throttled, and a transient failure is retried a couple of times
 * with backoff.
 */
import type { InstagramClient } from '../instagram/client.ts';
import type { InsightMetric, MediaItem } from '../instagram/contracts.ts';
import { backoffMs, InstagramError, isInstagramError } from '../instagram/errors.ts';
import type { InstagramCall } from '../instagram/request.ts';
import { highestUsagePercent, regainAccessMs } from '../instagram/usage.ts';
import type { PostFormat } from '../../contracts/profile.ts';
import type { AnalysedPost, PostInsights } from '../profile-engine/source.ts';
import type { InstagramSnapshot } from '../profile-sources/instagram-snapshot.ts';
import { mediaInsightsReader } from './media-insights.ts';

/** At this share of any limit the headers report, the run stops and waits. */
export const PAUSE_AT_PERCENT = 90;
/** Without a regain estimate, a paused run waits this long (Meta's windows are rolling hours). */
const PAUSE_WITHOUT_ESTIMATE_MS = 15 * 60_000;
const TRANSIENT_RETRIES = 2;

/** Watches every call's usage headers; `check` throws once the run should stop. */
export function usageWatch() {
  let calls = 0;
  let pause: { percent: number; waitMs: number } | undefined;
  return {
    onCall(call: InstagramCall) {
      calls += 1;
      const percent = highestUsagePercent(call.usage);
      if (percent >= PAUSE_AT_PERCENT)
        pause = { percent, waitMs: regainAccessMs(call.usage) ?? PAUSE_WITHOUT_ESTIMATE_MS };
    },
    calls: () => calls,
    check() {
      if (!pause) return;
      const message = `Instagram usage at ${pause.percent}%: pausing the sync`;
      throw new InstagramError('throttled', message, { endpoint: 'usage headers', waitMs: pause.waitMs });
    },
  };
}

type Watch = ReturnType<typeof usageWatch>;
type Sleep = (ms: number) => Promise<void>;
const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function step<T>(watch: Watch, call: () => Promise<T>, sleep: Sleep): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    watch.check();
    try {
      const result = await call();
      watch.check();
      return result;
    } catch (error) {
      if (!isInstagramError(error, 'transient') || attempt >= TRANSIENT_RETRIES) throw error;
      await sleep(backoffMs(attempt));
    }
  }
}

/** The picture a post shows: its image, a video's thumbnail, a carousel's first picture; '' when Instagram gives none (copyrighted media). */
function pictureOf(item: MediaItem): string {
  const first = item.children[0];
  return item.mediaType === 'VIDEO'
    ? (item.thumbnailUrl ?? item.mediaUrl ?? '')
    : (item.mediaUrl ?? first?.mediaUrl ?? first?.thumbnailUrl ?? '');
}

/** Meta's media type and product type in the engine's words: a video published as a reel is a reel. */
function formatOf(item: MediaItem): PostFormat {
  if (item.mediaType === 'CAROUSEL_ALBUM') return 'carousel';
  if (item.mediaType === 'VIDEO') return item.productType === 'REELS' ? 'reel' : 'video';
  return 'image';
}

function analysedPost(item: MediaItem, owner: string, commenters: string[], insights: PostInsights): AnalysedPost {
  // A hidden like count is unknown, not 0 (the engine leaves it out).
  return {
    picUrl: pictureOf(item),
    format: formatOf(item),
    takenAt: item.timestamp,
    owner,
    likes: item.likeCount ?? null,
    comments: item.commentsCount,
    likers: [],
    commenters,
    insights,
  };
}

export async function fetchAccount(
  client: InstagramClient,
  token: string,
  { watch, now, sleep = realSleep }: { watch: Watch; now: Date; sleep?: Sleep },
): Promise<Omit<InstagramSnapshot, 'fetchedAt'>> {
  const me = await step(watch, () => client.me(token), sleep);
  // A failed page ends its generator: a retry reads the list again from the first page.
  const media = await step(
    watch,
    async () => {
      const items: MediaItem[] = [];
      for await (const page of client.mediaPages(token)) {
        items.push(...page);
        watch.check();
      }
      return items;
    },
    sleep,
  );
  const postInsights = mediaInsightsReader(client, token, (call) => step(watch, call, sleep));
  const posts: AnalysedPost[] = [];
  for (const item of media) {
    const comments = item.commentsCount > 0 ? await step(watch, () => client.comments(token, item.id), sleep) : [];
    posts.push(
      analysedPost(
        item,
        me.username,
        comments.flatMap((comment) => (comment.username ? [comment.username] : [])),
        await postInsights(item.id),
      ),
    );
  }
  const insights = [
    ...(await step(watch, () => unlessRefused(client.insights(token, { followers: me.followersCount, now })), sleep)),
    ...(await step(watch, () => unlessRefused(client.followsAndUnfollows(token, { now })), sleep)),
  ];
  const { userId, username, accountType, followersCount, followsCount, mediaCount } = me;
  return { account: { userId, username, accountType, followersCount, followsCount, mediaCount }, posts, insights };
}

/** Insights are extra: a refused metric (a permission not granted, a metric not offered) leaves them out rather than failing the sync. */
async function unlessRefused(metrics: Promise<InsightMetric[]>): Promise<InsightMetric[]> {
  try {
    return await metrics;
  } catch (error) {
    if (isInstagramError(error, 'other') || isInstagramError(error, 'invalid-answer')) return [];
    throw error;
  }
}
