/** The Analytics upload card driven as a subscriber does: export files chosen, 'Upload' pressed, the analysis waited for. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** An export list file: the accounts as the export writes them, wrapped under `wrapper` when given. */
export const exportList = (usernames: string[], wrapper?: string) => {
  const entries = usernames.map((value) => ({
    title: '',
    string_list_data: [{ href: `https://www.instagram.com/${value}`, value, timestamp: 1_700_000_000 }],
  }));
  return Buffer.from(JSON.stringify(wrapper ? { [wrapper]: entries } : entries));
};

export async function uploadExportFiles(page: Page, files: Record<string, Buffer>) {
  await page
    .locator('input[type=file]')
    .setInputFiles(Object.entries(files).map(([name, buffer]) => ({ name, mimeType: 'application/json', buffer })));
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect
    .poll(() => page.getByRole('status').filter({ hasText: 'Your export was analysed.' }).count(), { timeout: 15_000 })
    .toBe(1);
}
