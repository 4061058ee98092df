/**
 * Analytics' posts parts: the format card says which format works best with the posts
 * behind it, or honestly why none can be named, above each format's row; 'See all posts' opens the
 * posts list. A document analysed before posts were listed shows neither.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CalculatedProfileData, FormatFigures, ProfileDocument } from '../../contracts/profile';
import { AnalyticsView } from '../../src/routes/_authed/dashboard/-analytics/analytics-view';
import { connectionWith, NOT_CONNECTED } from './instagram-connection-fixtures';
import { renderWithStubPages } from './model-screen';

const total = { totalValue: 1, items: [] };
const post = {
  picUrl: '/media/posts/demo-1.svg',
  takenAt: '2025-03-05T10:00:00Z',
  format: 'reel',
  likes: 1,
  comments: 0,
} as const;

const documentWith = (over: Partial<CalculatedProfileData>): ProfileDocument => ({
  _insights: { status: 'completed' },
  _sources: ['instagram'],
  _updatedAt: { _seconds: 1_741_168_800 },
  _calculatedData: {
    audience: {
      lostFollowers: total,
      newFollowers: total,
      secretFans: total,
      inactiveFollowers: total,
      friends: total,
      fans: total,
    },
    other: { likes: total, comments: total },
    topPosts: { mostLikedPosts: [], mostCommentedPosts: [] },
    userEngagement: { engagementRate: { status: 'Good', cell: 3 }, averageLikesPerPost: 1, averageCommentsPerPost: 0 },
    overviewStatistics: { totalPostsAnalyzed: 1 },
    ...over,
  },
});

// Medians of likes + comments: carousels 540, reels 390.5, photos 210; all posts' 300.
const FORMATS: FormatFigures[] = [
  { format: 'carousel', posts: 12, medianInteractions: 540, ratio: 1.8 },
  { format: 'reel', posts: 4, medianInteractions: 390.5, ratio: 1.3 },
  { format: 'image', posts: 20, medianInteractions: 210, ratio: 0.7 },
];

async function renderView(document: ProfileDocument) {
  const { actor } = await connectionWith(NOT_CONNECTED);
  const router = renderWithStubPages(
    '/dashboard/analytics',
    () => <AnalyticsView document={document} connection={actor} exportUpload={null} />,
    { '/dashboard/analytics/posts': 'Posts list' },
  );
  await waitFor(() => expect(router.state.status).toBe('idle'));
}

const formatCard = () => within(screen.getByRole('region', { name: 'Post formats' }));

describe("Analytics' posts parts", () => {
  it("says which format works best, with the posts behind it, above every format's row", async () => {
    await renderView(documentWith({ posts: [post], formats: FORMATS }));
    expect(formatCard().getByText('Your carousels get 1.8× your median engagement')).toBeTruthy();
    expect(formatCard().getByText('based on 12 carousels')).toBeTruthy();
    const table = formatCard().getByRole('table', { name: 'Engagement by format' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => [...row.children].map((cell) => cell.textContent)),
    ).toEqual([
      ['Format', 'Posts', 'Median likes + comments', 'Against your median'],
      ['Carousels', '12', '540', '1.8×'],
      ['Reels', '4', '390.5', '1.3×'],
      ['Photos', '20', '210', '0.7×'],
    ]);
    expect(formatCard().getByText('Posts with hidden likes are left out.')).toBeTruthy();
  });

  it('names no format while too few posts of each are behind the comparison', async () => {
    await renderView(
      documentWith({
        posts: [post],
        formats: [
          { format: 'reel', posts: 2, medianInteractions: 80, ratio: 1.6 },
          { format: 'image', posts: 1, medianInteractions: 30, ratio: 0.6 },
        ],
      }),
    );
    expect(
      formatCard().getByText(
        'Too few posts to compare formats yet: a format needs at least 3 posts with visible likes.',
      ),
    ).toBeTruthy();
    expect(formatCard().queryByText(/based on/)).toBeNull();
    expect(formatCard().getAllByRole('row')).toHaveLength(3);
  });

  it("sits after the top posts, and 'See all posts' under Most Liked Posts opens the posts list", async () => {
    await renderView(documentWith({ posts: [post], formats: FORMATS }));
    expect(
      screen
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent)
        .slice(2, 5),
    ).toEqual(['Most Liked Posts', 'Most Commented Posts', 'Post formats']);
    const link = screen.getByRole('link', { name: 'See all posts' });
    expect(link.compareDocumentPosition(screen.getByRole('region', { name: 'Most Liked Posts' }))).toBe(
      Node.DOCUMENT_POSITION_PRECEDING,
    );
    await userEvent.setup().click(link);
    expect(await screen.findByRole('heading', { name: 'Posts list' })).toBeTruthy();
  });

  it('shows neither on a document analysed before posts were listed', async () => {
    await renderView(documentWith({}));
    expect(screen.queryByRole('region', { name: 'Post formats' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'See all posts' })).toBeNull();
  });
});
