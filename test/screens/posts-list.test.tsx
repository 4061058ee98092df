/**
 * The posts list screen on the visit's real order-and-filter actor (src/app/posts-list.ts): every
 * analysed post with its picture through the image proxy, date, format and figures (hidden likes
 * say so, never 0), re-ordered by 'Sort by' and narrowed by 'Format'; a loader before the first
 * document, and a document without posts.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AnalysedPostView, ProfileDocument } from '../../contracts/profile';
import { config } from '../../src/app/config';
import { closePostsList, openPostsList } from '../../src/app/posts-list';
import { PostsListScreen } from '../../src/routes/_authed/dashboard/-posts-list/posts-list-screen';
import { renderWithStubPages } from './model-screen';

const post = (
  picUrl: string,
  takenAt: string,
  format: AnalysedPostView['format'],
  likes: number | null,
  comments: number,
): AnalysedPostView => ({ picUrl, takenAt, format, likes, comments });

// Newest first, as the document lists them. Likes + comments: 1,296; hidden; 42; 340.
const POSTS: AnalysedPostView[] = [
  post('https://cdn.example.com/a.jpg', '2025-03-05T10:00:00Z', 'reel', 1_234, 62),
  post('/media/posts/demo-b.svg', '2025-02-20T18:30:00Z', 'image', null, 75),
  post('https://cdn.example.com/c.jpg', '2025-02-11T08:00:00Z', 'carousel', 40, 2),
  post('https://cdn.example.com/d.jpg', '2025-01-31T23:59:00Z', null, 320, 20),
];

const documentWith = (posts?: AnalysedPostView[]): ProfileDocument => ({
  _insights: { status: 'completed' },
  _updatedAt: { _seconds: 1_741_168_800 },
  _calculatedData: {
    audience: {} as never,
    other: {} as never,
    topPosts: { mostLikedPosts: [], mostCommentedPosts: [] },
    userEngagement: { engagementRate: { status: 'Good', cell: 3 }, averageLikesPerPost: 0, averageCommentsPerPost: 0 },
    overviewStatistics: { totalPostsAnalyzed: posts?.length ?? 0 },
    ...(posts && { posts }),
  },
});

afterEach(() => closePostsList());

async function openList(profile: ProfileDocument | null | undefined) {
  const user = userEvent.setup();
  const list = openPostsList();
  const router = renderWithStubPages(
    '/dashboard/analytics/posts',
    () => <PostsListScreen profile={profile} list={list} />,
    { '/dashboard/analytics': 'Analytics screen' },
  );
  await waitFor(() => expect(router.state.status).toBe('idle'));
  return { user, list };
}

const rows = () => within(screen.getByRole('list', { name: 'Posts' })).getAllByRole('listitem');
/** Each row as its date and format, then its figures: name and value. */
const shownRows = () =>
  rows().map((row) => [
    row.querySelector('p')!.textContent,
    ...[...row.querySelectorAll('dl > div')].map(
      (pair) => `${pair.querySelector('dt')!.textContent} ${pair.querySelector('dd')!.textContent}`,
    ),
  ]);
const dates = () => rows().map((row) => row.querySelector('time')!.textContent);

