// Each post's insights in a sync (server/instagram-connection/media-insights.ts), with the real client
// over answers written from Meta's documented shapes: the current metrics in one call, reposts alone;
// a refused reposts is not asked again; a post with too few viewers has none; a refused permission
// stops the asking; whatever Meta did not give is null (not available), never 0.
import { describe, expect, it } from 'vitest';
import { mediaInsightsReader } from '../../../server/instagram-connection/media-insights.ts';
import { clientAnswering } from '../instagram/fake-fetch.ts';
import * as fx from '../instagram/fixtures.ts';

const direct = <T>(call: () => Promise<T>) => call();
const readerOver = (...answers: Parameters<typeof clientAnswering>) => {
  const { client, requests } = clientAnswering(...answers);
  return { postInsights: mediaInsightsReader(client, fx.LONG_TOKEN, direct), requests };
};
const metricsAsked = (requests: { path: string; query: Record<string, string> }[]) =>
  requests.map(({ path, query }) => `${path.split('/')[2]} ${query.metric}`);
const FIGURES = { views: 5120, reach: 2400, saved: 31, shares: 12, totalInteractions: 228 };
const NONE = { views: null, reach: null, saved: null, shares: null, totalInteractions: null, reposts: null };
const SECOND_ID = '17918195224117852';

describe("a post's insights", () => {
  it('asks the current metrics together and reposts in its own call', async () => {
    const { postInsights, requests } = readerOver({ body: fx.mediaInsights }, { body: fx.repostsInsights });
    expect(await postInsights(fx.MEDIA_ID)).toEqual({ ...FIGURES, reposts: 3 });
    expect(metricsAsked(requests)).toEqual([
      `${fx.MEDIA_ID} views,reach,saved,shares,total_interactions`,
      `${fx.MEDIA_ID} reposts`,
    ]);
  });

  it('a refused reposts (a retired metric fails its call) is not available, and not asked again in the sync', async () => {
    const { postInsights, requests } = readerOver(
      { body: fx.mediaInsights },
      { status: 400, body: fx.retiredMetric },
      { body: fx.mediaInsights },
    );
    expect(await postInsights(fx.MEDIA_ID)).toEqual({ ...FIGURES, reposts: null });
    expect(await postInsights(SECOND_ID)).toEqual({ ...FIGURES, reposts: null });
    expect(metricsAsked(requests)).toEqual([
      `${fx.MEDIA_ID} views,reach,saved,shares,total_interactions`,
      `${fx.MEDIA_ID} reposts`,
      `${SECOND_ID} views,reach,saved,shares,total_interactions`,
    ]);
  });

  it('a post with too few viewers has none; the next post is still asked', async () => {
    const { postInsights, requests } = readerOver(
      { status: 400, body: fx.notEnoughViewers },
      { body: fx.mediaInsights },
      { body: fx.repostsInsights },
    );
    expect(await postInsights(fx.MEDIA_ID)).toEqual(NONE);
    expect(await postInsights(SECOND_ID)).toEqual({ ...FIGURES, reposts: 3 });
    expect(requests).toHaveLength(3);
  });

  it('the insights permission refused: no post has any, and nothing more is asked', async () => {
    const { postInsights, requests } = readerOver({ status: 400, body: fx.insightsNotGranted });
    expect(await postInsights(fx.MEDIA_ID)).toEqual(NONE);
    expect(await postInsights(SECOND_ID)).toEqual(NONE);
    expect(requests).toHaveLength(1);
  });

  it('a metric Meta left out is null, not 0', async () => {
    const withoutSaved = { data: fx.mediaInsights.data.filter((metric) => metric.name !== 'saved') };
    const { postInsights } = readerOver({ body: withoutSaved }, { body: fx.repostsInsights });
    expect(await postInsights(fx.MEDIA_ID)).toEqual({ ...FIGURES, saved: null, reposts: 3 });
  });

  it('lets a failure that is not a refusal through (the sync retries or pauses)', async () => {
    const { postInsights } = readerOver({ status: 500, body: fx.serviceDown });
    await expect(postInsights(fx.MEDIA_ID)).rejects.toMatchObject({ kind: 'transient' });
  });
});
