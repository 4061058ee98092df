// Pure pieces of the cloud functions: news content and images, the demo breach data, the
// recommendation labels.
import { describe, expect, it } from 'vitest';
import { NEWS } from '../../content/news.ts';
import { recommendationLabel } from '../../content/profile-data.ts';
import { localBreachLookup } from '../../server/functions/breach-dataset.ts';
import { breachLookupFor } from '../../server/functions/breaches.ts';
import { NEWS_GLYPHS, newsImageSvg } from '../../server/functions/news-image.ts';

describe('news content', () => {
  it('has six items with unique slugs, an image path each and 3–5 paragraphs', () => {
    expect(NEWS).toHaveLength(6);
    expect(new Set(NEWS.map((item) => item.slug)).size).toBe(NEWS.length);
    for (const item of NEWS) {
      expect(item.imagePath).toBe(`/news/${item.slug}.svg`);
      expect(item.text.length).toBeGreaterThanOrEqual(3);
      expect(item.text.length).toBeLessThanOrEqual(5);
      expect(item.text.every((paragraph) => paragraph.length > 40)).toBe(true);
    }
  });

  it('draws a glyph of its own for every item, and a fallback for others', () => {
    for (const { slug } of NEWS) expect(NEWS_GLYPHS[slug]).toBeDefined();
    const svg = newsImageSvg('anything-else');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 640 360"/);
    expect(svg).toContain('<linearGradient');
    expect(newsImageSvg(NEWS[0].slug)).toBe(newsImageSvg(NEWS[0].slug));
  });
});

describe('breach lookups', () => {
  it('answers the demo dataset by email, case-insensitively', async () => {
    expect(await localBreachLookup('Trial@Demo.test')).toMatchObject({ kind: 'breached', sites: { length: 3 } });
    expect(await localBreachLookup('premium@demo.test')).toEqual({ kind: 'none' });
  });

  it('never tells production users "no breaches" from the demo dataset', async () => {
    expect(await breachLookupFor({ production: true })('trial@demo.test')).toMatchObject({ kind: 'failed' });
    expect(breachLookupFor({ production: false })).toBe(localBreachLookup);
  });
});

describe('recommendationLabel', () => {
  it('labels 1st to 10th and reuses the 10th label after that', () => {
    expect([0, 1, 2, 3, 9].map(recommendationLabel)).toEqual([
      '1st recommendation',
      '2nd recommendation',
      '3rd recommendation',
      '4th recommendation',
      '10th recommendation',
    ]);
    expect(recommendationLabel(14)).toBe('10th recommendation');
  });
});
