/**
 * An audience category's list screen on its real actor (src/app/audience-list.ts) with fake
 * ig-audienceList and ig-audienceCsv calls: the rows with their Instagram links, follow dates and
 * (lost followers) reasons in words, the search as typed, 'Show more', 'Download CSV', a failure
 * with 'Try again', a locked category and an empty list; the server's text stays text.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AudienceListPage, AudienceMember } from '../../contracts/audience-lists';
import type { AudienceCategoryKey } from '../../contracts/profile';
import { closeAudienceList, openAudienceList } from '../../src/app/audience-list';
import { Route } from '../../src/routes/_authed/dashboard/analytics_/audience/$category';
import { AudienceListScreen } from '../../src/routes/_authed/dashboard/-audience-list/audience-list-screen';
import * as styles from '../../src/routes/_authed/dashboard/-audience-list/audience-list.css';
import { callFailure } from '../harness/call-failure';
import { renderWithStubPages, services } from './model-screen';

vi.mock('../../src/services/audience', async () =>
  (await import('./model-screen')).services.module({
    fetchAudiencePage: 'loadPage',
    downloadAudienceCsv: 'downloadCsv',
  }),
);
vi.mock('../../src/services/auth', () => ({ currentIdToken: async () => 'id-token' }));

const member = (username: string, over: Partial<AudienceMember> = {}): AudienceMember => ({
  username,
  followedAt: '2025-03-05T10:00:00Z',
  ...over,
});
const page = (items: AudienceMember[], next: string | null = null, total = 12_345): AudienceListPage => ({
  category: 'lostFollowers',
  total,
  items,
  next,
});
const OFFLINE = callFailure({ text: 'Failed to fetch' });

beforeEach(() => services.reset());
afterEach(() => closeAudienceList());

async function openList(category: AudienceCategoryKey = 'lostFollowers') {
  const user = userEvent.setup();
  const list = openAudienceList(category);
  const router = renderWithStubPages(
    '/dashboard/analytics/audience/list',
    () => <AudienceListScreen category={category} list={list} />,
    { '/dashboard/analytics': 'Analytics screen' },
  );
  await waitFor(() => expect(router.state.status).toBe('idle'));
  return { user, list };
}

/** What the fake list call was asked: the query of each call, in order. */
const pageQueries = () => services.calls.filter((call) => call.id === 'loadPage').map((call) => call.args[2]);
const rows = () => within(screen.getByRole('list', { name: 'Accounts' })).getAllByRole('listitem');
const usernames = () => rows().map((row) => within(row).getByRole('link').textContent);
const button = (name: string) => screen.queryByRole('button', { name });

