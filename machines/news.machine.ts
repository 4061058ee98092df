/**
 * The news list (spec 2.10, 3, 7, 8): fetched once when the app starts (`news.fetch`), kept for
 * the list and post screens. Loaded news has its images preloaded (spec 2.5); a failed fetch is
 * logged and waits for the user's 'Try again' (`news.retry`). Pure: the call, the preloading and
 * the log arrive through `.provide()`.
 */
import { assign, fromPromise, setup, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import type { NewsItem } from '../contracts/news';
import { failureOf, type CallFailure } from '../domain/call-failure';
import { notProvided } from './not-provided';

export type { NewsItem };

export interface NewsContext {
  news: NewsItem[];
}

export type NewsEvent = { type: 'news.fetch' } | { type: 'news.retry' };

const fetchedNews = ({ event }: { event: DoneActorEvent<NewsItem[]> }) => ({ news: event.output });
const fetchFailure = ({ event }: { event: ErrorActorEvent }) => ({ failure: failureOf(event.error) });

export const newsMachine = setup({
  types: {
    context: {} as NewsContext,
    events: {} as NewsEvent,
  },
  actors: {
    fetchNews: fromPromise<NewsItem[]>(notProvided('fetchNews')),
  },
  actions: {
    assignNews: assign((_, params: { news: NewsItem[] }) => params),
    preloadImages: (_, _params: { news: NewsItem[] }) => {},
    reportFetchError: (_, _params: { failure: CallFailure }) => {},
  },
}).createMachine({
  id: 'news',
  context: { news: [] },
  initial: 'idle',
  states: {
    idle: {
      description: 'The app has not asked for the news yet.',
      on: { 'news.fetch': 'loading' },
    },
    loading: {
      description: 'The news is being fetched; the News screen shows the loader.',
      invoke: {
        id: 'fetchNews',
        src: 'fetchNews',
        onDone: {
          target: 'loaded',
          actions: [
            { type: 'assignNews', params: fetchedNews },
            { type: 'preloadImages', params: fetchedNews },
          ],
        },
        onError: {
          target: 'failed',
          actions: { type: 'reportFetchError', params: fetchFailure },
        },
      },
    },
    loaded: {
      description: 'The News screen lists the news, each with its picture (preloaded); a post opens in full.',
    },
    failed: {
      description: "The News screen says the news could not be loaded, with 'Try again'; the failure was logged.",
      on: { 'news.retry': 'loading' },
    },
  },
});
