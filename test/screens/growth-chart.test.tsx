/**
 * Analytics' growth section on its real actor (src/app/growth-chart.ts) with a fake
 * ig-profileHistory call: the loader, the changes since a week and a month (signed, or not
 * available yet), the chart's summary, the table day by day and week by week, the range buttons,
 * not enough history, a failure with 'Try again'; the section's place without the app's actor (a
 * page the server renders) and no section at all for an account with nothing to analyse.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { ProfileHistory } from '../../contracts/profile-history';
import type { ProfileDocument } from '../../contracts/profile';
import { growthChartLogic, type GrowthChartActor } from '../../src/app/growth-chart';
import { AnalyticsView } from '../../src/routes/_authed/dashboard/-analytics/analytics-view';
import { GrowthChartContext } from '../../src/routes/_authed/dashboard/-growth/growth-context';
import { callFailure } from '../harness/call-failure';
import { connectionWith, NOT_CONNECTED } from './instagram-connection-fixtures';
import { renderWithStubPages, services } from './model-screen';
import { historyPoint } from '../harness/history-point';

vi.mock('../../src/services/profile-history', async () =>
  (await import('./model-screen')).services.module({ fetchProfileHistory: 'loadHistory' }),
);
vi.mock('../../src/services/auth', () => ({ currentIdToken: async () => 'id-token' }));

const point = (date: string, followers: number | null) => historyPoint(date, followers, { following: 300, posts: 40 });

/** Four days, one without a count: the table has three rows, newest first, each change since the row before. */
const MONTH: ProfileHistory = {
  points: [
    point('2026-11-20', 1_190),
    point('2026-11-25', 1_200),
    point('2026-11-26', null),
    point('2026-11-27', 1_212),
  ],
  sinceLastWeek: 12,
  sinceLastMonth: -3,
};
/** Weeks counted back from Nov 27: Nov 27 and 21 (0 and 6 days back), Nov 20 (7), Nov 6 and 1 (21 and 26): three rows. */
const QUARTER: ProfileHistory = {
  points: [
    point('2026-11-01', 1_030),
    point('2026-11-06', 1_050),
    point('2026-11-20', 1_150),
    point('2026-11-21', 1_160),
    point('2026-11-27', 1_230),
  ],
  sinceLastWeek: 70,
  sinceLastMonth: 1_204,
};
const SOURCED: ProfileDocument = {
  _insights: { status: 'completed' },
  _updatedAt: { _seconds: 1_764_201_600 },
  _sources: ['export'],
};

let growth: GrowthChartActor | null = null;

beforeEach(() => services.reset());
afterEach(() => {
  growth?.stop();
  growth = null;
  cleanup();
});

async function renderSection({ document = SOURCED, withActor = true } = {}) {
  const user = userEvent.setup();
  const { actor: connection } = await connectionWith(NOT_CONNECTED);
  growth = withActor ? createActor(growthChartLogic).start() : null;
  const router = renderWithStubPages(
    '/dashboard/analytics',
    () => (
      <GrowthChartContext value={growth}>
        <AnalyticsView document={document} connection={connection} exportUpload={null} />
      </GrowthChartContext>
    ),
    { '/dashboard/insights': 'Tips & Insights screen' },
  );
  await waitFor(() => expect(router.state.status).toBe('idle'));
  return user;
}

const section = () => within(screen.getByRole('region', { name: 'Growth' }));
const historyQueries = () => services.calls.filter((call) => call.id === 'loadHistory').map((call) => call.args[2]);
const pressed = () =>
  section()
    .getAllByRole('button', { pressed: true })
    .map((button) => button.textContent);
/** The table's rows as read: date, followers, change. */
const tableRows = () =>
  section()
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
const figures = () =>
  [...section().getAllByRole('definition')].map((value) => [
    value.previousElementSibling?.textContent,
    value.textContent,
  ]);

