import { expect } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import { newsMachine, type NewsItem } from '../../machines/news.machine';
import type { CallFailure } from '../../domain/call-failure';
import { callFailure } from '../harness/call-failure';
import { modelSuite } from '../harness/model-suite';

type Snapshot = SnapshotFrom<typeof newsMachine>;

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error });

const item = (slug: string): NewsItem => ({
  slug,
  title: `Title of ${slug}`,
  imagePath: `/news/${slug}.svg`,
  text: ['First paragraph.'],
});
const TWO_ITEMS = [item('trial-reels'), item('teen-accounts')];

const userEvents: EventObject[] = [{ type: 'news.fetch' }, { type: 'news.retry' }];

const resultsIn = (snapshot: Snapshot): EventObject[] =>
  snapshot.matches('loading')
    ? [
        done('fetchNews', TWO_ITEMS),
        done('fetchNews', []),
        failed('fetchNews', callFailure({ status: 500, text: 'Request failed with status 500' })),
      ]
    : [];

const preloaded: NewsItem[][] = [];
const reported: unknown[] = [];

modelSuite(newsMachine, {
  events: (snapshot) => [...userEvents, ...resultsIn(snapshot)],
  serialize: (snapshot) =>
    JSON.stringify({ state: snapshot.value, slugs: snapshot.context.news.map((news) => news.slug) }),
  actions: {
    preloadImages: (_: unknown, { news }: { news: NewsItem[] }) => preloaded.push(news),
    reportFetchError: (_: unknown, { failure }: { failure: CallFailure }) => reported.push(failure),
  },
  afterPath: (path, fakes) => {
    // Spec 7: ig-getNews takes no payload.
    for (const call of fakes.calls) expect(call).toEqual({ id: 'fetchNews', input: undefined });
    const events = path.steps.map((step) => step.event as EventObject & { output?: NewsItem[]; error?: unknown });
    // Spec 2.5: exactly the loaded news is preloaded; spec 8: every failure is logged.
    expect(preloaded.splice(0)).toEqual(
      events.filter((event) => event.type === 'xstate.done.actor.fetchNews').map((event) => event.output),
    );
    expect(reported.splice(0)).toEqual(
      events.filter((event) => event.type === 'xstate.error.actor.fetchNews').map((event) => event.error),
    );
  },
});