describe('posts list screen', () => {
  it('shows every post newest first with its date, format, likes, comments and engagement; hidden likes say so', async () => {
    await openList(documentWith(POSTS));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your posts');
    expect(screen.getByRole('status').textContent).toBe('4 analysed posts');
    expect(shownRows()).toEqual([
      ['March 5, 2025 · Reel', 'Likes 1,234', 'Comments 62', 'Engagement 1,296'],
      ['February 20, 2025 · Photo', 'Likes hidden', 'Comments 75', 'Engagement hidden'],
      ['February 11, 2025 · Carousel', 'Likes 40', 'Comments 2', 'Engagement 42'],
      ['January 31, 2025', 'Likes 320', 'Comments 20', 'Engagement 340'],
    ]);
  });

  it('loads each picture lazily through the image proxy (our own media straight), at a fixed size', async () => {
    await openList(documentWith(POSTS));
    const images = rows().map((row) => within(row).getByRole('img') as HTMLImageElement);
    expect(images.map((image) => image.getAttribute('src'))).toEqual([
      `${config.imageProxyUrl}${encodeURIComponent('https://cdn.example.com/a.jpg')}`,
      '/media/posts/demo-b.svg',
      `${config.imageProxyUrl}${encodeURIComponent('https://cdn.example.com/c.jpg')}`,
      `${config.imageProxyUrl}${encodeURIComponent('https://cdn.example.com/d.jpg')}`,
    ]);
    for (const image of images) {
      expect([image.getAttribute('width'), image.getAttribute('height'), image.getAttribute('loading')]).toEqual([
        '64',
        '64',
        'lazy',
      ]);
    }
    expect(images[0].alt).toBe('Your post, March 5, 2025');
  });

  it('sorts by likes, comments and engagement, highest first with hidden likes last, and back to newest', async () => {
    const { user, list } = await openList(documentWith(POSTS));
    const sortBy = screen.getByLabelText('Sort by');
    expect(
      within(sortBy)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Newest', 'Most likes', 'Most comments', 'Most engagement (likes + comments)']);
    await user.selectOptions(sortBy, 'Most comments');
    expect(list.getSnapshot().value.sort).toBe('comments');
    expect(dates()).toEqual(['February 20, 2025', 'March 5, 2025', 'January 31, 2025', 'February 11, 2025']);
    await user.selectOptions(sortBy, 'Most likes');
    expect(dates()).toEqual(['March 5, 2025', 'January 31, 2025', 'February 11, 2025', 'February 20, 2025']);
    await user.selectOptions(sortBy, 'Most engagement (likes + comments)');
    expect(dates()).toEqual(['March 5, 2025', 'January 31, 2025', 'February 11, 2025', 'February 20, 2025']);
    await user.selectOptions(sortBy, 'Newest');
    expect(dates()).toEqual(['March 5, 2025', 'February 20, 2025', 'February 11, 2025', 'January 31, 2025']);
  });

  it('dates the posts in the time zone the analysis counted when to post in', async () => {
    const document = documentWith(POSTS);
    document._calculatedData!.whenToPost = {
      timeZone: 'Asia/Kolkata',
      posts: 4,
      enoughPosts: false,
      weekdays: [],
      hours: [],
      bestWeekday: null,
      bestHours: null,
    };
    await openList(document);
    // 23:59 UTC on January 31 is 05:29 on February 1 in Kolkata.
    expect(dates()).toEqual(['March 5, 2025', 'February 21, 2025', 'February 11, 2025', 'February 1, 2025']);
  });

  it("offers the posts' formats and shows only the chosen one's posts", async () => {
    const { user } = await openList(
      documentWith([...POSTS, post('https://cdn.example.com/e.jpg', '2025-01-02T12:00:00Z', 'reel', 5, 90)]),
    );
    const format = screen.getByLabelText('Format');
    expect(
      within(format)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All formats', 'Photos', 'Reels', 'Carousels']);
    await user.selectOptions(format, 'Reels');
    expect(dates()).toEqual(['March 5, 2025', 'January 2, 2025']);
    expect(screen.getByRole('status').textContent).toBe('2 of 5 analysed posts');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Most comments');
    expect(dates()).toEqual(['January 2, 2025', 'March 5, 2025']);
    await user.selectOptions(format, 'All formats');
    expect(rows()).toHaveLength(5);
  });

  it('shows a loader until the first document arrives, and says when no post is analysed', async () => {
    await openList(undefined);
    expect(screen.getByRole('status').textContent).toBe('Loading your posts');
    closePostsList();
    cleanup();
    await openList(documentWith(undefined));
    expect(
      screen.getByText('No posts analysed yet. Your posts will appear here once the analysis is complete.'),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Sort by')).toBeNull();
  });

  it('goes back to Analytics', async () => {
    const { user } = await openList(documentWith(POSTS));
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Analytics screen' })).toBeTruthy();
  });
});