describe('growth section', () => {
  it('loads the last 30 days, then shows the changes since a week and a month, the chart and its table', async () => {
    await renderSection();
    expect(await section().findByRole('status')).toHaveProperty('textContent', 'Loading your growth');
    expect(pressed()).toEqual(['30 days']);
    expect(historyQueries()).toEqual([{ days: 30 }]);
    await services.settle('loadHistory', { output: MONTH });
    expect(figures()).toEqual([
      ['Since last week', '+12'],
      ['Since last month', '\u22123'],
    ]);
    expect(section().getByRole('img').getAttribute('aria-label')).toBe(
      'Followers from 1,190 on Nov 20, 2026 to 1,212 on Nov 27, 2026',
    );
    expect(section().getByRole('table').querySelector('caption')?.textContent).toBe(
      'Followers and change per day, the last 30 days',
    );
    expect(tableRows()).toEqual([
      ['Nov 27, 2026', '1,212', '+12'],
      ['Nov 25, 2026', '1,200', '+10'],
      ['Nov 20, 2026', '1,190', '—'],
    ]);
    expect(section().getByText('Bars: net change per day, green for a gain, red for a loss.')).toBeTruthy();
  });

  it("says 'not available yet' where the history does not reach back a week or a month", async () => {
    await renderSection();
    await services.settle('loadHistory', { output: { ...MONTH, sinceLastWeek: null, sinceLastMonth: null } });
    expect(figures()).toEqual([
      ['Since last week', 'not available yet'],
      ['Since last month', 'not available yet'],
    ]);
  });

  it('loads the range pressed and shows longer ranges week by week', async () => {
    const user = await renderSection();
    await services.settle('loadHistory', { output: MONTH });
    await user.click(section().getByRole('button', { name: '90 days' }));
    expect(pressed()).toEqual(['90 days']);
    expect(section().getByRole('status').textContent).toBe('Loading your growth');
    await services.settle('loadHistory', { output: QUARTER });
    expect(historyQueries()).toEqual([{ days: 30 }, { days: 90 }]);
    expect(figures()).toEqual([
      ['Since last week', '+70'],
      ['Since last month', '+1,204'],
    ]);
    expect(section().getByRole('table').querySelector('caption')?.textContent).toBe(
      'Followers and change per week, the last 90 days',
    );
    expect(tableRows()).toEqual([
      ['Nov 27, 2026', '1,230', '+80'],
      ['Nov 20, 2026', '1,150', '+100'],
      ['Nov 6, 2026', '1,050', '—'],
    ]);
    // The range shown pressed again asks for nothing.
    await user.click(section().getByRole('button', { name: '90 days' }));
    expect(historyQueries()).toHaveLength(2);
  });

  it('says there is not enough history yet with fewer than two days of follower counts', async () => {
    await renderSection();
    await services.settle('loadHistory', { output: { ...MONTH, points: [point('2026-11-27', 1_212)] } });
    expect(
      section().getByText(
        'Not enough history yet. The chart starts once your followers have been counted on two different days: every Instagram sync and every export you upload counts them.',
      ),
    ).toBeTruthy();
    expect(section().queryByRole('table')).toBeNull();
    expect(pressed()).toEqual(['30 days']);
  });

  it("says so when the history cannot be loaded, and 'Try again' asks for the same range", async () => {
    const user = await renderSection();
    await services.settle('loadHistory', { output: MONTH });
    await user.click(section().getByRole('button', { name: '1 year' }));
    await services.settle('loadHistory', { error: callFailure({ text: 'Failed to fetch' }) });
    expect(section().getByRole('alert').textContent).toBe(
      'Your growth could not be loaded. Check your connection and try again.',
    );
    await user.click(section().getByRole('button', { name: 'Try again' }));
    expect(historyQueries()).toEqual([{ days: 30 }, { days: 365 }, { days: 365 }]);
    await services.settle('loadHistory', { output: QUARTER });
    expect(section().queryByRole('alert')).toBeNull();
    expect(tableRows()).toHaveLength(3);
  });

  it("keeps the chart's place, and asks for nothing, without the app's actor (a page the server renders)", async () => {
    await renderSection({ withActor: false });
    expect(section().getByRole('heading', { level: 2 }).textContent).toBe('Growth');
    expect(section().queryByRole('button')).toBeNull();
    expect(historyQueries()).toEqual([]);
  });

  it('is not shown to an account with nothing to analyse yet', async () => {
    await renderSection({ document: { _insights: { status: 'idle' }, _updatedAt: { _seconds: 0 } } });
    expect(screen.queryByRole('region', { name: 'Growth' })).toBeNull();
  });
});
