/**
 * The Instagram connection on the Analytics screen, on a live connection actor with
 * fake calls: the start for an account with nothing to analyse, the connect and its failure texts,
 * the card while syncing, connected and needing a reconnect, 'Refresh now' at most once an hour,
 * the disconnect modal, and the unlock lines of an export-only analysis.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONNECT_FAILURE_TEXT, INSTAGRAM_COPY, UNLOCK_TEXT } from '../../content/instagram-connection';
import type { ConnectFailure, InstagramConnectionView } from '../../contracts/instagram-connection';
import type { CalculatedProfileData, ProfileCategory, ProfileDocument } from '../../contracts/profile';
import { SYNC_POLL_DELAY_MS } from '../../machines/instagram-connection.machine';
import { AnalyticsView } from '../../src/routes/_authed/dashboard/-analytics/analytics-view';
import { ExportUpload } from '../../src/routes/_authed/dashboard/-analytics/export-upload';
import { formatClockTime, formatSyncTime } from '../../src/routes/_authed/dashboard/-analytics/connection-time';
import { callFailure } from '../harness/call-failure';
import { OFFLINE } from '../machines/instagram-connection.model';
import { account, connectionWith, NOT_CONNECTED, USERNAME, type FakeConnection } from './instagram-connection-fixtures';
import { renderWithStubPages } from './model-screen';

const total = (totalValue: number | null, unlock?: ProfileCategory['unlock']): ProfileCategory => ({
  totalValue,
  items: [],
  ...(unlock && { unlock }),
});

const ANALYSIS: CalculatedProfileData = {
  audience: {
    lostFollowers: total(null, 'second-export'),
    newFollowers: total(null, 'second-export'),
    secretFans: total(null, 'instagram'),
    inactiveFollowers: total(null, 'instagram'),
    friends: total(987),
    fans: total(12_345),
  },
  other: { likes: total(48_210), comments: total(1_234) },
  topPosts: {
    mostLikedPosts: [{ postPicUrl: '/media/posts/a.svg', date: '2025-03-05T10:00:00Z', count: 1_530, user: 'demo' }],
    mostCommentedPosts: [],
  },
  userEngagement: {
    engagementRate: { status: 'Good', cell: 3 },
    averageLikesPerPost: 1_204.46,
    averageCommentsPerPost: 37,
  },
  overviewStatistics: { totalPostsAnalyzed: 36 },
};

const NO_DOCUMENT: ProfileDocument = { _insights: { status: 'idle' }, _updatedAt: { _seconds: 0 } };
const analysed = (sources: ProfileDocument['_sources']): ProfileDocument => ({
  _insights: { status: 'completed' },
  _updatedAt: { _seconds: 1_768_474_800 },
  _sources: sources,
  _calculatedData: ANALYSIS,
});

const COPY = INSTAGRAM_COPY;
const EXPORT_HEADING = 'Analyse your own followers';
const AUTHORIZE_URL = 'https://www.instagram.com/oauth/authorize?client_id=1&state=s1';

async function openAnalytics(document: ProfileDocument, view: InstagramConnectionView) {
  const connection = await connectionWith(view);
  const user = userEvent.setup();
  const router = renderWithStubPages(
    '/dashboard/analytics',
    () => <AnalyticsView document={document} connection={connection.actor} exportUpload={<ExportUpload />} />,
    {
      '/dashboard/insights': 'Tips & Insights screen',
    },
  );
  await waitFor(() => expect(router.state.status).toBe('idle'));
  return { ...connection, user };
}

const headings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const button = (name: string) => screen.getByRole('button', { name });
const card = () => screen.getByRole('region', { name: COPY.connectedAs(USERNAME) });
/** The export card's wrapper that 'Upload your Instagram data export' focuses. */
const exportCardFocused = () =>
  document.activeElement?.contains(screen.getByRole('heading', { name: EXPORT_HEADING })) === true;

/** Back from Instagram (a new page load, here the same actor): the callback, then the status read again. */
async function failConnect(connection: FakeConnection, failure: ConnectFailure, statusAfter: InstagramConnectionView) {
  act(() => connection.actor.send({ type: 'connection.callback', state: 's1', code: 'c1' }));
  await connection.answer('finishConnect', {
    error: callFailure({ status: failure === 'unavailable' ? 502 : 400, code: failure }),
  });
  await connection.answer('fetchStatus', { output: statusAfter });
}

