/**
 * Instagram's insights on Analytics: the engagement card's rate per reach with saves, shares and
 * reposts ('Not available for this account' where Instagram gave none, never 0), and when the
 * account's followers are online (the busiest hours in words, every hour in a table).
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CalculatedProfileData } from '../../contracts/profile';
import { EngagementCard } from '../../src/routes/_authed/dashboard/-analytics/engagement-card';
import { OnlineFollowers } from '../../src/routes/_authed/dashboard/-analytics/online-followers';

type UserEngagement = CalculatedProfileData['userEngagement'];

const engagement = (perReach?: UserEngagement['perReach']): UserEngagement => ({
  engagementRate: { status: 'Average', cell: 3 },
  averageLikesPerPost: 120,
  averageCommentsPerPost: 4,
  ...(perReach && { perReach }),
});
const perReachPart = () =>
  within(screen.getByRole('heading', { level: 4, name: 'Engagement per reach' }).parentElement!);
const totals = () =>
  [...perReachPart().getAllByRole('term')].map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('the engagement card per reach', () => {
  it('shows the rate per reach, the posts behind it, and the saves, shares and reposts', () => {
    render(
      <EngagementCard engagement={engagement({ rate: 5.82, posts: 30, saves: 1_234, shares: 310, reposts: 12 })} />,
    );
    expect(perReachPart().getByText('5.82 % median interactions per account reached (latest posts)')).toBeTruthy();
    expect(perReachPart().getByText(/over 30 posts;/)).toBeTruthy();
    expect(totals()).toEqual([
      ['Saves', '1,234'],
      ['Shares', '310'],
      ['Reposts', '12'],
    ]);
  });

  it("says 'Not available for this account' where Instagram gave none, never 0", () => {
    render(<EngagementCard engagement={engagement({ rate: 4.1, posts: 12, saves: 0, shares: 2, reposts: null })} />);
    expect(totals()).toEqual([
      ['Saves', '0'],
      ['Shares', '2'],
      ['Reposts', 'Not available for this account'],
    ]);
  });

  it('says the rate is not available when no post had insights', () => {
    render(
      <EngagementCard engagement={engagement({ rate: null, posts: 0, saves: null, shares: null, reposts: null })} />,
    );
    expect(perReachPart().getAllByText('Not available for this account')).toHaveLength(4);
    expect(perReachPart().queryByText(/per account reached/)).toBeNull();
  });

  it('shows nothing per reach without a source of insights (demo data, an export, an older document)', () => {
    render(<EngagementCard engagement={engagement()} />);
    expect(screen.queryByText('Engagement per reach')).toBeNull();
    expect(screen.queryByText('Not available for this account')).toBeNull();
  });
});

describe('when your followers are online', () => {
  // Evening-heavy hours: 8 pm 310, 9 pm 290, 7 pm 290 (the earlier of a tie first); 3 am left out by Instagram.
  const hours = Array.from({ length: 24 }, (_, hour) =>
    hour === 3 ? null : [19, 21].includes(hour) ? 290 : hour === 20 ? 310 : 40 + hour,
  );

  it('names the busiest hours, the time zone Instagram reports in, and every hour in a table', async () => {
    render(<OnlineFollowers figures={{ timeZone: 'America/Los_Angeles', hours }} />);
    const block = within(screen.getByRole('region', { name: 'When your followers are online' }));
    expect(block.getByRole('heading', { level: 2 }).textContent).toBe('When your followers are online');
    expect(block.getByText('Most online at 8 pm (310 followers), then 7 pm and 9 pm.')).toBeTruthy();
    expect(block.getByText(/in Pacific time, as Instagram reports them/)).toBeTruthy();
    await userEvent.click(block.getByText('Every hour'));
    const rows = block.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(24);
    const cells = (row: number) => [...rows[row].children].map((cell) => cell.textContent);
    expect(cells(0)).toEqual(['12 am', '40']);
    expect(cells(3)).toEqual(['3 am', 'Not available for this account']);
    expect(cells(12)).toEqual(['12 pm', '52']);
    expect(cells(20)).toEqual(['8 pm', '310']);
    expect(block.getByRole('columnheader', { name: 'Followers online' })).toBeTruthy();
  });
});
