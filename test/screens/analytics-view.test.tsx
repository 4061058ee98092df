/**
 * The Analytics screen's body (spec 2.7) rendered from a full profile document, with no Instagram
 * account connected: each section, the formatting rules on screen, the clock for a null total, the
 * engagement bar and recommendation labels past the tenth, and a document not analysed yet.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { COMMENTER_CATEGORIES_NOTE, DEMO_DATA_NOTE } from '../../content/profile-data';
import type { CalculatedProfileData, ProfileCategory, ProfileDocument } from '../../contracts/profile';
import { config } from '../../src/app/config';
import { AnalyticsView } from '../../src/routes/_authed/dashboard/-analytics/analytics-view';
import { ExportUpload } from '../../src/routes/_authed/dashboard/-analytics/export-upload';
import { connectionWith, NOT_CONNECTED } from './instagram-connection-fixtures';
import { renderWithStubPages } from './model-screen';

const total = (totalValue: number | null): ProfileCategory => ({ totalValue, items: [] });

const calculated = (over: Partial<CalculatedProfileData> = {}): CalculatedProfileData => ({
  audience: {
    lostFollowers: total(12),
    newFollowers: total(1_204),
    secretFans: total(null),
    inactiveFollowers: total(3_456),
    friends: total(987),
    fans: total(12_345),
  },
  other: { likes: total(48_210), comments: total(null) },
  topPosts: {
    mostLikedPosts: [
      { postPicUrl: 'https://cdn.example.com/a.jpg', date: '2025-03-05T10:00:00Z', count: 1_530, user: 'demo' },
      { postPicUrl: '/media/posts/demo-b.svg', date: '2024-12-31T23:30:00Z', count: 1, user: 'demo' },
    ],
    mostCommentedPosts: [
      { postPicUrl: 'https://cdn.example.com/c.jpg', date: '2025-01-20T08:00:00Z', count: 1, user: 'demo' },
      { postPicUrl: 'https://cdn.example.com/d.jpg', date: '2025-02-01T08:00:00Z', count: 0, user: 'demo' },
    ],
  },
  userEngagement: {
    engagementRate: { status: 'Good', cell: 3 },
    averageLikesPerPost: 1_204.46,
    averageCommentsPerPost: 37,
  },
  overviewStatistics: { totalPostsAnalyzed: 36 },
  recommendations: Array.from({ length: 12 }, (_, index) => `Tip number ${index + 1}`),
  ...over,
});

const documentWith = (data?: CalculatedProfileData): ProfileDocument => ({
  _insights: { status: data ? 'completed' : 'pending' },
  _updatedAt: { _seconds: 1_741_168_800 },
  ...(data && { _calculatedData: data }),
});

async function renderView(document: ProfileDocument) {
  const { actor } = await connectionWith(NOT_CONNECTED);
  const router = renderWithStubPages(
    '/dashboard/analytics',
    () => <AnalyticsView document={document} connection={actor} exportUpload={<ExportUpload />} />,
    {
      '/dashboard/insights': 'Tips & Insights screen',
      '/dashboard/analytics/audience/lost-followers': 'Lost followers list',
    },
  );
  await waitFor(() => expect(router.state.status).toBe('idle'));
  return router;
}

const section = (name: string) => screen.getByRole('region', { name });
const tile = (sectionName: string, label: string) =>
  within(section(sectionName)).getByRole('heading', { level: 3, name: label }).closest('li')!;
/** A tile's total as shown, or 'clock' while it is still being counted. */
const shownTotal = (sectionName: string, label: string) => {
  const shown = tile(sectionName, label);
  return within(shown).queryByRole('img', { name: 'Still counting' })
    ? 'clock'
    : shown.querySelector('strong')?.textContent;
};
const postRows = (sectionName: string) =>
  within(section(sectionName))
    .getAllByRole('listitem')
    .map((row) => ({ text: row.textContent, image: within(row).getByRole('img') as HTMLImageElement }));

