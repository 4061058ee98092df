/**
 * Insight status's model paths on the real screens (dashboard, Analytics) against the real server.
 * The binding: signing in starts the status, and the app opened again with the stored session
 * lands on the screen the path needs (Analytics, which keeps the server's page until the first
 * fetch has settled, unless the first answer would open a modal there); each answer is arranged before the call that gets it (a new
 * subscriber without a profile for the 404; fresh@demo.test's first analysis moved to its stage
 * on the server's clock; that clock past the 5-hour session for a refused sign-in, after which the
 * app signs out at once); the poll's delay is
 * the page's clock moved on; a refresh is an export uploaded on Analytics (when the path has it
 * land during a poll's fetch, that fetch is held at a gate until the upload has answered); opening Analytics asks for the modal, 'Got it' closes
 * it; logging out is the dashboard menu.
 */
import type { Page } from 'playwright-core';
import { afterEach, expect } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import { INSTAGRAM_COPY } from '../../content/instagram-connection';
import {
  ALMOST_READY_MODAL_COPY,
  INSIGHT_POLL_DELAY_MS,
  PROCESSING_MODAL_COPY,
  WAITING_BANNER_COPY,
} from '../../content/insights-status';
import { insightStatusMachine } from '../../machines/insight-status.machine';
import { signInToDashboard } from '../e2e/browser';
import {
  fetchFailed,
  nextUpdateDue,
  pollDelayPassed,
  resultsIn,
  serialize,
  signInRefused,
  userEvents,
} from '../machines/insight-status.model';
import { baseUrl, browserPathSuite } from './browser-paths';
import { Gate } from './gate';
import * as server from './insight-status-account';

type Snapshot = SnapshotFrom<typeof insightStatusMachine>;
type Answer = 'none' | server.Stage | 'refused';

function answerOf(event: EventObject | undefined): Answer | undefined {
  const output = (event as { output?: { _insights: { status: server.Stage } } | null } | undefined)?.output;
  if (event?.type === 'xstate.done.actor.fetchProfile') return output?._insights.status ?? 'none';
  if (event?.type === 'xstate.error.actor.fetchProfile') return 'refused';
  return undefined;
}

/**
 * What this binding's user does, by state. The Analytics screen asks for the modal once the first
 * fetch has settled, and an open modal leaves only 'Got it'. Uploads are made on Analytics, so not
 * while the analysis is pending or processing (opening the screen would open its modal). Logging
 * out waits for no fetch. A fetch is refused, or an upload lands during it, only when it is a poll
 * (the binding moves the server's clock or starts the upload, then fires the poll): settled and
 * not of a completed analysis, with the results before the upload so the model reaches such a
 * fetch by its poll.
 */
function events(snapshot: Snapshot): EventObject[] {
  const { settled, status } = snapshot.context;
  // A refused sign-in ends the session at once: nothing follows it on the page.
  if (snapshot.matches({ signedIn: { status: 'refused' } })) return [];
  const modalOpen = !snapshot.matches({ signedIn: { modal: 'closed' } });
  const fetching = snapshot.matches({ signedIn: { status: 'fetching' } });
  const polled = fetching && settled && status !== 'completed';
  const allowed: Record<string, boolean> = {
    'insights.start': true,
    'insights.stop':
      !modalOpen &&
      (snapshot.matches({ signedIn: { status: 'waiting' } }) ||
        snapshot.matches({ signedIn: { status: 'completed' } })),
    'insightsModal.show': settled,
    'insightsModal.dismiss': true,
    'insights.refresh': settled && !modalOpen && (status === 'idle' || status === 'completed') && (!fetching || polled),
  };
  const user = userEvents.filter((event) => allowed[event.type]);
  const results = resultsIn(snapshot).filter((event) => event !== signInRefused || polled);
  return [
    ...user.filter((event) => event.type !== 'insights.refresh'),
    ...results,
    ...user.filter((event) => event.type === 'insights.refresh'),
  ];
}

const accounts = new WeakMap<Page, server.Account>();
const PROFILE_CALL = '**/functions/ig-getProfileData';
/** Pages whose poll's fetch is held until an upload has answered, so that its refresh lands during the fetch. */
const heldPolls = new WeakMap<Page, Gate>();
const onAnalytics = (page: Page) => new URL(page.url()).pathname === '/dashboard/analytics';

/** Opening Analytics (again) sends `insightsModal.show` once the first fetch has settled. */
async function openAnalytics(page: Page) {
  if (onAnalytics(page)) await page.getByRole('link', { name: 'Back' }).click();
  await page.getByRole('link', { name: 'Open Analytics' }).click();
  await page.waitForURL('**/dashboard/analytics');
}

async function start(page: Page, answer: Answer | undefined) {
  await server.resetClock();
  const account = answer === 'none' ? await server.newAccount() : server.FRESH;
  accounts.set(page, account);
  if (account === server.FRESH) await server.startFirstAnalysis(answer as server.Stage);
  await signInToDashboard(page, account.email, account.password);
  const opensModal = answer === 'pending' || answer === 'processing';
  await page.goto(new URL(opensModal ? '/dashboard' : '/dashboard/analytics', baseUrl).href);
}

