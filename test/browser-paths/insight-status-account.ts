/**
 * The accounts and server conditions of the insight status's browser paths, arranged from outside
 * the page: fresh@demo.test's first analysis started over and moved through its stages on the
 * server's development clock, a new subscriber who has no profile document (the server answers
 * 404), the server's clock past the 5-hour session (it refuses the next call, 401), an export to
 * upload.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { SESSION_LIFETIME_MS } from '../../content/constants';
import { EXPORT_UPLOAD_COPY } from '../../content/export-upload';
import { FIRST_ANALYSIS_STAGES } from '../../server/dev/demo/first-analysis';
import { bearer, emulatorToken, postJson } from '../faults/client';
import { baseUrl } from './browser-paths';
import { emulator, moveServerClock, newSubscriber, PASSWORD } from './subscribers';

export interface Account {
  email: string;
  password: string;
}

/** The demo account whose first analysis moves idle → pending → processing → completed (server/dev/demo/first-analysis.ts). */
export const FRESH: Account = { email: 'fresh@demo.test', password: 'demo1234' };
export type Stage = 'pending' | 'processing' | 'completed';

export const resetClock = () => moveServerClock({ reset: true });

/** A new subscriber (weekly plan) who has no profile document yet: the server answers its profile call with 404. */
export const newAccount = async (): Promise<Account> => ({
  email: (await newSubscriber('ig_weekly_trial')).email,
  password: PASSWORD,
});

/** How long the first analysis has run on the server's clock (paths run one at a time). */
let elapsedMs = 0;
const midStage = (stage: Stage) => FIRST_ANALYSIS_STAGES.find(({ status }) => status === stage)!.fromMs + 15_000;

/** Moves the server's clock on until fresh@demo.test's first analysis is in `stage`. */
export async function advanceFirstAnalysis(stage: Stage) {
  const by = midStage(stage) - elapsedMs;
  expect(by, `the first analysis moves forward only (to ${stage})`).toBeGreaterThanOrEqual(0);
  await moveServerClock({ advanceMs: by });
  elapsedMs += by;
}

/** Starts fresh@demo.test's first analysis over (its first profile call starts it) and moves it to `stage`. */
export async function startFirstAnalysis(stage: Stage) {
  expect((await postJson(baseUrl, '/dev/first-analysis/restart', {})).status).toBe(200);
  const { token } = await emulatorToken(emulator, 'signInWithPassword', FRESH.email, FRESH.password);
  expect((await postJson(baseUrl, '/functions/ig-getProfileData', {}, bearer(token))).status).toBe(200);
  elapsedMs = 0;
  await advanceFirstAnalysis(stage);
}

/** The server's clock past the 5-hour session of every signed-in user: it refuses their next call (401 'Session expired'). */
export const expireSessions = () => moveServerClock({ advanceMs: SESSION_LIFETIME_MS + 3_600_000 });

const accountList = (...usernames: string[]) =>
  usernames.map((value) => ({
    title: '',
    string_list_data: [{ href: `https://www.instagram.com/${value}`, value, timestamp: 1_700_000_000 }],
  }));

/** Chooses an Instagram export's two files on the Analytics screen and presses 'Upload'. */
export async function startUpload(page: Page) {
  await page.locator('input[type=file]').setInputFiles([
    {
      name: 'followers_1.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(accountList('anna.bakes', 'ben_runs'))),
    },
    {
      name: 'following.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ relationships_following: accountList('anna.bakes') })),
    },
  ]);
  await page.getByRole('button', { name: EXPORT_UPLOAD_COPY.upload, exact: true }).click();
}

/** The upload answered with the new document: the app fetches it (insights.refresh). */
export const uploaded = (page: Page) =>
  page.getByRole('status').filter({ hasText: EXPORT_UPLOAD_COPY.uploaded }).waitFor({ timeout: 15_000 });
