/**
 * The PDF course page (spec 2.12, 6) behind its ownership gate, on the real session machine with
 * fake services: the ten lesson cards in the spec's order for an owner, and a non-owner sent to
 * the dashboard to get the course purchase modal.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useSearch,
} from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Subscription } from '../../contracts/subscriptions';
import { CoursePage } from '../../src/routes/_authed/dashboard/-course/course-page';
import { Route as CourseRoute } from '../../src/routes/_authed/dashboard/course';
import { extra, mainPlan, signedInSession, untilAuthorised, type SessionActor } from './my-plan-fixtures';

const COURSE_TITLE = 'Strategies to Boost Engagement on Your Instagram Profile';
/** Spec 2.12's lesson order, one word of each topic. */
const TOPICS = [
  'bio',
  'profile picture',
  'content planning',
  'stories',
  'captions',
  'hashtag',
  'community',
  'giveaways',
  'insights',
  'collaborations',
];

let session: SessionActor;

/** Signs in with the subscriptions `read()` answers (a promise holds a re-read until it settles). */
async function signIn(read: () => Subscription[] | Promise<Subscription[]>) {
  // The fake service awaits whatever it returns, so a promise stands for a slow re-read.
  session = signedInSession({ uid: 'demo-premium', email: 'premium@demo.test' }, read as () => Subscription[]);
  await untilAuthorised(session);
}

/** Opens /dashboard/course with the route's own gate; the dashboard is a stub that shows its search. */
async function openCourse() {
  const root = createRootRouteWithContext<{ session: SessionActor }>()({ component: Outlet });
  const gate = CourseRoute.options.beforeLoad as (options: { context: { session: SessionActor } }) => Promise<void>;
  const course = createRoute({
    getParentRoute: () => root,
    path: '/dashboard/course',
    beforeLoad: gate,
    component: CoursePage,
  });
  const dashboard = createRoute({
    getParentRoute: () => root,
    path: '/dashboard',
    component: function DashboardStub() {
      return <h1>Dashboard screen {JSON.stringify(useSearch({ strict: false }))}</h1>;
    },
  });
  const router = createRouter({
    routeTree: root.addChildren([course, dashboard]),
    context: { session },
    history: createMemoryHistory({ initialEntries: ['/dashboard/course'] }),
  });
  render(<RouterProvider router={router} />);
  await waitFor(() => expect(router.state.status).toBe('idle'));
  return router;
}

afterEach(() => session.stop());

describe('PDF course page', () => {
  it("shows the course title, '10-lessons pdf course' and the ten lessons in the spec's order, each opening its PDF in the same window", async () => {
    await signIn(() => [mainPlan({ plan_code: 'ig_premium_one_month' }), extra('ig_course_pack')]);
    await openCourse();
    // Too long for the top bar: it heads the body, and the bar names the dashboard card.
    expect(within(await screen.findByRole('main')).getByRole('heading', { level: 1, name: COURSE_TITLE })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('banner').textContent).toBe('Instagram PRO');
    expect(screen.getByText('10-lessons pdf course')).toBeTruthy();

    const cards = within(screen.getByRole('list', { name: 'Lessons' })).getAllByRole('listitem');
    expect(cards).toHaveLength(10);
    cards.forEach((card, i) => {
      const n = i + 1;
      expect(within(card).getByText(`Lesson ${n}`)).toBeTruthy();
      expect(within(card).getByRole('heading', { level: 2 }).textContent!.toLowerCase()).toContain(TOPICS[i]);
      expect(card.querySelector('p')?.textContent, 'the subtitle').toBeTruthy();
      expect(card.querySelector('svg'), 'the image').not.toBeNull();
      const link = within(card).getByRole('link', { name: `View lesson ${n}` });
      // Spec 2.12's /pdf/Lesson_nN.pdf redirects here, where the owner's page session goes (docs/decisions.md, "Course PDFs").
      expect(link.getAttribute('href')).toBe(`/dashboard/course/Lesson_n${n}.pdf`);
      expect(link.getAttribute('target')).toBeNull();
    });
  });

  it('sends a user without the course to the dashboard with the course purchase modal requested', async () => {
    await signIn(() => [mainPlan({ plan_code: 'ig_weekly_trial' })]);
    const router = await openCourse();
    expect(await screen.findByRole('heading', { name: 'Dashboard screen {"offer":"course"}' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.queryByText('10-lessons pdf course')).toBeNull();
  });

  it('lets a buyer in once the re-read after the purchase shows the course', async () => {
    let reread!: (subscriptions: Subscription[]) => void;
    let read: () => Subscription[] | Promise<Subscription[]> = () => [mainPlan({ plan_code: 'ig_weekly_trial' })];
    await signIn(() => read());
    read = () => new Promise((resolve) => (reread = resolve));
    session.send({ type: 'subscription.recheck' });
    const opening = openCourse();
    await waitFor(() => expect(reread).toBeDefined());
    reread([mainPlan({ plan_code: 'ig_weekly_trial' }), extra('ig_course_pack')]);
    const router = await opening;
    expect(await screen.findByRole('heading', { level: 1, name: COURSE_TITLE })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/course');
  });
});
