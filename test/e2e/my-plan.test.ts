/**
 * My Plan end to end in Debian's Chromium at phone size, against the stack as `npm start` runs it:
 * the simple cancel modal with its emailed link, buying the course from the dashboard, and the
 * manage-subscriptions modal of an App Store subscriber.
 */
import { describe, expect, it } from 'vitest';
import { bearer, DEMO_PASSWORD, idTokenFor, mailsTo, post } from '../server/helpers';
import { expectAccessible, expectModalTrapsFocus } from './accessibility';
import { newPhoneContext, pagePerTest, signInToDashboard } from './browser';

const tab = pagePerTest();

const signIn = (email: string) => signInToDashboard(tab.page, email, DEMO_PASSWORD);

async function openMyPlan() {
  await tab.page.getByRole('button', { name: 'Open menu' }).click();
  await tab.page.getByRole('link', { name: 'My Plan' }).click();
  await tab.page.waitForURL('**/dashboard/my-plan');
  await expect.poll(() => tab.page.getByRole('heading', { name: 'OUR SPECIAL OFFERS' }).count()).toBe(1);
}

async function mainPlanOf(email: string, uid: string) {
  const response = await post(`/rec/subscriptions/${uid}`, undefined, bearer(await idTokenFor(email)));
  const { subscriptions } = (await response.json()) as { subscriptions: Array<{ status: string; main_plan: boolean }> };
  return subscriptions.find((s) => s.main_plan);
}

describe('My Plan in the browser', () => {
  it('x@demo.test cancels through the simple modal and the emailed link', async () => {
    await signIn('x@demo.test');
    await openMyPlan();
    await expectAccessible(tab.page, 'my-plan');
    await tab.page.getByRole('button', { name: 'Cancel subscription' }).click();
    const modal = tab.page.getByRole('dialog', { name: 'We are sorry to see you go' });
    await expectAccessible(tab.page, 'simple-cancel-modal');
    await expectModalTrapsFocus(tab.page, 'We are sorry to see you go');
    await tab.page.getByRole('button', { name: 'Cancel subscription' }).click();
    await modal.getByRole('button', { name: 'I want to cancel' }).click();
    const sent = tab.page.getByRole('dialog', { name: "We've sent you a confirmation email" });
    await expect
      .poll(() => sent.textContent(), { timeout: 15_000 })
      .toContain('Complete cancellation by following a link we emailed to x@demo.test.');
    await expectAccessible(tab.page, 'simple-cancel-email-sent-modal');

    const [mail] = await mailsTo('x@demo.test', 15_000);
    const link = mail?.body.match(/https?:\/\/\S+\/unsubscription\?from=[A-Za-z0-9_-]+/)?.[0];
    expect(link).toBeTruthy();
    expect((await mainPlanOf('x@demo.test', 'demo-x'))?.status).toBe('active');

    const visitor = await newPhoneContext(tab.browser);
    const linkPage = await visitor.newPage();
    await linkPage.goto(link!);
    await expect
      .poll(() => linkPage.getByRole('heading', { name: 'Your subscription has been canceled' }).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    await expectAccessible(linkPage, 'unsubscription-canceled');
    expect(
      (await linkPage.getByRole('link', { name: 'support@orbit.example' }).count()) +
        (await linkPage.getByRole('link', { name: 'support@reach.example' }).count()),
    ).toBe(1);
    expect((await mainPlanOf('x@demo.test', 'demo-x'))?.status).toBe('canceled');

    // The link is single use: opened again it finds nothing to cancel.
    await linkPage.reload();
    await expect
      .poll(() => linkPage.getByRole('heading', { name: 'No subscriptions' }).count(), { timeout: 15_000 })
      .toBe(1);
    await expectAccessible(linkPage, 'unsubscription-none');
    await visitor.close();
  });

  it('trial@demo.test buys the course from the PRO card, lands on the course, and the card then opens it', async () => {
    await signIn('trial@demo.test');
    await tab.page.getByRole('button', { name: 'Get the course' }).click();
    const modal = tab.page.getByRole('dialog', { name: 'Strategies to Boost Engagement on Your Instagram Profile' });
    await modal.waitFor();
    await expectAccessible(tab.page, 'course-offer-modal');
    await modal.getByRole('button', { name: 'Get my course' }).click();
    await tab.page.waitForURL('**/dashboard/course', { timeout: 15_000 });

    await tab.page.getByRole('link', { name: 'Back' }).click();
    await tab.page.waitForURL('**/dashboard');
    await expect
      .poll(() => tab.page.getByRole('link', { name: 'Open the course' }).count(), { timeout: 10_000 })
      .toBe(1);
    await tab.page.getByRole('link', { name: 'Open the course' }).click();
    await tab.page.waitForURL('**/dashboard/course');
  });

  it("store@demo.test's Cancel opens the manage-subscriptions modal with the App Store steps", async () => {
    await signIn('store@demo.test');
    await openMyPlan();
    await tab.page.getByRole('button', { name: 'Cancel subscription' }).click();
    const modal = tab.page.getByRole('dialog', { name: 'Manage your subscription' });
    await expect.poll(() => modal.textContent()).toContain('Tap your name, then tap Subscriptions.');
    await expectAccessible(tab.page, 'manage-subscriptions-modal');
    expect(new URL(tab.page.url()).pathname).toBe('/dashboard/my-plan');
  });
});
