/**
 * My Plan (spec 2.13, 2.14, 2.16; which cancel path a brand opens) on the real session machine with fake
 * services: offers and purchased states, purchases, the three Cancel button states, which cancel
 * path opens.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Subscription } from '../../contracts/subscriptions';
import { extra, fakes, HOUR, mainPlan, renderAt, signInSession } from './my-plan-fixtures';

vi.mock('../../src/app/session', async () => (await import('./my-plan-fixtures')).mockedModules.session());
vi.mock('../../src/services/auth', async () => (await import('./my-plan-fixtures')).mockedModules.auth());
vi.mock('../../src/services/membership', async () => (await import('./my-plan-fixtures')).mockedModules.membership());
vi.mock('../../src/services/origin-api', async () => (await import('./my-plan-fixtures')).mockedModules.originApi());
let subscriptions: Subscription[];

async function openMyPlan(user = { uid: 'demo-x', email: 'x@demo.test' }) {
  await signInSession(user, () => subscriptions);
  const { MyPlan } = await import('../../src/routes/_authed/dashboard/-my-plan/my-plan-screen');
  const rendered = await renderAt('/dashboard/my-plan', () => <MyPlan />);
  await screen.findByRole('heading', { name: 'My Plan' });
  return rendered;
}

const offerCard = (title: string) => screen.getByRole('region', { name: title });
const cancelButton = () => screen.getByRole('button', { name: 'Cancel subscription' });

beforeEach(() => {
  subscriptions = [mainPlan()];
  fakes.purchase = vi.fn(async () => ({ id: 'new-extra' }));
  fakes.requestPdfReport = vi.fn(async () => undefined);
  fakes.requestCancelEmail = vi.fn(async () => ({ success: true }));
  fakes.sendEvent = vi.fn(async () => undefined);
});

afterEach(() => {
  fakes.session?.stop();
  vi.useRealTimers();
});

describe('My Plan offers', () => {
  it("shows 'OUR SPECIAL OFFERS' with both cards: title, description, button, struck-out and current price, percent badge", async () => {
    await openMyPlan();
    expect(screen.getByRole('heading', { name: 'OUR SPECIAL OFFERS' })).toBeTruthy();

    const report = offerCard('Detailed Profile Report');
    expect(report.textContent).toContain(
      'A PDF report on your engagement, audience and top posts, with tips for each, sent to your email.',
    );
    expect(within(report).getByRole('button', { name: 'Get my report' })).toBeTruthy();
    expect(report.querySelector('s')?.textContent).toBe('$57');
    expect(within(report).getByLabelText('price $28.99')).toBeTruthy();
    expect(within(report).getByText('-49%')).toBeTruthy();

    const course = offerCard('Instagram PRO Course');
    expect(course.textContent).toContain('Strategies to Boost Engagement on Your Instagram Profile');
    expect(within(course).getByRole('button', { name: 'Get my course' })).toBeTruthy();
    expect(course.querySelector('s')?.textContent).toBe('$69.99');
    expect(within(course).getByLabelText('price $28.99')).toBeTruthy();
    expect(within(course).getByText('-59%')).toBeTruthy();
    expect(screen.queryByText('PURCHASED')).toBeNull();
  });

  it("shows the purchased states: 'Report is on the Way' (emailed) and 'Download Instagram course' leading to the course", async () => {
    subscriptions = [mainPlan(), extra('ig_profile_report'), extra('ig_course_pack')];
    const { user, router } = await openMyPlan({ uid: 'demo-premium', email: 'premium@demo.test' });
    expect(screen.getAllByText('PURCHASED')).toHaveLength(2);
    const report = offerCard('Report is on the Way');
    expect(report.textContent).toContain(
      'Your profile report has been emailed to premium@demo.test. Be sure to check the spam folder too.',
    );
    expect(within(report).queryByRole('button')).toBeNull();
    expect(report.querySelector('s')).toBeNull();

    const course = offerCard('Your Instagram PRO Course');
    const download = within(course).getByRole('link', { name: 'Download Instagram course' });
    await user.click(download);
    await screen.findByRole('heading', { name: 'Course screen' });
    expect(router.state.location.pathname).toBe('/dashboard/course');
  });

  it('buys the report once (a second press is ignored), sends the report data, re-checks now and 2 s later, then shows it purchased', async () => {
    let answer!: (value: { id: string }) => void;
    fakes.purchase = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    const session = await (async () => {
      const rendered = await openMyPlan();
      return { ...rendered, actor: fakes.session! };
    })();
    const fetches = vi.fn();
    let refreshing = false;
    session.actor.subscribe((s) => {
      const now = s.matches({ signedIn: { authorised: { subscription: 'refreshing' } } });
      if (now && !refreshing) fetches();
      refreshing = now;
    });
    const buy = within(offerCard('Detailed Profile Report')).getByRole('button', { name: 'Get my report' });
    await session.user.click(buy);
    await session.user.click(buy);
    expect(fakes.purchase).toHaveBeenCalledTimes(1);
    expect(fakes.purchase).toHaveBeenCalledWith('', 'id-token', {
      plan_id: 'ig_profile_report',
      email: 'x@demo.test',
      firebase_id: 'demo-x',
      mainPlanId: 'sub-main',
    });
    expect(buy.getAttribute('aria-busy')).toBe('true');

    subscriptions = [mainPlan(), extra('ig_profile_report')];
    await act(async () => answer({ id: 'new-report' }));
    await waitFor(() =>
      expect(fakes.requestPdfReport).toHaveBeenCalledWith('/functions', 'id-token', {
        email: 'x@demo.test',
        uid: 'demo-x',
        hostname: 'localhost',
      }),
    );
    await screen.findByRole('region', { name: 'Report is on the Way' });
    expect(fetches).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(fetches).toHaveBeenCalledTimes(2), { timeout: 3_000 });
  });

  it('shows a purchase error in red under the offer and lets the user try again', async () => {
    fakes.purchase = vi.fn(async () => ({ error: 'Card declined' }));
    const { user } = await openMyPlan();
    const course = offerCard('Instagram PRO Course');
    await user.click(within(course).getByRole('button', { name: 'Get my course' }));
    expect((await within(course).findByRole('alert')).textContent).toBe('Card declined');

    fakes.purchase = vi.fn(async () =>
      Promise.reject(
        Object.assign(new Error('Request failed with status 404'), { data: { error: 'Subscription not found' } }),
      ),
    );
    await user.click(within(course).getByRole('button', { name: 'Get my course' }));
    await waitFor(() => expect(within(course).getByRole('alert').textContent).toBe('Subscription not found'));
  });
});

describe('My active plan and the Cancel button', () => {
  it('shows the plan name with a check and an enabled Cancel, with the losing-access warning', async () => {
    await openMyPlan();
    const plan = screen.getByRole('region', { name: 'My active plan' });
    expect(plan.textContent).toContain('Weekly Plan');
    expect(plan.textContent).toContain('$1 every week');
    expect(cancelButton().hasAttribute('disabled')).toBe(false);
    expect(plan.textContent).toContain('If you cancel, you will lose access');
  });

  it("shows 'Fetching plans' and a disabled Cancel within 10 hours of the start, and enables itself when the window ends", async () => {
    subscriptions = [mainPlan({ started_at: new Date(Date.now() - 10 * HOUR + 1_500).toISOString() })];
    await openMyPlan();
    const plan = screen.getByRole('region', { name: 'My active plan' });
    expect(within(plan).getByRole('status').textContent).toContain('Fetching plans');
    expect(plan.textContent).not.toContain('Weekly Plan');
    expect(cancelButton().hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(plan.textContent).toContain('Weekly Plan'), { timeout: 3_000 });
    expect(cancelButton().hasAttribute('disabled')).toBe(false);
    expect(screen.queryByText('Fetching plans')).toBeNull();
  });

  it("shows a disabled 'Canceled' button when the subscription is canceled", async () => {
    subscriptions = [mainPlan({ status: 'canceled' })];
    await openMyPlan();
    const canceled = screen.getByRole('button', { name: 'Canceled' });
    expect(canceled.hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  });
});

describe('the Cancel button follows the session', () => {
  it("turns into a disabled 'Canceled' when a re-check shows the subscription canceled", async () => {
    await openMyPlan();
    expect(cancelButton().hasAttribute('disabled')).toBe(false);
    subscriptions = [mainPlan({ status: 'canceled' })];
    act(() => fakes.session!.send({ type: 'subscription.recheck' }));
    expect((await screen.findByRole('button', { name: 'Canceled' })).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  });
});

describe('which cancel path opens', () => {
  it('brand x: the simple cancel modal', async () => {
    const { user } = await openMyPlan();
    await user.click(cancelButton());
    expect(await screen.findByRole('dialog', { name: 'We are sorry to see you go' })).toBeTruthy();
  });

  it('brand y: the simple cancel modal', async () => {
    subscriptions = [mainPlan({ plan_code: 'ig_y_weekly_trial' })];
    const { user } = await openMyPlan({ uid: 'demo-y', email: 'y@demo.test' });
    await user.click(cancelButton());
    expect(await screen.findByRole('dialog', { name: 'We are sorry to see you go' })).toBeTruthy();
  });

  it('default brand: the full-screen cancellation flow', async () => {
    subscriptions = [mainPlan({ plan_code: 'ig_weekly_trial' })];
    const { user, router } = await openMyPlan({ uid: 'demo-trial', email: 'trial@demo.test' });
    await user.click(cancelButton());
    await screen.findByRole('heading', { name: 'Cancellation flow screen' });
    expect(router.state.location.pathname).toBe('/dashboard/cancel-membership');
  });

  it.each([
    [
      'app_store',
      'the App Store',
      [
        'Open the Settings app on your iPhone or iPad.',
        'Tap your name, then tap Subscriptions.',
        'Tap the Reach subscription.',
        'Tap Cancel Subscription, then confirm.',
      ],
    ],
    [
      'google_play',
      'Google Play',
      [
        'Open the Google Play Store app on your Android device.',
        'Tap your profile icon, then Payments & subscriptions, then Subscriptions.',
        'Select the Reach subscription.',
        'Tap Cancel subscription and follow the instructions.',
      ],
    ],
  ] as const)(
    'billed by %s: the manage-subscriptions modal with its steps',
    async (billing_source, storeName, steps) => {
      subscriptions = [mainPlan({ plan_code: 'ig_premium_one_month', billing_source })];
      const { user, router } = await openMyPlan({ uid: 'demo-store', email: 'store@demo.test' });
      await user.click(cancelButton());
      const dialog = await screen.findByRole('dialog', { name: 'Manage your subscription' });
      expect(dialog.textContent).toContain(`billed by ${storeName} and can only be cancelled there`);
      expect(
        within(dialog)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(steps);
      expect(router.state.location.pathname).toBe('/dashboard/my-plan');
      await user.click(within(dialog).getByRole('button', { name: 'Got it' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    },
  );
});
