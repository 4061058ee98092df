/** Counts and orders of the library content (spec 2.8, 2.9, 9). */
import { describe, expect, it } from 'vitest';
import { findArticle, findTopic } from '../../content/articles/topics';
import { HACKS } from '../../content/hacks';
import { ENGAGEMENT_TIPS, FOLLOWER_TIPS, SUMMARY_RECOMMENDATIONS } from '../../content/insights';
import { TRENDS } from '../../content/trends';

describe('Tips & Insights', () => {
  it('has 6 engagement tips, 6 follower tips and 5 summary recommendations', () => {
    expect(ENGAGEMENT_TIPS.tips).toHaveLength(6);
    expect(FOLLOWER_TIPS.tips).toHaveLength(6);
    expect(SUMMARY_RECOMMENDATIONS.tips).toHaveLength(5);
  });
});

describe('Trends of 2025', () => {
  it('lists the 7 trends of spec 2.8 in its order', () => {
    expect(TRENDS.map((trend) => trend.id)).toEqual([
      'edutainment',
      'ai-content',
      'private-communities',
      'search-discovery',
      'ultra-short-reels',
      'long-carousels',
      'social-commerce',
    ]);
  });
});

describe('Algorithm hacks', () => {
  it('lists the 5 hacks of spec 2.8 in its order', () => {
    expect(HACKS.map((hack) => hack.id)).toEqual([
      'daily-stories',
      'saves-and-shares',
      'hook-first-reels',
      'comment-depth',
      'search-optimisation',
    ]);
  });
});

describe('article topics', () => {
  it.each([
    ['secret-admirers', 4],
    ['detect-stalkers', 5],
  ])('%s has %i parts, each with distinct paths and sections that carry tip bullets', (slug, parts) => {
    const topic = findTopic(slug)!;
    expect(topic.articles).toHaveLength(parts);
    expect(new Set(topic.articles.map((article) => article.path)).size).toBe(parts);
    for (const article of topic.articles) {
      expect(article.sections.length, article.path).toBeGreaterThan(0);
      for (const section of article.sections) expect(section.details.length, section.heading).toBeGreaterThan(0);
    }
  });

  it('finds nothing for an unknown topic or part', () => {
    expect(findTopic('who-viewed-my-profile')).toBeUndefined();
    expect(findArticle(findTopic('secret-admirers')!, 'nope')).toBeUndefined();
  });
});
