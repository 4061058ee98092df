/**
 * Analytics' "When to post" card, loaded after the first paint: the best day and hours
 * with the figures and posts behind them, the zone the times are in, each weekday's median and
 * posts in a table, the hours as a described image; and the honest "not enough posts yet".
 */
import { render, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { WhenToPost as WhenToPostFigures } from '../../contracts/profile';
import { WhenToPost } from '../../src/routes/_authed/dashboard/-analytics/when-to-post';

const day = (posts: number, medianInteractions: number | null) => ({ posts, medianInteractions });
const TIMING: WhenToPostFigures = {
  timeZone: 'Europe/Berlin',
  posts: 36,
  enoughPosts: true,
  weekdays: [day(5, 180), day(6, 210.5), day(0, null), day(5, 190), day(6, 170), day(7, 205), day(7, 320)],
  hours: Array.from({ length: 24 }, (_, hour) => ({
    fromHour: hour,
    toHour: hour + 1,
    ...(hour >= 19 && hour < 22 ? day(2, 400) : hour >= 8 && hour < 19 ? day(3, 190) : day(0, null)),
  })),
  bestWeekday: { weekday: 6, posts: 7, ratio: 1.6 },
  bestHours: { fromHour: 19, toHour: 22, posts: 6, ratio: 2.05 },
};

it('names the best day and hours with their figures, the zone, and every weekday in a table', async () => {
  render(<WhenToPost timing={TIMING} />);
  const card = await screen.findByRole('region', { name: 'When to post' });
  const bests = within(card)
    .getAllByRole('definition')
    .map((item) => item.textContent);
  expect(bests).toEqual([
    'Sunday',
    '1.6× your median engagement (7 posts)',
    '19:00–22:00',
    '2.05× your median engagement (6 posts)',
  ]);
  within(card).getByText('Times in Europe/Berlin, from 36 posts that show their likes.');
  const rows = within(within(card).getByRole('table', { name: 'Median likes + comments by weekday' }))
    .getAllByRole('row')
    .map((row) => [...row.children].map((cell) => cell.textContent));
  expect(rows).toEqual([
    ['Weekday', 'Median likes + comments', 'Posts'],
    ['Monday', '180', '5'],
    ['Tuesday', '210.5', '6'],
    ['Wednesday', '–', '0'],
    ['Thursday', '190', '5'],
    ['Friday', '170', '6'],
    ['Saturday', '205', '7'],
    ['Sunday', '320', '7'],
  ]);
  within(card).getByRole('img', { name: 'Median likes + comments by time of day: highest 19:00–22:00' });
});

it('says there are not enough posts yet, and names no best', async () => {
  render(<WhenToPost timing={{ ...TIMING, posts: 7, enoughPosts: false, bestWeekday: null, bestHours: null }} />);
  const card = await screen.findByRole('region', { name: 'When to post' });
  within(card).getByText('Not enough posts yet: 7 of the 10 a best time needs.');
  expect(
    within(card)
      .getAllByRole('definition')
      .map((item) => item.textContent),
  ).toEqual(['No day stands out yet', 'No time stands out yet']);
  within(card).getByRole('img', { name: 'Median likes + comments by time of day' });
});

it('shows nothing without figures (no source of posts)', () => {
  const { container } = render(<WhenToPost timing={undefined} />);
  expect(container.innerHTML).toBe('');
});