describe('start: nothing to analyse yet', () => {
  it('says where an analysis comes from and offers both ways, promising no analysis', async () => {
    await openAnalytics(NO_DOCUMENT, NOT_CONNECTED);
    expect(headings()).toEqual([COPY.startTitle, EXPORT_HEADING]);
    const start = screen.getByRole('region', { name: COPY.startTitle });
    expect(within(start).getByText(COPY.startIntro)).toBeTruthy();
    expect(within(start).getByRole('button', { name: COPY.connect })).toBeTruthy();
    expect(within(start).getByText(COPY.connectHint)).toBeTruthy();
    expect(within(start).getByRole('button', { name: COPY.upload })).toBeTruthy();
    expect(within(start).getByText(COPY.uploadHint)).toBeTruthy();
    expect(screen.queryByText(/has not been analysed yet/)).toBeNull();
    expect(screen.queryByText(/Analysis of your Instagram account based on/)).toBeNull();
  });

  it('shows the start for a document with neither source nor analysis too', async () => {
    await openAnalytics({ ...NO_DOCUMENT, _sources: [] }, NOT_CONNECTED);
    expect(screen.getByRole('region', { name: COPY.startTitle })).toBeTruthy();
  });

  it('Upload your Instagram data export takes the user to the export card, which stays on the page', async () => {
    const { user } = await openAnalytics(NO_DOCUMENT, NOT_CONNECTED);
    await user.click(button(COPY.upload));
    expect(exportCardFocused()).toBe(true);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  });

  it('Connect Instagram waits while the server answers, then sends the browser to Instagram', async () => {
    const connection = await openAnalytics(NO_DOCUMENT, NOT_CONNECTED);
    await connection.user.click(button(COPY.connect));
    expect(button(COPY.connecting).getAttribute('aria-busy')).toBe('true');
    await connection.answer('startConnect', { output: { authorizeUrl: AUTHORIZE_URL } });
    expect(connection.goTo).toHaveBeenCalledExactlyOnceWith(AUTHORIZE_URL);
  });

  it('a connect that cannot start says Instagram could not be reached, and may be tried again', async () => {
    const connection = await openAnalytics(NO_DOCUMENT, NOT_CONNECTED);
    await connection.user.click(button(COPY.connect));
    await connection.answer('startConnect', { error: OFFLINE });
    await connection.answer('fetchStatus', { output: NOT_CONNECTED });
    expect(screen.getByRole('alert').textContent).toBe(CONNECT_FAILURE_TEXT.unavailable);
    await connection.user.click(button(COPY.connect));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('back from Instagram', () => {
  it("says 'Connecting Instagram' while the server finishes, then that the posts are being fetched", async () => {
    const connection = await openAnalytics(NO_DOCUMENT, NOT_CONNECTED);
    act(() => connection.actor.send({ type: 'connection.callback', state: 's1', code: 'c1' }));
    expect(screen.getByRole('status').textContent).toBe(COPY.connecting);
    await connection.answer('finishConnect', { output: account('syncing', { lastSyncedAt: null }) });
    expect(within(card()).getByRole('status').textContent).toBe(COPY.syncing);
    expect(screen.queryByRole('region', { name: COPY.startTitle })).toBeNull();
  });

  it.each(['access-denied', 'state-invalid', 'code-invalid', 'unavailable'] as const)(
    'shows the %s failure as an alert beside the start',
    async (failure) => {
      const connection = await openAnalytics(NO_DOCUMENT, NOT_CONNECTED);
      await failConnect(connection, failure, NOT_CONNECTED);
      expect(screen.getByRole('alert').textContent).toBe(CONNECT_FAILURE_TEXT[failure]);
      expect(screen.getByRole('region', { name: COPY.startTitle })).toBeTruthy();
      // The start offers the export itself: no second button.
      expect(screen.getAllByRole('button', { name: COPY.upload })).toHaveLength(1);
    },
  );

  it('a personal account is told how to switch, and offered the export, which goes to the export card', async () => {
    const connection = await openAnalytics(analysed(['instagram']), account('reconnect'));
    await failConnect(connection, 'personal-account', account('reconnect'));
    expect(screen.getByRole('alert').textContent).toBe(CONNECT_FAILURE_TEXT['personal-account']);
    await connection.user.click(button(COPY.upload));
    expect(exportCardFocused()).toBe(true);
  });
});

describe('connection card', () => {
  it('while syncing: the account, that its posts are being fetched, no refresh; the document is fetched once the sync completes', async () => {
    const connection = await openAnalytics(NO_DOCUMENT, account('syncing', { lastSyncedAt: null }));
    expect(headings()[0]).toBe(COPY.connectedAs(USERNAME));
    expect(within(card()).getByRole('status').textContent).toBe(COPY.syncing);
    expect(within(card()).queryByRole('button', { name: COPY.refreshNow })).toBeNull();
    expect(within(card()).getByRole('button', { name: COPY.disconnect })).toBeTruthy();
    act(() => connection.clock.increment(SYNC_POLL_DELAY_MS));
    await connection.answer('pollStatus', { output: account('connected') });
    expect(connection.profileUpdated).toHaveBeenCalledOnce();
    expect(within(card()).queryByText(COPY.syncing)).toBeNull();
    expect(within(card()).getByText(COPY.lastUpdated(formatSyncTime('2026-01-15T11:00:00.000Z')))).toBeTruthy();
  });

  it('connected: last updated, dated like the app, above the analysis; Refresh now starts a sync', async () => {
    const connection = await openAnalytics(analysed(['instagram', 'export']), account('connected'));
    expect(headings().slice(0, 2)).toEqual([COPY.connectedAs(USERNAME), 'User Engagement']);
    expect(formatSyncTime('2026-01-15T11:00:00.000Z')).toMatch(/^January 15, 2026 at \d{1,2}:\d{2} (AM|PM)$/);
    expect(within(card()).getByText(COPY.lastUpdated(formatSyncTime('2026-01-15T11:00:00.000Z')))).toBeTruthy();
    await connection.user.click(button(COPY.refreshNow));
    expect(connection.fakes.calls.at(-1)?.id).toBe('refreshNow');
    await connection.answer('refreshNow', { output: account('syncing') });
    expect(within(card()).getByRole('status').textContent).toBe(COPY.syncing);
  });

  it('Refresh now is disabled, saying when it is allowed, until that time comes', async () => {
    const soon = new Date(Date.now() + 400).toISOString();
    await openAnalytics(analysed(['instagram']), account('connected', { refreshAvailableAt: soon }));
    expect((button(COPY.refreshNow) as HTMLButtonElement).disabled).toBe(true);
    expect(within(card()).getByRole('status').textContent).toBe(COPY.refreshAvailableAt(formatClockTime(soon)));
    await waitFor(() => expect((button(COPY.refreshNow) as HTMLButtonElement).disabled).toBe(false), {
      timeout: 2_000,
    });
    expect(within(card()).queryByRole('status')).toBeNull();
  });

  it('a refresh refused as too soon stays connected and says when it can be tried again', async () => {
    const connection = await openAnalytics(analysed(['instagram']), account('connected'));
    await connection.user.click(button(COPY.refreshNow));
    const retryAt = new Date(Date.now() + 30 * 60_000).toISOString();
    await connection.answer('refreshNow', { error: callFailure({ status: 429, code: 'too-soon', retryAt }) });
    expect((button(COPY.refreshNow) as HTMLButtonElement).disabled).toBe(true);
    expect(within(card()).getByRole('status').textContent).toMatch(
      /^You can refresh again at \d{1,2}:\d{2} (AM|PM)\.$/,
    );
  });

  it('a failed refresh says so and may be tried again', async () => {
    const connection = await openAnalytics(analysed(['instagram']), account('connected'));
    await connection.user.click(button(COPY.refreshNow));
    await connection.answer('refreshNow', { error: OFFLINE });
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong');
    expect((button(COPY.refreshNow) as HTMLButtonElement).disabled).toBe(false);
  });

  it('reconnect: why, a Reconnect button, and the last analysis below it, dated', async () => {
    const connection = await openAnalytics(analysed(['instagram']), account('reconnect', { nextSyncAt: null }));
    expect(within(card()).getByText(COPY.reconnectText(USERNAME))).toBeTruthy();
    expect(within(card()).getByText(COPY.lastUpdated(formatSyncTime('2026-01-15T11:00:00.000Z')))).toBeTruthy();
    expect(within(card()).queryByRole('button', { name: COPY.refreshNow })).toBeNull();
    expect(screen.getByText('Overall Engagement Rate')).toBeTruthy();
    await connection.user.click(button(COPY.reconnect));
    expect(connection.fakes.calls.at(-1)?.id).toBe('startConnect');
  });
});

describe('disconnect', () => {
  async function openModal() {
    const connection = await openAnalytics(analysed(['instagram']), account('connected'));
    await connection.user.click(button(COPY.disconnect));
    const dialog = screen.getByRole('dialog', { name: COPY.disconnectConfirmTitle });
    return { ...connection, dialog };
  }

  it('asks first, with what is deleted and what stays; focus stays inside; Escape or Keep connected closes it', async () => {
    const { dialog, user } = await openModal();
    expect(within(dialog).getByText(COPY.disconnectConfirmText(USERNAME))).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: COPY.disconnectConfirm });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(confirm);
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: COPY.disconnectCancel }));
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab();
    expect(document.activeElement).toBe(confirm); // Tab wraps inside the dialog
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button(COPY.disconnect));
    await user.click(button(COPY.disconnect));
    await user.click(button(COPY.disconnectCancel));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(card()).toBeTruthy();
  });

  it('Disconnect and delete deletes, says so, and lets the app fetch the document', async () => {
    const connection = await openModal();
    await connection.user.click(within(connection.dialog).getByRole('button', { name: COPY.disconnectConfirm }));
    expect(
      within(connection.dialog).getByRole('button', { name: COPY.disconnectConfirm }).getAttribute('aria-busy'),
    ).toBe('true');
    await connection.answer('disconnect', { output: NOT_CONNECTED });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(COPY.disconnected);
    expect(screen.queryByRole('region', { name: COPY.connectedAs(USERNAME) })).toBeNull();
    expect(connection.profileUpdated).toHaveBeenCalledOnce();
  });

  it('a failed disconnect keeps the connection, says so, and may be tried again', async () => {
    const connection = await openModal();
    await connection.user.click(within(connection.dialog).getByRole('button', { name: COPY.disconnectConfirm }));
    await connection.answer('disconnect', { error: callFailure({ status: 500 }) });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong');
    await connection.user.click(within(card()).getByRole('button', { name: COPY.disconnect }));
    expect(screen.getByRole('dialog', { name: COPY.disconnectConfirmTitle })).toBeTruthy();
  });
});

