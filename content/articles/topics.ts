import { DETECT_STALKERS } from './detect-stalkers';
import { SECRET_ADMIRERS } from './secret-admirers';
import type { Article, ArticleTopic } from './types';

/** The two static topics of spec 2.9. */
export const ARTICLE_TOPICS: readonly ArticleTopic[] = [SECRET_ADMIRERS, DETECT_STALKERS];

export function findTopic(slug: string): ArticleTopic | undefined {
  return ARTICLE_TOPICS.find((topic) => topic.slug === slug);
}

export function findArticle(topic: ArticleTopic, path: string): Article | undefined {
  return topic.articles.find((article) => article.path === path);
}
