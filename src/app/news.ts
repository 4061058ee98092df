/**
 * The news actor, created once at module level like the session's and started with the app
 * (spec 7: news is fetched on start). The screens call `startNews()` too, so they work whoever
 * starts first.
 */
import { createActor, type SnapshotFrom } from 'xstate';
import { failureText } from '../../machines/failure-text';
import { newsMachine, type NewsItem } from '../../machines/news.machine';
import { fromCall } from './call';
import { config } from './config';
import { inspect } from './inspector';
import { log, newsService } from './services';

export type { NewsItem };

/** Images come from the assets host ('' = this origin, where the server draws them). */
export const newsImageUrl = (imagePath: string) => `${config.assetsUrl.replace(/\/$/, '')}${imagePath}`;

export const news = createActor(
  newsMachine.provide({
    actors: {
      fetchNews: fromCall<NewsItem[]>(async () => (await newsService()).fetchNews(config.functionsUrl)),
    },
    actions: {
      // Spec 2.5: the browser caches them, so a post opens with its image in place.
      preloadImages: (_, { news }) => {
        for (const item of news) new Image().src = newsImageUrl(item.imagePath);
      },
      // Spec 8: a failed news fetch is logged only.
      reportFetchError: (_, { failure }) => log({ source: 'get_news', message: failureText(failure) }),
    },
  }),
  { inspect },
);

/** Starts the actor and its one fetch; calling it again does nothing. */
export function startNews(): void {
  news.start(); // a running actor ignores a second start
  news.send({ type: 'news.fetch' });
}

export type NewsSnapshot = SnapshotFrom<typeof newsMachine>;

/** Named selectors for the news screens. */
export const newsList = (s: NewsSnapshot) => s.context.news;
/** Idle counts as loading: the fetch starts on mount at the latest. */
export const newsStatus = (s: NewsSnapshot) =>
  s.matches('loaded') ? 'loaded' : s.matches('failed') ? 'failed' : 'loading';
