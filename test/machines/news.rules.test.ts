/** The news rules of spec 2.5, 2.10, 7 and 8 on a live actor with a fake ig-getNews call. */
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { newsMachine, type NewsItem } from '../../machines/news.machine';
import { callFailure } from '../harness/call-failure';
import { FakeActors } from '../harness/run-path';
import { flush } from '../harness/flush';

const NEWS: NewsItem[] = [
  { slug: 'trial-reels', title: 'Trial Reels', imagePath: '/news/trial-reels.svg', text: ['One.', 'Two.'] },
];

function start() {
  const fakes = new FakeActors();
  const preloadImages = vi.fn();
  const reportFetchError = vi.fn();
  const machine = newsMachine.provide({
    actors: { fetchNews: fakes.logic('fetchNews') } as never,
    actions: {
      preloadImages: (_, params) => preloadImages(params),
      reportFetchError: (_, params) => reportFetchError(params),
    },
  });
  const actor = createActor(machine).start();
  return { actor, fakes, preloadImages, reportFetchError };
}

describe('news rules', () => {
  it('fetches once on start however often it is asked, keeps the list and preloads its images', async () => {
    const s = start();
    expect(s.actor.getSnapshot().value).toBe('idle');
    s.actor.send({ type: 'news.fetch' });
    s.actor.send({ type: 'news.fetch' });
    expect(s.fakes.calls).toHaveLength(1);
    s.fakes.settle('fetchNews', { output: NEWS });
    await flush();
    s.actor.send({ type: 'news.fetch' });
    s.actor.send({ type: 'news.retry' });
    expect(s.fakes.calls).toHaveLength(1);
    expect(s.actor.getSnapshot().value).toBe('loaded');
    expect(s.actor.getSnapshot().context.news).toEqual(NEWS);
    expect(s.preloadImages).toHaveBeenCalledExactlyOnceWith({ news: NEWS });
  });

  it('logs a failed fetch, keeps an empty list, and fetches again on retry', async () => {
    const s = start();
    s.actor.send({ type: 'news.fetch' });
    const error = callFailure({ status: 500, text: 'Request failed with status 500' });
    s.fakes.settle('fetchNews', { error });
    await flush();
    expect(s.actor.getSnapshot().value).toBe('failed');
    expect(s.actor.getSnapshot().context.news).toEqual([]);
    expect(s.reportFetchError).toHaveBeenCalledExactlyOnceWith({ failure: error });
    expect(s.preloadImages).not.toHaveBeenCalled();
    s.actor.send({ type: 'news.retry' });
    expect(s.actor.getSnapshot().value).toBe('loading');
    s.fakes.settle('fetchNews', { output: NEWS });
    await flush();
    expect(s.actor.getSnapshot().context.news).toEqual(NEWS);
    expect(s.fakes.calls).toHaveLength(2);
  });
});