describe('an analysis from the data export only', () => {
  it('says per post-based section what unlocks it, offers Connect Instagram once, and shows no invented figures', async () => {
    await openAnalytics(analysed(['export']), NOT_CONNECTED);
    expect(screen.queryByText(/Analysis of your Instagram account based on/)).toBeNull();
    for (const title of ['User Engagement', 'Likes & Comments', 'Most Liked Posts', 'Most Commented Posts']) {
      const section = screen.getByRole('region', { name: title });
      expect(section.textContent).toBe(`${title}${UNLOCK_TEXT.instagram}`);
    }
    // The posts summary line says it too (the other lines are in sections: these four, two audience tiles).
    expect(screen.getAllByText(UNLOCK_TEXT.instagram).filter((line) => !line.closest('section'))).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: COPY.connect })).toHaveLength(1);
    expect(screen.queryByText('48,210')).toBeNull();
    expect(screen.queryByText('Overall Engagement Rate')).toBeNull();
  });

  it('audience tiles that a source could unlock say which, instead of a clock or a number', async () => {
    await openAnalytics(analysed(['export']), NOT_CONNECTED);
    const tileText = (label: string) =>
      within(screen.getByRole('region', { name: 'Audience' }))
        .getByRole('heading', { level: 3, name: label })
        .closest('li')!.textContent;
    expect(tileText('Lost followers')).toBe(`Lost followers${UNLOCK_TEXT['second-export']}`);
    expect(tileText('Secret fans')).toBe(`Secret fans${UNLOCK_TEXT.instagram}`);
    expect(tileText('Your fans')).toBe('Your fans12,345');
    expect(screen.queryByRole('img', { name: 'Still counting' })).toBeNull();
    // Only a counted tile opens its list.
    const tileLink = (label: string) =>
      within(screen.getByRole('region', { name: 'Audience' }))
        .getByRole('heading', { level: 3, name: label })
        .closest('a');
    expect([tileLink('Lost followers'), tileLink('Secret fans')]).toEqual([null, null]);
    expect(tileLink('Your fans')?.getAttribute('href')).toBe('/dashboard/analytics/audience/fans');
  });

  it('while the first sync of a newly connected account runs, the card replaces the Connect button', async () => {
    await openAnalytics(analysed(['export']), account('syncing', { lastSyncedAt: null }));
    expect(card()).toBeTruthy();
    expect(screen.queryByRole('button', { name: COPY.connect })).toBeNull();
  });
});