describe('Analytics view', () => {
  it('shows the sections of spec 2.7 in order', async () => {
    await renderView(documentWith(calculated()));
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'User Engagement',
      'Likes & Comments',
      'Most Liked Posts',
      'Most Commented Posts',
      'Audience',
      'Recommendations',
      'Growth',
      'Analyse your own followers',
    ]);
    expect(screen.getByText('Analysis of your Instagram account based on 36 latest posts')).toBeTruthy();
  });

  it('shows the engagement card with its status, bar up to the cell, note and averages', async () => {
    await renderView(documentWith(calculated()));
    const card = within(section('User Engagement'));
    expect(card.getByRole('heading', { level: 3 }).textContent).toBe('Overall Engagement Rate');
    expect(card.getByText('Good')).toBeTruthy();
    const bar = card.getByRole('img', { name: 'Engagement level 3 of 5' });
    // Red, orange, yellow reached; light green and green not.
    expect([...bar.children].map((cell) => (cell as HTMLElement).style.backgroundColor)).toEqual([
      'rgb(239, 68, 68)',
      'rgb(249, 115, 22)',
      'rgb(234, 179, 8)',
      '',
      '',
    ]);
    expect(card.getByText('*calculated as total likes + comments divided by total posts')).toBeTruthy();
    const averages = [...section('User Engagement').querySelectorAll('dl > div')].map((pair) => [
      pair.querySelector('dt')?.textContent,
      pair.querySelector('dd')?.textContent,
    ]);
    expect(averages).toEqual([
      ['Avg. Likes/Post', '1,204.5'],
      ['Avg. Comments/Post', '37'],
    ]);
  });

  it("shows the rate itself and its band's edges for the account's follower tier, with the table's source", async () => {
    await renderView(
      documentWith(
        calculated({
          userEngagement: {
            engagementRate: {
              status: 'Average',
              cell: 3,
              rate: 3.4,
              tier: { minFollowers: 0, maxFollowers: 4_999, bandStarts: [1.72, 3.38, 4.42, 7.97] },
            },
            averageLikesPerPost: 0,
            averageCommentsPerPost: 0,
          },
        }),
      ),
    );
    const card = within(section('User Engagement'));
    expect(card.getByText('3.4 % median likes + comments per follower (latest posts)')).toBeTruthy();
    expect(card.getByText('Average is 3.38 % to 4.42 % for accounts with under 5,000 followers')).toBeTruthy();
    expect(card.getByText(/^Bands by follower tier from Modash/)).toBeTruthy();
  });

  it('says where the lowest and highest bands begin, for the largest tier too', async () => {
    const engagementWith = (status: string, cell: 1 | 5) =>
      documentWith(
        calculated({
          userEngagement: {
            engagementRate: {
              status,
              cell,
              rate: cell === 1 ? 0.2 : 3,
              tier: { minFollowers: 1_000_000, maxFollowers: null, bandStarts: [0.57, 1.02, 1.27, 2.6] },
            },
            averageLikesPerPost: 0,
            averageCommentsPerPost: 0,
          },
        }),
      );
    await renderView(engagementWith('Low', 1));
    expect(screen.getByText('Low is below 0.57 % for accounts with 1,000,000 followers or more')).toBeTruthy();
    cleanup();
    await renderView(engagementWith('High', 5));
    expect(screen.getByText('High is from 2.6 % for accounts with 1,000,000 followers or more')).toBeTruthy();
  });

  it("shows when the followers are online after User Engagement where Instagram's insights give it, and not otherwise", async () => {
    const hours = Array.from({ length: 24 }, (_, hour) => hour * 10);
    await renderView(documentWith(calculated({ onlineFollowers: { timeZone: 'America/Los_Angeles', hours } })));
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles.slice(titles.indexOf('User Engagement'), titles.indexOf('User Engagement') + 2)).toEqual([
      'User Engagement',
      'When your followers are online',
    ]);
    expect(
      within(section('When your followers are online')).getByText(/^Most online at 11 pm \(230 followers\)/),
    ).toBeTruthy();
    cleanup();
    await renderView(documentWith(calculated()));
    expect(screen.queryByRole('region', { name: 'When your followers are online' })).toBeNull();
  });

  it('shows no rate line on a document without the rate (stored before it was kept)', async () => {
    await renderView(documentWith(calculated()));
    expect(within(section('User Engagement')).queryByText(/median likes \+ comments per follower/)).toBeNull();
  });

  it('colours every cell of the bar at the top level: red, orange, yellow, light green, green', async () => {
    await renderView(
      documentWith(
        calculated({
          userEngagement: {
            engagementRate: { status: 'Excellent', cell: 5 },
            averageLikesPerPost: 0,
            averageCommentsPerPost: 0,
          },
        }),
      ),
    );
    const bar = screen.getByRole('img', { name: 'Engagement level 5 of 5' });
    expect([...bar.children].map((cell) => (cell as HTMLElement).style.backgroundColor)).toEqual([
      'rgb(239, 68, 68)',
      'rgb(249, 115, 22)',
      'rgb(234, 179, 8)',
      'rgb(132, 204, 22)',
      'rgb(22, 163, 74)',
    ]);
  });

  it('shows thousands-separated totals, and a clock while a total is null', async () => {
    await renderView(documentWith(calculated()));
    expect([shownTotal('Likes & Comments', 'Likes'), shownTotal('Likes & Comments', 'Comments')]).toEqual([
      '48,210',
      'clock',
    ]);
    const audience = [
      'Lost followers',
      'New followers',
      'Secret fans',
      'Inactive followers',
      'Your friends',
      'Your fans',
    ];
    expect(
      within(section('Audience'))
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(audience);
    expect(audience.map((label) => shownTotal('Audience', label))).toEqual([
      '12',
      '1,204',
      'clock',
      '3,456',
      '987',
      '12,345',
    ]);
  });

  it('opens the list of each counted audience tile; a tile still counting, and Likes and Comments, open nothing', async () => {
    const user = userEvent.setup();
    await renderView(documentWith(calculated()));
    const links = within(section('Audience')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Lost followers12', '/dashboard/analytics/audience/lost-followers'],
      ['New followers1,204', '/dashboard/analytics/audience/new-followers'],
      ['Inactive followers3,456', '/dashboard/analytics/audience/inactive-followers'],
      ['Your friends987', '/dashboard/analytics/audience/friends'],
      ['Your fans12,345', '/dashboard/analytics/audience/fans'],
    ]);
    expect(within(section('Likes & Comments')).queryAllByRole('link')).toEqual([]);
    await user.click(links[0]);
    expect(await screen.findByRole('heading', { name: 'Lost followers list' })).toBeTruthy();
  });

  it('lists posts with lazy images (outside ones proxied, our own as they are), UTC dates and singular or plural counts', async () => {
    await renderView(documentWith(calculated()));
    const liked = postRows('Most Liked Posts');
    expect(liked.map((row) => row.text)).toEqual(['1,530 likesMarch 5, 2025', '1 likeDecember 31, 2024']);
    expect(liked.map((row) => row.image.getAttribute('src'))).toEqual([
      `${config.imageProxyUrl}https%3A%2F%2Fcdn.example.com%2Fa.jpg`,
      '/media/posts/demo-b.svg',
    ]);
    for (const { image } of liked) {
      expect(image.getAttribute('loading')).toBe('lazy');
      expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['64', '64']);
      expect(image.alt).toBe('Post by demo');
    }
    expect(postRows('Most Commented Posts').map((row) => row.text)).toEqual([
      '1 commentJanuary 20, 2025',
      '0 commentsFebruary 1, 2025',
    ]);
  });

  it('labels recommendations 1st to 10th and reuses the 10th label after that', async () => {
    await renderView(documentWith(calculated()));
    const labels = within(section('Recommendations'))
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(labels).toEqual([
      '1st recommendation',
      '2nd recommendation',
      '3rd recommendation',
      '4th recommendation',
      '5th recommendation',
      '6th recommendation',
      '7th recommendation',
      '8th recommendation',
      '9th recommendation',
      '10th recommendation',
      '10th recommendation',
      '10th recommendation',
    ]);
    expect(within(section('Recommendations')).getByText('Tip number 12')).toBeTruthy();
  });

  it('leaves out the recommendations section when there are none', async () => {
    await renderView(documentWith(calculated({ recommendations: undefined })));
    expect(screen.queryByRole('region', { name: 'Recommendations' })).toBeNull();
  });

  it('says so when a list has no posts', async () => {
    await renderView(
      documentWith(
        calculated({
          topPosts: { mostLikedPosts: [], mostCommentedPosts: [] },
        }),
      ),
    );
    expect(within(section('Most Liked Posts')).getByText('No posts analysed yet.')).toBeTruthy();
  });

  it('counts 0 latest posts when the statistics are missing', async () => {
    const partial = { ...calculated(), overviewStatistics: undefined } as unknown as CalculatedProfileData;
    await renderView(documentWith(partial));
    expect(screen.getByText('Analysis of your Instagram account based on 0 latest posts')).toBeTruthy();
  });

  it('shows an empty state, not a crash, before the first analysis of a source', async () => {
    await renderView({ ...documentWith(undefined), _sources: ['export'] });
    expect(screen.getByText(/has not been analysed yet/)).toBeTruthy();
    // The growth chart (an export's counts are its first day) and the upload card: a user without
    // analytics can start from their own export.
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Growth',
      'Analyse your own followers',
    ]);
  });

  it('says under Audience that secret fans and inactive followers are counted from commenters', async () => {
    await renderView(documentWith(calculated()));
    expect(within(section('Audience')).getByText(COMMENTER_CATEGORIES_NOTE)).toBeTruthy();
  });

  it('says in one line when the analysis is demo data, and not otherwise', async () => {
    await renderView({ ...documentWith(calculated()), _sources: ['demo', 'export'] });
    expect(screen.getAllByText(DEMO_DATA_NOTE)).toHaveLength(1);
  });

  it('says nothing of demo data for an analysis of an uploaded export', async () => {
    await renderView({ ...documentWith(calculated()), _sources: ['export'] });
    expect(screen.queryByText(DEMO_DATA_NOTE)).toBeNull();
  });

  it('links to Tips & Insights', async () => {
    const router = await renderView(documentWith(calculated()));
    await userEvent.setup().click(screen.getByRole('link', { name: 'Tips & Insights' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tips & Insights screen' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/insights');
  });
});
