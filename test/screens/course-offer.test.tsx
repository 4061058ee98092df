/**
 * The course purchase modal (spec 2.16) from the dashboard's PRO card, on the real session
 * machine with fake services: copy, buying (then the course page), errors, declining.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Subscription } from '../../contracts/subscriptions';
import { extra, fakes, mainPlan, renderAt, signInSession } from './my-plan-fixtures';

vi.mock('../../src/app/session', async () => (await import('./my-plan-fixtures')).mockedModules.session());
vi.mock('../../src/services/auth', async () => (await import('./my-plan-fixtures')).mockedModules.auth());
vi.mock('../../src/services/membership', async () => (await import('./my-plan-fixtures')).mockedModules.membership());
vi.mock('../../src/services/origin-api', async () => (await import('./my-plan-fixtures')).mockedModules.originApi());
let subscriptions: Subscription[];

async function openDashboard() {
  await signInSession({ uid: 'demo-trial', email: 'trial@demo.test' }, () => subscriptions);
  const { Route } = await import('../../src/routes/_authed/dashboard/index');
  // The route component is code-split (lazy): load it before the first render.
  const Dashboard = Route.options.component! as NonNullable<typeof Route.options.component> & {
    preload?: () => Promise<void>;
  };
  await Dashboard.preload?.();
  const rendered = await renderAt('/dashboard/home', () => <Dashboard />);
  await screen.findByRole('heading', { name: 'Instagram PRO' });
  return rendered;
}

async function openCourseOffer() {
  const rendered = await openDashboard();
  await rendered.user.click(screen.getByRole('button', { name: 'Get the course' }));
  const dialog = await screen.findByRole('dialog', {
    name: 'Strategies to Boost Engagement on Your Instagram Profile',
  });
  return { ...rendered, dialog };
}

beforeEach(() => {
  subscriptions = [mainPlan({ plan_code: 'ig_weekly_trial' })];
  fakes.purchase = vi.fn(async () => ({ id: 'course-1' }));
});

afterEach(() => {
  fakes.session?.stop();
});

describe('course purchase modal', () => {
  it("shows the title, three bullets, one-time and full price, 'Save 59%!', 'Get my course', the decline link and the one-payment note", async () => {
    const { dialog } = await openCourseOffer();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
    expect(dialog.textContent).toContain('One-time price $28.99');
    expect(dialog.querySelector('s')?.textContent).toBe('$69.99');
    expect(within(dialog).getByText('Save 59%!')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Get my course' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: "No, i don't want to get course" })).toBeTruthy();
    expect(dialog.textContent).toContain('Your account will be charged one payment.');
  });

  it("'Get my course' buys the course once, re-checks the subscription and goes to the course page", async () => {
    let answer!: (value: { id: string }) => void;
    fakes.purchase = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    const { user, router, dialog } = await openCourseOffer();
    const buy = within(dialog).getByRole('button', { name: 'Get my course' });
    await user.click(buy);
    await user.click(buy);
    expect(fakes.purchase).toHaveBeenCalledTimes(1);
    expect(fakes.purchase).toHaveBeenCalledWith('', 'id-token', {
      plan_id: 'ig_course_pack',
      email: 'trial@demo.test',
      firebase_id: 'demo-trial',
      mainPlanId: 'sub-main',
    });
    subscriptions = [...subscriptions, extra('ig_course_pack')];
    await act(async () => answer({ id: 'course-1' }));
    await screen.findByRole('heading', { name: 'Course screen' });
    expect(router.state.location.pathname).toBe('/dashboard/course');
    await waitFor(() => expect(fakes.session!.getSnapshot().context.entitlements.course).toBe(true));
  });

  it('shows the purchase error in red and stays', async () => {
    fakes.purchase = vi.fn(async () => ({ error: 'Card declined' }));
    const { user, router, dialog } = await openCourseOffer();
    await user.click(within(dialog).getByRole('button', { name: 'Get my course' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Card declined');
    expect(router.state.location.pathname).toBe('/dashboard/home');
  });

  it("'No, i don't want to get course' closes it without buying", async () => {
    const { user, dialog } = await openCourseOffer();
    await user.click(within(dialog).getByRole('button', { name: "No, i don't want to get course" }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fakes.purchase).not.toHaveBeenCalled();
  });

  it('the PRO card opens the course when it is owned', async () => {
    subscriptions = [...subscriptions, extra('ig_course_pack')];
    const { user, router } = await openDashboard();
    await user.click(screen.getByRole('link', { name: 'Open the course' }));
    await screen.findByRole('heading', { name: 'Course screen' });
    expect(router.state.location.pathname).toBe('/dashboard/course');
  });
});
