/**
 * Accessibility of the screens and modals no other end-to-end test opens; the others run
 * their checks where their tests show them (see ./accessibility.ts).
 */
import { describe, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { baseUrl, pagePerTest, signInToDashboard } from './browser';

const tab = pagePerTest();

describe('accessibility of the screens no other test opens', () => {
  it("threemonth@demo.test's cancellation flow offers the plan change (step 3), left without buying", async () => {
    const { page } = tab;
    await signInToDashboard(page, 'threemonth@demo.test', 'demo1234');
    await page.goto(new URL('/dashboard/cancel-membership', baseUrl).href);
    await page.getByRole('button', { name: "I'm ready to let go of my growth" }).click({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Change my plan' }).click({ timeout: 10_000 });
    await page.getByRole('heading', { level: 1, name: 'Change my plan' }).waitFor();
    await expectAccessible(page, 'cancel-flow-3-change-plan');
  });

  it('create account from an unknown subscription shows the No Active Subscription alert', async () => {
    const { page } = tab;
    await page.goto(new URL('/access-recovery?id=no-such-subscription', baseUrl).href);
    await page.getByRole('dialog', { name: 'No Active Subscription' }).waitFor({ timeout: 20_000 });
    await expectAccessible(page, 'create-account-no-active-subscription-modal');
  });
});
