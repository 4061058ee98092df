/** An audience category's list as a subscriber reads it: its rows, each a username linking to the profile on Instagram. */
import type { Page } from 'playwright-core';
import { AUDIENCE_LIST_COPY } from '../../content/audience-lists';

export const listRows = (page: Page) =>
  page.getByRole('list', { name: AUDIENCE_LIST_COPY.listName }).getByRole('listitem');

/** The rows' usernames, without the '@'. */
export const listUsernames = async (page: Page) =>
  (await listRows(page).getByRole('link').allTextContents()).map((name) => name.trim().replace(/^@/, ''));