async function poll(page: Page, next: EventObject | undefined) {
  const answer = answerOf(next);
  if (next?.type === 'insights.refresh') {
    // Only the poll's own fetch: the refresh's goes on to the server.
    const gate = await Gate.on(page, PROFILE_CALL, () => gate.received === 0);
    heldPolls.set(page, gate);
    await page.clock.fastForward(INSIGHT_POLL_DELAY_MS);
    return gate.reached(1);
  }
  if (answer === 'refused') await server.expireSessions();
  else if (accounts.get(page) === server.FRESH) await server.advanceFirstAnalysis(answer as server.Stage);
  await page.clock.fastForward(INSIGHT_POLL_DELAY_MS);
}

/** Lets a held poll's fetch go on to the server (it reaches a stopped actor: the refresh restarted the fetch). */
async function releasePoll(page: Page) {
  const gate = heldPolls.get(page);
  if (!gate) return;
  heldPolls.delete(page);
  await gate.pass();
  await page.unroute(PROFILE_CALL);
}

async function act(page: Page, event: EventObject, following: EventObject[]) {
  switch (event.type) {
    case 'insights.start':
      return start(page, answerOf(following[0]));
    case pollDelayPassed.type:
      return poll(page, following[0]);
    case 'insightsModal.show':
      return openAnalytics(page);
    case 'insightsModal.dismiss':
      return page.getByRole('dialog').getByRole('button', { name: ALMOST_READY_MODAL_COPY.dismiss }).click();
    case 'insights.refresh':
      await server.startUpload(page);
      await server.uploaded(page);
      return releasePoll(page);
    case 'insights.stop':
      if (onAnalytics(page)) await page.getByRole('link', { name: 'Back' }).click();
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('button', { name: 'Log out' }).click();
      return page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes, log out' }).click();
  }
  // A fetch's answer: the server gives what was arranged before the call.
}

/** Whether #root still holds only what the server sent, if anything: React's elements carry its keys, the server's none. */
const showsNoScreenYet = (page: Page) =>
  page.evaluate(() => {
    const first = document.getElementById('root')?.firstElementChild;
    return !first || !Object.keys(first).some((key) => key.startsWith('__react'));
  });

const NOT_ANALYSED_YET = /^Your profile has not been analysed yet/;

async function shows(page: Page, expected: string) {
  const { state, status, updatedAtSeconds, profile, settled } = JSON.parse(expected) as Snapshot['context'] & {
    state: 'stopped' | { signedIn: { status: string; modal: string } };
  };
  if (state === 'stopped') {
    await page.waitForURL('**/sign-in');
    return void (await page.getByRole('button', { name: 'Sign in' }).waitFor());
  }
  for (const [modal, { title }] of [
    ['almostReady', ALMOST_READY_MODAL_COPY],
    ['processing', PROCESSING_MODAL_COPY],
  ] as const) {
    const dialog = page.getByRole('dialog', { name: title });
    if (state.signedIn.modal === modal) await dialog.waitFor();
    else expect(await dialog.count(), title).toBe(0);
  }
  if (!onAnalytics(page)) {
    // The dashboard's waiting banner counts down to the next update of the document the app knows,
    // saying why the user waits only while the analysis is not complete.
    const banner = page.getByText(WAITING_BANNER_COPY.nextUpdate);
    if (updatedAtSeconds === null) return expect(await banner.count()).toBe(0);
    await banner.waitFor();
    return expect(await page.getByText(WAITING_BANNER_COPY.message).count()).toBe(status === 'completed' ? 0 : 1);
  }
  // Opened by its address, Analytics keeps what the server sent (the full-screen loader, or the
  // page rendered with the same records; the test build has neither) until the first fetch has settled.
  if (!settled) return expect.poll(() => showsNoScreenYet(page), { timeout: 15_000 }).toBe(true);
  if (profile === null) return page.getByRole('heading', { name: INSTAGRAM_COPY.startTitle }).waitFor();
  if (status === 'completed') return page.getByRole('heading', { name: 'Audience', exact: true }).waitFor();
  return page.getByText(NOT_ANALYSED_YET).waitFor();
}

afterEach(server.resetClock);

const FETCH_FAILS_ONLY_REFUSED =
  'the server fails a profile read only with 401 (a refused sign-in) or, with its database away, 503';
const NEXT_UPDATE_A_DAY_AWAY = "a completed analysis's next update is 24 hours away on both clocks";

browserPathSuite(
  {
    machine: insightStatusMachine,
    inputs: [undefined],
    model: { events, serialize },
    unreachable: (event) => {
      if (event === fetchFailed) return FETCH_FAILS_ONLY_REFUSED;
      if (event === nextUpdateDue) return NEXT_UPDATE_A_DAY_AWAY;
      return undefined;
    },
    transient: (expected) => {
      const { state } = JSON.parse(expected) as { state: 'stopped' | { signedIn: { status: string } } };
      return state !== 'stopped' && state.signedIn.status === 'refused';
    },
    valueOf: (expected) => (JSON.parse(expected) as { state: unknown }).state,
    // The page's clock runs as the real one until a poll moves it on.
    start: (page) => page.clock.install(),
    act,
    shows,
  },
  {
    'insightStatus.signedIn.status.fetching --xstate.error.actor.fetchProfile#1': FETCH_FAILS_ONLY_REFUSED,
    'insightStatus.signedIn.status.completed --xstate.after.untilNextUpdate.insightStatus.signedIn.status.completed#0':
      NEXT_UPDATE_A_DAY_AWAY,
  },
);
