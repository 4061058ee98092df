/** Article topics and articles (spec 3 "Article topic", 2.9). */
import type { DashboardIllustration } from '../dashboard';

/** A bullet of a section: a short tip and what it means. */
interface ArticleDetail {
  tip: string;
  description: string;
}

interface ArticleSection {
  heading: string;
  description: string;
  details: readonly ArticleDetail[];
}

export interface Article {
  /** The part's slug under its topic: /dashboard/articles/{topic}/{path}. */
  path: string;
  title: string;
  /** One line on the topic page's part card. */
  summary: string;
  overview?: string;
  sections: readonly ArticleSection[];
  conclusion?: string;
}

export interface ArticleTopic {
  slug: string;
  title: string;
  description: string;
  illustration: Extract<DashboardIllustration, 'secretAdmirers' | 'detectStalkers'>;
  /** Describes the topic image for screen readers. */
  imageAlt: string;
  articles: readonly Article[];
}