describe('audience list screen', () => {
  it('shows each account as a link to its Instagram page, when it followed, and why a lost follower went', async () => {
    await openList();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Lost followers');
    expect(screen.getByRole('status').textContent).toBe('Loading the list');
    await services.settle('loadPage', {
      output: page([
        member('anna.b', { reason: 'blocked' }),
        member('bob_c', { reason: 'restricted' }),
        member('cleo', { reason: 'you-unfollowed', followedAt: null }),
        member('dan.d', { reason: null }),
      ]),
    });
    expect(screen.getByText('12,345 accounts')).toBeTruthy();
    expect(rows().map((row) => row.textContent)).toEqual([
      'anna.bFollowed you on March 5, 2025You blocked them',
      'bob_cFollowed you on March 5, 2025You restricted them',
      'cleoYou unfollowed them first',
      'dan.dFollowed you on March 5, 2025They left',
    ]);
    const link = within(rows()[0]).getByRole('link', { name: 'anna.b' }) as HTMLAnchorElement;
    expect([link.href, link.target, link.rel]).toEqual([
      'https://www.instagram.com/anna.b/',
      '_blank',
      'noopener noreferrer',
    ]);
    expect(rows()[0].querySelector('time')?.getAttribute('dateTime')).toBe('2025-03-05T10:00:00Z');
    expect(pageQueries()).toEqual([{ category: 'lostFollowers' }]);
    expect(services.calls[0].args.slice(0, 2)).toEqual(['/functions', 'id-token']);
    expect(button('Show more')).toBeNull();
  });

  it('gives no reasons outside lost followers', async () => {
    await openList('fans');
    await services.settle('loadPage', { output: { ...page([member('anna.b')]), category: 'fans' } });
    expect(rows().map((row) => row.textContent)).toEqual(['anna.bFollowed you on March 5, 2025']);
  });

  it('renders what the server sends as text', async () => {
    await openList();
    await services.settle('loadPage', { output: page([member('<img src=x onerror=alert(1)>')]) });
    expect(usernames()).toEqual(['<img src=x onerror=alert(1)>']);
    expect(document.querySelector('main img')).toBeNull();
  });

  it('searches for what is typed once the typing pauses, showing that it searches until then', async () => {
    const { user } = await openList();
    await services.settle('loadPage', { output: page([member('anna.b'), member('bob_c')], 'bob_c') });
    const field = screen.getByRole('searchbox', { name: 'Search by username' }) as HTMLInputElement;
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Shows the accounts whose username contains what you type.',
    );
    await user.type(field, '@an');
    expect(field.value).toBe('an');
    expect(screen.queryByRole('list', { name: 'Accounts' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Searching');
    await waitFor(() => expect(pageQueries()).toHaveLength(2));
    expect(pageQueries()[1]).toEqual({ category: 'lostFollowers', search: 'an' });
    await services.settle('loadPage', { output: page([member('anna.b')]) });
    expect(usernames()).toEqual(['anna.b']);
  });

  it("'Show more' appends the next page, then goes at the end of the list, handing the focus to the first account it brought", async () => {
    const { user } = await openList();
    await services.settle('loadPage', { output: page([member('anna.b'), member('bob_c')], 'bob_c') });
    await user.click(button('Show more')!);
    expect(button('Show more')!.getAttribute('aria-busy')).toBe('true');
    expect(pageQueries()[1]).toEqual({ category: 'lostFollowers', after: 'bob_c' });
    await services.settle('loadPage', { output: page([member('cleo')]) });
    expect(usernames()).toEqual(['anna.b', 'bob_c', 'cleo']);
    expect(button('Show more')).toBeNull();
    expect(document.activeElement?.textContent).toBe('cleo');
  });

  it("'Download CSV' downloads the list as shown, says so, and says in red when it fails", async () => {
    const { user } = await openList();
    await services.settle('loadPage', { output: page([member('anna.b')]) });
    await user.click(button('Download CSV')!);
    expect(button('Download CSV')!.getAttribute('aria-busy')).toBe('true');
    expect(services.calls.at(-1)).toEqual({
      id: 'downloadCsv',
      args: ['/functions', 'id-token', { category: 'lostFollowers' }],
    });
    await services.settle('downloadCsv', { output: undefined });
    expect(screen.getByRole('status').textContent).toBe('Your CSV file is downloaded.');
    await user.click(button('Download CSV')!);
    await services.settle('downloadCsv', { error: callFailure({ status: 429, serverText: 'Too many requests' }) });
    expect(screen.getByRole('alert').textContent).toBe('Too many requests');
    expect(usernames()).toEqual(['anna.b']);
  });

  it("says in red why the list failed, and 'Try again' asks for the same page", async () => {
    const { user } = await openList();
    await services.settle('loadPage', { error: OFFLINE });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('The list could not be loaded. Check your connection and try again.');
    expect(alert.className).toBe(styles.failure);
    await user.click(button('Try again')!);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(pageQueries()).toEqual([{ category: 'lostFollowers' }, { category: 'lostFollowers' }]);
    await services.settle('loadPage', { output: page([member('anna.b')]) });
    expect(usernames()).toEqual(['anna.b']);
  });

  it('a locked category says so, with the way back to Analytics and nothing else', async () => {
    const { user } = await openList();
    await services.settle('loadPage', { error: callFailure({ status: 409, serverText: 'Locked' }) });
    expect(screen.getByText('This list is locked. Its card on Analytics says what would unlock it.')).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(button('Download CSV')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Back to Analytics' }));
    expect(await screen.findByRole('heading', { name: 'Analytics screen' })).toBeTruthy();
  });

  it('says when the list is empty, or when no username contains the search', async () => {
    const { user } = await openList();
    await services.settle('loadPage', { output: page([], null, 0) });
    expect(screen.getByText('Nobody is in this list yet.')).toBeTruthy();
    expect(screen.getByText('0 accounts')).toBeTruthy();
    await user.type(screen.getByRole('searchbox'), 'zz');
    await services.settle('loadPage', { output: page([], null, 0) });
    expect(screen.getByText('No username contains "zz".')).toBeTruthy();
  });
});

describe('audience list route', () => {
  it('opens the category its address names, and sends an unknown one back to Analytics', () => {
    const beforeLoad = Route.options.beforeLoad as unknown as (args: { params: { category: string } }) => unknown;
    expect(beforeLoad({ params: { category: 'new-followers' } })).toEqual({ category: 'newFollowers' });
    expect(() => beforeLoad({ params: { category: 'followers' } })).toThrow();
  });
});
