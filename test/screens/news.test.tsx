/** The news list and post screens (spec 2.5, 2.10, 7, 8) on the real news actor with a fake ig-getNews call. */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useParams,
} from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NewsItem } from '../../contracts/news';

interface Deferred {
  resolve: (news: NewsItem[]) => void;
  reject: (error: unknown) => void;
}

const fakes = vi.hoisted(() => ({
  calls: [] as Array<{ args: unknown[]; answer: Deferred }>,
  sendLog: null as unknown as import('vitest').Mock,
}));

vi.mock('../../src/services/news', () => ({
  fetchNews: (...args: unknown[]) =>
    new Promise((resolve, reject) => fakes.calls.push({ args, answer: { resolve, reject } })),
}));
vi.mock('../../src/services/origin-api', () => ({ sendLog: (...args: unknown[]) => fakes.sendLog(...args) }));

const NEWS: NewsItem[] = [
  {
    slug: 'trial-reels',
    title: 'Trial Reels let creators test ideas with non-followers',
    imagePath: '/news/trial-reels.svg',
    text: ['A trial reel is shown first to non-followers.', 'Results arrive after about 24 hours.'],
  },
  {
    slug: 'teen-accounts',
    title: 'Teen Accounts bring built-in protections',
    imagePath: '/news/teen-accounts.svg',
    text: ['Teen accounts are private by default.'],
  },
];

/** The answer to the n-th ig-getNews call, once it has been made. */
async function answer(n: number, outcome: { news: NewsItem[] } | { error: unknown }) {
  await waitFor(() => expect(fakes.calls.length).toBeGreaterThan(n));
  const { resolve, reject } = fakes.calls[n].answer;
  await act(async () => ('news' in outcome ? resolve(outcome.news) : reject(outcome.error)));
}

/** The two news routes as the app has them (their screens and loaders), plus a stub dashboard for the back button. */
async function openAt(path: string) {
  const { NewsListScreen } = await import('../../src/routes/_authed/dashboard/news/-news/news-list-screen');
  const { NewsPostScreen } = await import('../../src/routes/_authed/dashboard/news/-news/news-post-screen');
  const { Route: listRoute } = await import('../../src/routes/_authed/dashboard/news/index');
  const { Route: postRoute } = await import('../../src/routes/_authed/dashboard/news/$slug');
  const rootRoute = createRootRoute({ component: Outlet });
  const routeTree = rootRoute.addChildren([
    createRoute({ getParentRoute: () => rootRoute, path: '/dashboard', component: () => <h1>Dashboard screen</h1> }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/dashboard/news',
      loader: listRoute.options.loader as () => unknown,
      component: NewsListScreen,
    }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/dashboard/news/$slug',
      loader: postRoute.options.loader as () => unknown,
      component: () => <NewsPostScreen slug={useParams({ strict: false }).slug!} />,
    }),
  ]);
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }) });
  const user = userEvent.setup();
  const view = render(<RouterProvider router={router} />);
  await waitFor(() => expect(router.state.status).toBe('idle'));
  return { router, user, view };
}

const cards = () => screen.getAllByRole('listitem');

beforeEach(() => {
  vi.resetModules(); // a fresh module-level news actor per test
  fakes.calls.length = 0;
  fakes.sendLog = vi.fn();
});

afterEach(async () => {
  (await import('../../src/app/news')).news.stop();
});

describe('news list', () => {
  it('shows a loader, then a card per item with its image and a link to its post', async () => {
    await openAt('/dashboard/news');
    expect(screen.getByRole('heading', { level: 1, name: 'News' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Loading the news');
    expect(fakes.calls.map((call) => call.args)).toEqual([['/functions']]);
    await answer(0, { news: NEWS });
    expect(cards()).toHaveLength(2);
    for (const [index, item] of NEWS.entries()) {
      const card = within(cards()[index]);
      expect(card.getByRole('link', { name: item.title }).getAttribute('href')).toBe(`/dashboard/news/${item.slug}`);
      const image = cards()[index].querySelector('img')!;
      expect([image.getAttribute('src'), image.getAttribute('width'), image.getAttribute('height')]).toEqual([
        item.imagePath,
        '640',
        '360',
      ]);
    }
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('is fetched once when the app starts, with every image preloaded, before any news screen opens', async () => {
    const preloaded: string[] = [];
    vi.stubGlobal(
      'Image',
      class {
        set src(url: string) {
          preloaded.push(url);
        }
      },
    );
    try {
      const { startNews } = await import('../../src/app/news');
      startNews();
      await answer(0, { news: NEWS });
      expect(preloaded).toEqual(['/news/trial-reels.svg', '/news/teen-accounts.svg']);
      await openAt('/dashboard/news');
      expect(cards()).toHaveLength(2);
      expect(fakes.calls).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("logs a failed fetch, shows a message with 'Try again' instead of a blank page, and fetches again", async () => {
    const { user } = await openAt('/dashboard/news');
    await answer(0, { error: new Error('Request failed with status 500') });
    expect((await screen.findByRole('alert')).textContent).toBe(
      "We couldn't load the news. Check your connection and try again.",
    );
    await waitFor(() =>
      expect(fakes.sendLog).toHaveBeenCalledWith('', {
        source: 'get_news',
        message: 'Request failed with status 500',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('status').textContent).toContain('Loading the news');
    await answer(1, { news: NEWS });
    expect(cards()).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when there is no news', async () => {
    await openAt('/dashboard/news');
    await answer(0, { news: [] });
    expect(screen.getByText('No news yet. Check back soon.')).toBeTruthy();
  });
});

describe('news post', () => {
  it("opens from its card with title, image and paragraphs, and 'To all news' leads back to the list", async () => {
    const { user, router } = await openAt('/dashboard/news');
    await answer(0, { news: NEWS });
    await user.click(screen.getByRole('link', { name: NEWS[0].title }));
    expect(await screen.findByRole('heading', { level: 2, name: NEWS[0].title })).toBeTruthy();
    expect(screen.getByRole('article').querySelector('img')!.getAttribute('src')).toBe('/news/trial-reels.svg');
    for (const paragraph of NEWS[0].text) expect(screen.getByText(paragraph).tagName).toBe('P');
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/dashboard/news');
    await user.click(screen.getByRole('link', { name: 'To all news' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/news'));
    expect(cards()).toHaveLength(2);
    expect(fakes.calls).toHaveLength(1);
  });

  it('sends an unknown slug to the list once the news has loaded', async () => {
    const { router } = await openAt('/dashboard/news/no-such-post');
    expect(screen.getByRole('status').textContent).toContain('Loading the news');
    await answer(0, { news: NEWS });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/news'));
    expect(cards()).toHaveLength(2);
  });

  it("renders a '<script>' in a paragraph as text", async () => {
    const script = '<script>document.title = "pwned"</script><b>bold?</b>';
    const { view } = await openAt('/dashboard/news/trial-reels');
    await answer(0, { news: [{ ...NEWS[0], text: [script] }] });
    expect((await screen.findByText(script)).tagName).toBe('P');
    expect(view.container.querySelector('article script, article b')).toBeNull();
    expect(document.title).not.toBe('pwned');
  });
});
