// The format card's verdict (content/post-formats.ts) at the engine's thresholds (a format needs 3
// posts and 1.3× the median): hand-made comparisons, best ratio first as the engine gives them.
import { describe, expect, it } from 'vitest';
import { FORMAT_CARD_COPY, formatVerdict } from '../../content/post-formats';
import type { FormatFigures } from '../../contracts/profile';

const figures = (format: FormatFigures['format'], posts: number, ratio: number): FormatFigures => ({
  format,
  posts,
  medianInteractions: 100 * ratio,
  ratio,
});

describe('format verdict', () => {
  it('names the best format with the posts behind it', () => {
    expect(formatVerdict([figures('carousel', 12, 1.8), figures('image', 20, 0.9)])).toEqual({
      headline: 'Your carousels get 1.8× your median engagement',
      basis: 'based on 12 carousels',
    });
  });

  it('passes over a better format with too few posts for the best of those with enough', () => {
    expect(formatVerdict([figures('reel', 2, 2.5), figures('video', 3, 1.43), figures('image', 9, 0.8)])).toEqual({
      headline: 'Your videos get 1.43× your median engagement',
      basis: 'based on 3 videos',
    });
  });

  it('names a format at exactly 1.3× over exactly 3 posts', () => {
    expect(formatVerdict([figures('reel', 3, 1.3), figures('image', 5, 1)]).headline).toBe(
      'Your reels get 1.3× your median engagement',
    );
  });

  it('names none when the best with enough posts is under 1.3×', () => {
    expect(formatVerdict([figures('reel', 2, 2), figures('carousel', 4, 1.29), figures('image', 6, 0.9)])).toEqual({
      headline: 'No format stands out yet: none gets 1.3× your median engagement over 3 posts or more.',
    });
  });

  it('says there are too few posts when no format has 3', () => {
    expect(formatVerdict([figures('reel', 2, 1.6), figures('image', 2, 0.7)])).toEqual({
      headline: FORMAT_CARD_COPY.tooFew,
    });
  });

  it('says a single format cannot be compared, and nothing without posts showing likes', () => {
    expect(formatVerdict([figures('image', 40, 1)]).headline).toBe(
      'All your analysed posts are photos: post other formats to compare them.',
    );
    expect(formatVerdict([]).headline).toBe('No posts with visible likes to compare formats yet.');
  });
});
