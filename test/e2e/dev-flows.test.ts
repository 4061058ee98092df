/**
 * The flows page (/dev/flows) in Chromium against the stack as `npm start` runs it: a product
 * manager opens the cancellation flow, sees its diagram with the current state marked, simulates
 * it with the machine's own words (a step, a call that fails) and reads its test plan.
 */
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CANCEL_FLOW_COPY } from '../../content/cancel-flow';
import { baseUrl, pagePerTest } from './browser';

const tab = pagePerTest();

const currentStates = (page: Page) =>
  page.locator('rect.current').evaluateAll((rects) => rects.map((rect) => rect.getAttribute('data-state')));

describe('the flows page', () => {
  it('simulates the cancellation flow on its diagram', async () => {
    const { page } = tab;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(new URL('/dev/flows#cancelFlow', baseUrl).href);
    await page.getByRole('heading', { name: 'cancelFlow', level: 1 }).waitFor();
    await expect.poll(() => currentStates(page)).toEqual(['steps', 'steps.myActivePlan']);

    const user = page.getByRole('group', { name: 'What the user does' });
    await user.getByRole('button').first().waitFor();
    // Step 0's way forward, named as on the screen.
    const firstStep = (await user.getByRole('button').allTextContents()).find((text) =>
      text.includes(CANCEL_FLOW_COPY.myActivePlan.next),
    )!;
    expect(firstStep).toBeDefined();
    await user.getByRole('button', { name: firstStep, exact: true }).click();
    await expect.poll(() => currentStates(page)).toEqual(['steps', 'steps.pleaseWait']);
    expect(await page.getByRole('list', { name: 'Steps taken' }).getByRole('listitem').allTextContents()).toEqual([
      firstStep,
    ]);

    await page.screenshot({ path: 'reports/screenshots/dev-flows.png' });
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => currentStates(page)).toEqual(['steps', 'steps.myActivePlan']);
    expect(await page.getByRole('list', { name: 'Steps taken' }).getByRole('listitem').count()).toBe(0);

    // The plan sits beside the simulation: its first case opens with its steps.
    const plan = page.getByRole('region', { name: 'Test plan' });
    await plan.locator('summary').first().click();
    expect(await plan.locator('details[open] li').count()).toBeGreaterThan(1);
  });

  it('lists every machine and opens another from the list, even before the first has loaded', async () => {
    const { page } = tab;
    await page.setViewportSize({ width: 1280, height: 900 });
    // The page opens the cancellation flow; its files arrive only once news is on screen.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/dev/flows/files/cancelFlow.*', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(new URL('/dev/flows', baseUrl).href);
    const machines = page.getByRole('navigation', { name: 'Machines' }).getByRole('link');
    await machines.first().waitFor();
    expect(await machines.count()).toBe(
      fs.readdirSync('machines').filter((file) => file.endsWith('.machine.ts')).length,
    );
    await machines.getByText('news', { exact: true }).click();
    await page.getByRole('heading', { name: 'news', level: 1 }).waitFor();
    await expect.poll(() => currentStates(page)).toEqual(['idle']);
    release();
    // The late files of the machine left behind change nothing on screen.
    await page.waitForResponse('**/dev/flows/files/cancelFlow.csv');
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(await currentStates(page)).toEqual(['idle']);
    expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual(['news']);
    await page.getByRole('group', { name: 'What the user does' }).getByRole('button').first().click();
    await expect.poll(() => currentStates(page)).toEqual(['loading']);
    await page.getByRole('group', { name: 'A call fails' }).getByRole('button').first().click();
    await expect.poll(() => currentStates(page)).toEqual(['failed']);
  });
});
