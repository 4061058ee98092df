/** The demo posts' drawn images (server/functions/post-image.ts): one stable 4:5 picture per id. */
import { describe, expect, it } from 'vitest';
import { postImageSvg } from '../../server/functions/post-image';

const ids = Array.from({ length: 24 }, (_, index) => `premium-${index}`);

describe('postImageSvg', () => {
  it('draws the same picture for the same id', () => {
    expect(postImageSvg('premium-3')).toBe(postImageSvg('premium-3'));
  });

  it('draws a different picture for each id, even ids one character apart', () => {
    expect(new Set(ids.map(postImageSvg)).size).toBe(ids.length);
  });

  it('is a standalone 600×750 (4:5) SVG document', () => {
    for (const id of ['a', 'x.y_z', 'premium-0']) {
      const svg = postImageSvg(id);
      expect(svg).toMatch(
        /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 600 750" width="600" height="750"[^>]*>/,
      );
      expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
      // Every opened element is closed (tags are either self-closing or paired).
      const opened = svg.match(/<[a-zA-Z][^>]*[^/]>/g)!.map((tag) => /^<(\w+)/.exec(tag)![1]);
      const closed = svg.match(/<\/\w+>/g)!.map((tag) => tag.slice(2, -1));
      expect(closed.sort()).toEqual(opened.sort());
    }
  });

  it('varies the scene between ids, not only the colours', () => {
    // A marker per scene: hills (paths), the plate, the lit windows, waves.
    const shapeKinds = (svg: string) =>
      ['<path', '<pattern', 'r="200"', 'q75'].filter((marker) => svg.includes(marker)).join();
    expect(new Set(ids.map((id) => shapeKinds(postImageSvg(id)))).size).toBeGreaterThanOrEqual(3);
  });
});
