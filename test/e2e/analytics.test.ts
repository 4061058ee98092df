/**
 * The Analytics screen end to end (spec 2.7) in Debian's Chromium against the running stack: a
 * demo account with completed insights sees its analytics from ig-getProfileData.
 */
import { describe, expect, it } from 'vitest';
import { AUDIENCE_LABELS } from '../../content/profile-data';
import { baseUrl, pagePerTest, signInToDashboard } from './browser';

const tab = pagePerTest();

describe('analytics in the browser', () => {
  it('shows premium@demo.test its completed analytics', async () => {
    const { page } = tab;
    await signInToDashboard(page, 'premium@demo.test', 'demo1234');
    await page.goto(new URL('/dashboard/analytics', baseUrl).href);
    await expect.poll(() => page.getByText('Overall Engagement Rate').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    for (const label of Object.values(AUDIENCE_LABELS)) expect(await page.getByText(label, { exact: true }).count()).toBeGreaterThan(0);
    expect(await page.getByText(/^Analysis of your Instagram account based on \d+ latest posts?$/).count()).toBe(1);
  });
});
