/**
 * My Plan with payments through the provider: a purchase the bank asks to confirm (3-D Secure)
 * leaves for the provider's page; back with the payment in the address, My Plan confirms it, shows
 * it bought or refused and strips the address; the past-due notice and 'Update card'; the price and
 * dates the provider gives. On the real session machine with fake services.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Subscription } from '../../contracts/subscriptions';
import { extra, fakes, mainPlan, renderAt, signInSession } from './my-plan-fixtures';

vi.mock('../../src/app/session', async () => (await import('./my-plan-fixtures')).mockedModules.session());
vi.mock('../../src/services/auth', async () => (await import('./my-plan-fixtures')).mockedModules.auth());
vi.mock('../../src/services/membership', async () => (await import('./my-plan-fixtures')).mockedModules.membership());
vi.mock('../../src/services/origin-api', async () => (await import('./my-plan-fixtures')).mockedModules.originApi());
const leavePage = vi.hoisted(() => ({ leavePage: vi.fn() }));
vi.mock('../../src/app/leave-page', () => leavePage);

const AUTH_PAGE = 'https://hooks.stripe.test/3d_secure_2/authenticate/pi_1';
const CARD_PAGE = 'https://billing.stripe.test/p/session/test_1';
const SECRET = 'pi_3Q_secret_do_not_keep';
const returnAddress = (planId: string) =>
  `?purchase=${planId}&payment_intent=pi_3Q&payment_intent_client_secret=${SECRET}&redirect_status=succeeded`;

let subscriptions: Subscription[];

async function openMyPlan(search = '') {
  await signInSession({ uid: 'demo-x', email: 'x@demo.test' }, () => subscriptions);
  const { MyPlan } = await import('../../src/routes/_authed/dashboard/-my-plan/my-plan-screen');
  const { Route } = await import('../../src/routes/_authed/dashboard/my-plan');
  const { validateSearch, beforeLoad, onLeave } = Route.options;
  const rendered = await renderAt('/dashboard/my-plan', () => <MyPlan />, search, {
    validateSearch,
    beforeLoad,
    onLeave,
  });
  await screen.findByRole('heading', { name: 'My Plan' });
  return rendered;
}

const offerCard = (title: string) => screen.getByRole('region', { name: title });
const activePlan = () => screen.getByRole('region', { name: 'My active plan' });

beforeEach(() => {
  subscriptions = [mainPlan()];
  leavePage.leavePage.mockReset();
  fakes.purchase = vi.fn(async () => ({ id: 'new-extra' }));
  fakes.confirmPurchase = vi.fn(async () => ({ id: 'new-extra' }));
  fakes.updateCard = vi.fn(async () => ({ url: CARD_PAGE }));
  fakes.requestPdfReport = vi.fn(async () => undefined);
  fakes.sendEvent = vi.fn(async () => undefined);
});

afterEach(async () => {
  const { closePurchaseReturns } = await import('../../src/app/purchase-return');
  closePurchaseReturns();
  fakes.session?.stop();
});

describe('a purchase the bank asks to confirm (3-D Secure)', () => {
  it("sends the browser to the provider's page and keeps the button spinning; nothing is granted", async () => {
    fakes.purchase = vi.fn(async () => ({ authenticate: AUTH_PAGE }));
    const { user } = await openMyPlan();
    const course = offerCard('Instagram PRO Course');
    const buy = within(course).getByRole('button', { name: 'Get my course' });
    await user.click(buy);
    await waitFor(() => expect(leavePage.leavePage).toHaveBeenCalledExactlyOnceWith(AUTH_PAGE));
    expect(buy.getAttribute('aria-busy')).toBe('true');
    expect(within(course).queryByRole('alert')).toBeNull();
    expect(screen.queryByText('PURCHASED')).toBeNull();
  });
});

describe('back on My Plan from the provider', () => {
  it("confirms the course's payment, strips the address at once, and shows 'Download Instagram course'", async () => {
    let answer!: (value: { id: string }) => void;
    fakes.confirmPurchase = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    const { router } = await openMyPlan(returnAddress('ig_course_pack'));
    // The query (and its client secret) is gone before the answer comes.
    expect(router.state.location.pathname).toBe('/dashboard/my-plan');
    expect(router.state.location.searchStr).toBe('');
    expect(router.history.location.href).not.toContain(SECRET);
    expect(fakes.confirmPurchase).toHaveBeenCalledExactlyOnceWith('', 'id-token', { payment_intent: 'pi_3Q' });
    const course = offerCard('Instagram PRO Course');
    expect(within(course).getByRole('button', { name: 'Get my course' }).getAttribute('aria-busy')).toBe('true');

    subscriptions = [mainPlan(), extra('ig_course_pack')];
    await act(async () => answer({ id: 'course-order' }));
    const bought = await screen.findByRole('region', { name: 'Your Instagram PRO Course' });
    expect(within(bought).getByRole('link', { name: 'Download Instagram course' })).toBeTruthy();
    expect(leavePage.leavePage).not.toHaveBeenCalled();
  });

  it('shows why the payment was not confirmed in red under the card, and lets the user buy again', async () => {
    fakes.confirmPurchase = vi.fn(async () => ({ error: 'Your bank did not confirm the payment' }));
    const { user } = await openMyPlan(returnAddress('ig_course_pack'));
    const course = offerCard('Instagram PRO Course');
    expect((await within(course).findByRole('alert')).textContent).toBe('Your bank did not confirm the payment');
    expect(within(offerCard('Detailed Profile Report')).queryByRole('alert')).toBeNull();
    await user.click(within(course).getByRole('button', { name: 'Get my course' }));
    expect(fakes.purchase).toHaveBeenCalledTimes(1);
  });

  it('renders the server’s error as text', async () => {
    fakes.confirmPurchase = vi.fn(async () => ({ error: '<b>declined</b>' }));
    await openMyPlan(returnAddress('ig_profile_report'));
    const report = offerCard('Detailed Profile Report');
    const alert = await within(report).findByRole('alert');
    expect(alert.textContent).toBe('<b>declined</b>');
    expect(alert.querySelector('b')).toBeNull();
  });

  it('a plan change of the cancellation flow: a notice says the plan is updated, or why not', async () => {
    await openMyPlan(returnAddress('ig_premium_one_month'));
    expect(await screen.findByText('Your plan has been successfully updated!')).toBeTruthy();
    expect(fakes.confirmPurchase).toHaveBeenCalledWith('', 'id-token', { payment_intent: 'pi_3Q' });
  });

  it('a refused plan change shows its error in red', async () => {
    fakes.confirmPurchase = vi.fn(async () =>
      Promise.reject(
        Object.assign(new Error('Request failed with status 404'), { data: { error: 'Payment not found' } }),
      ),
    );
    await openMyPlan(returnAddress('ig_gift_one_month'));
    expect((await screen.findByRole('alert')).textContent).toBe('Payment not found');
  });

  it('an unknown plan id: the address is stripped and nothing is confirmed', async () => {
    const { router } = await openMyPlan(returnAddress('ig_unknown'));
    expect(router.state.location.searchStr).toBe('');
    expect(fakes.confirmPurchase).not.toHaveBeenCalled();
  });

  it('never sends the client secret anywhere', async () => {
    await openMyPlan(returnAddress('ig_course_pack'));
    await screen.findByRole('region', { name: 'Instagram PRO Course' });
    const sent = JSON.stringify([fakes.confirmPurchase.mock.calls, fakes.sendEvent.mock.calls]);
    expect(sent).not.toContain(SECRET);
  });
});

describe('the past-due notice', () => {
  it('is absent while payments go through', async () => {
    await openMyPlan();
    expect(screen.queryByText("Your last payment didn't go through")).toBeNull();
  });

  it("'Update card' sends the browser to the provider's card page", async () => {
    subscriptions = [mainPlan({ past_due: true })];
    const { user } = await openMyPlan();
    const notice = screen.getByRole('region', { name: "Your last payment didn't go through" });
    expect(notice.textContent).toContain("We'll try again soon. Update your card to keep your plan.");
    await user.click(within(notice).getByRole('button', { name: 'Update card' }));
    await waitFor(() => expect(leavePage.leavePage).toHaveBeenCalledExactlyOnceWith(CARD_PAGE));
    expect(fakes.updateCard).toHaveBeenCalledExactlyOnceWith('', 'id-token');
  });

  it("shows the server's error, else 'Something went wrong', in red under the button", async () => {
    subscriptions = [mainPlan({ past_due: true })];
    fakes.updateCard = vi.fn(async () =>
      Promise.reject(
        Object.assign(new Error('Request failed with status 409'), { data: { error: 'No card on file' } }),
      ),
    );
    const { user } = await openMyPlan();
    const notice = screen.getByRole('region', { name: "Your last payment didn't go through" });
    await user.click(within(notice).getByRole('button', { name: 'Update card' }));
    expect((await within(notice).findByRole('alert')).textContent).toBe('No card on file');

    fakes.updateCard = vi.fn(async () => Promise.reject(new Error('boom')));
    await user.click(within(notice).getByRole('button', { name: 'Update card' }));
    await waitFor(() => expect(within(notice).getByRole('alert').textContent).not.toBe('No card on file'));
    expect(leavePage.leavePage).not.toHaveBeenCalled();
  });
});

describe('My active plan as the provider bills it', () => {
  it.each([
    [{ amount: 1399, currency: 'usd', interval: 'month', interval_count: 1 }, '$13.99 every 1 month'],
    [{ amount: 4900, currency: 'usd', interval: 'week', interval_count: 12 }, '$49 every 12 weeks'],
    [{ amount: 100, currency: 'usd', interval: 'week', interval_count: 1 }, '$1 every week'],
  ] as const)('shows the price and period from `price` (%o) and the next charge', async (price, line) => {
    subscriptions = [
      mainPlan({ plan_code: 'ig_x_weekly_trial', price: { ...price }, current_period_end: '2026-12-12T10:00:00Z' }),
    ];
    await openMyPlan();
    const plan = activePlan();
    expect(plan.textContent).toContain('Weekly Plan');
    expect(within(plan).getByText(line)).toBeTruthy();
    expect(within(plan).getByText('Next charge on 12 Dec 2026')).toBeTruthy();
  });

  it("a canceled plan: 'Access until' its end, and the disabled 'Canceled'", async () => {
    subscriptions = [
      mainPlan({
        status: 'canceled',
        price: { amount: 1399, currency: 'usd', interval: 'month', interval_count: 1 },
        current_period_end: '2026-12-12T10:00:00Z',
        cancel_effective_at: '2026-12-12T10:00:00Z',
      }),
    ];
    await openMyPlan();
    expect(within(activePlan()).getByText('Access until 12 Dec 2026')).toBeTruthy();
    expect(screen.queryByText(/Next charge/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Canceled' }).hasAttribute('disabled')).toBe(true);
  });

  it('without `price`: the plan-code table as before, and no date line', async () => {
    subscriptions = [mainPlan({ current_period_end: '2026-12-12T10:00:00Z' })];
    await openMyPlan();
    expect(activePlan().textContent).toContain('$1 every week');
    expect(screen.queryByText(/Next charge/)).toBeNull();
  });
});
