/** The library screens (spec 2.8, 2.9) on their real routes, in a memory router. */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  type AnyRoute,
} from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { Route as TopicRoute } from '../../src/routes/_authed/dashboard/articles/$topic/index';
import { Route as ArticleRoute } from '../../src/routes/_authed/dashboard/articles/$topic/$part';
import { Route as InsightsRoute } from '../../src/routes/_authed/dashboard/insights';
import { Route as HacksRoute } from '../../src/routes/_authed/dashboard/top-hacks';
import { Route as TrendsRoute } from '../../src/routes/_authed/dashboard/top-trends';

/**
 * The real routes' guards and screens under a pathless `_authed` layout, so the route ids match
 * the file routes (their screens read their own route context); stubs where they lead.
 */
async function openAt(path: string) {
  const root = createRootRoute({ component: Outlet });
  const authed = createRoute({ getParentRoute: () => root, id: '_authed', component: Outlet });
  const real = (fileRoute: AnyRoute, routePath: string) =>
    createRoute({
      getParentRoute: () => authed,
      path: routePath,
      beforeLoad: fileRoute.options.beforeLoad,
      component: fileRoute.options.component,
    });
  const stub = (routePath: string, heading: string) =>
    createRoute({ getParentRoute: () => root, path: routePath, component: () => <h1>{heading}</h1> });
  const routeTree = root.addChildren([
    authed.addChildren([
      real(InsightsRoute, 'dashboard/insights'),
      real(TrendsRoute, 'dashboard/top-trends'),
      real(HacksRoute, 'dashboard/top-hacks'),
      real(TopicRoute, 'dashboard/articles/$topic/'),
      real(ArticleRoute, 'dashboard/articles/$topic/$part'),
    ]),
    stub('/dashboard', 'Dashboard screen'),
    stub('/dashboard/news', 'News screen'),
  ]);
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }) });
  render(<RouterProvider router={router} />);
  await waitFor(() => expect(router.state.status).toBe('idle'));
  return { router, user: userEvent.setup() };
}

/** The titles of the numbered items of the list labelled `label`. */
function itemTitles(label: string, level: 2 | 3) {
  return within(screen.getByRole('list', { name: label }))
    .getAllByRole('heading', { level })
    .map((heading) => heading.textContent);
}

async function expectToAllArticlesLeadsToDashboard(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('link', { name: 'To all articles' }));
  expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeTruthy();
}

describe('Tips & Insights, trends and hacks', () => {
  it('Tips & Insights shows 6 engagement tips, 6 follower tips and 5 summary recommendations', async () => {
    const { user } = await openAt('/dashboard/insights');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tips & Insights' })).toBeTruthy();
    expect(itemTitles('Boost your engagement', 3)).toHaveLength(6);
    expect(itemTitles('Grow your followers', 3)).toHaveLength(6);
    expect(itemTitles('Summary recommendations', 3)).toHaveLength(5);
    await expectToAllArticlesLeadsToDashboard(user);
  });

  it('Trends of 2025 numbers the 7 trends in the order of spec 2.8', async () => {
    const { user } = await openAt('/dashboard/top-trends');
    expect(await screen.findByRole('heading', { level: 1, name: 'Trends of 2025' })).toBeTruthy();
    expect(itemTitles('Trends of 2025', 2)).toEqual([
      '1Edutainment',
      '2AI-assisted content',
      '3Private communities',
      '4Search-engine style discovery',
      '5Ultra-short reels',
      '6Long carousels',
      '7Social commerce',
    ]);
    await expectToAllArticlesLeadsToDashboard(user);
  });

  it('Algorithm hacks numbers the 5 hacks in the order of spec 2.8', async () => {
    const { user } = await openAt('/dashboard/top-hacks');
    expect(await screen.findByRole('heading', { level: 1, name: 'Algorithm hacks' })).toBeTruthy();
    expect(itemTitles('Algorithm hacks', 2)).toEqual([
      '1Post 1–2 stories every day',
      '2Create for saves and shares',
      '3Lead reels with the hook',
      '4Build comment depth',
      '5Optimise for search',
    ]);
    await expectToAllArticlesLeadsToDashboard(user);
  });
});

describe('article topics', () => {
  it.each([
    ['secret-admirers', 'Secret Admirers', 4],
    ['detect-stalkers', 'Detect Stalkers', 5],
  ])(
    '%s shows its image, description, %s part cards with Read article and the news banner',
    async (slug, title, parts) => {
      const { user } = await openAt(`/dashboard/articles/${slug}`);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
      expect(screen.getByRole('img')).toBeTruthy();
      expect(screen.getByText(/Instagram (does not|will not) tell you who/)).toBeTruthy();
      const readLinks = screen.getAllByRole('link', { name: 'Read article' });
      expect(readLinks).toHaveLength(parts);
      expect(readLinks[0].getAttribute('href')).toMatch(new RegExp(`^/dashboard/articles/${slug}/[a-z-]+$`));
      await user.click(screen.getByRole('link', { name: /Instagram news/ }));
      expect(await screen.findByRole('heading', { name: 'News screen' })).toBeTruthy();
    },
  );

  it('Read article opens the part with its numbered sections, overview and conclusion', async () => {
    const { user } = await openAt('/dashboard/articles/secret-admirers');
    await user.click((await screen.findAllByRole('link', { name: 'Read article' }))[0]);
    // The part card carries the same title, so wait for the article's own section list.
    await screen.findByRole('list', { name: 'Sections' });
    expect(screen.getByRole('heading', { level: 2, name: 'What Instagram really shows you' })).toBeTruthy();
    expect(itemTitles('Sections', 3)).toEqual(['1What is visible to you', '2What stays hidden']);
    expect(screen.getByText(/Instagram does not let anyone see who viewed their profile/)).toBeTruthy();
    expect(screen.getByText('Profile visits:')).toBeTruthy();
    expect(screen.getByText(/it is claiming something Instagram itself does not offer/)).toBeTruthy();
    await expectToAllArticlesLeadsToDashboard(user);
  });

  it('an article without overview and conclusion shows neither', async () => {
    await openAt('/dashboard/articles/detect-stalkers/lock-down-your-profile');
    expect(await screen.findByRole('heading', { level: 2, name: 'Lock down your profile' })).toBeTruthy();
    expect(itemTitles('Sections', 3)).toEqual(['1Decide who sees your content', '2Share less about where you are']);
    const sections = screen.getByRole('list', { name: 'Sections' });
    // Only the title, the section list and the button: no overview or conclusion paragraph around them.
    expect(sections.previousElementSibling?.tagName).toBe('H2');
    expect(sections.nextElementSibling?.textContent).toBe('To all articles');
  });

  it('an unknown topic redirects to the dashboard', async () => {
    const { router } = await openAt('/dashboard/articles/who-viewed-my-profile');
    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('an unknown topic with a part redirects to the dashboard too', async () => {
    const { router } = await openAt('/dashboard/articles/who-viewed-my-profile/what-instagram-shows');
    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('a known topic with an unknown part redirects to the topic page', async () => {
    const { router } = await openAt('/dashboard/articles/detect-stalkers/see-who-viewed-you');
    expect(await screen.findByRole('heading', { level: 1, name: 'Detect Stalkers' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/articles/detect-stalkers');
    expect(screen.getAllByRole('link', { name: 'Read article' })).toHaveLength(5);
  });
});
