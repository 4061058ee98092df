/**
 * Model paths in the real browser: the fewest paths of a machine's model that take every
 * transition the browser can bring about (test/harness/test-plan.ts), each driven through the
 * real screens in Chromium against the running stack by the machine's binding table (each model
 * event to a user action or to what the server is arranged to answer; each state to what must be
 * visible). After every step the live actor in the page must be in the state the model predicts;
 * coverage is read from the page's own record of that actor (src/app/flow-coverage.ts, test builds
 * only) and written to reports/browser-paths/<machine>.json for `npm run flows`.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AnyStateMachine, EventObject, InputFrom } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import type { MachineCoverage } from '../../src/app/flow-coverage';
import { allTransitions } from '../../scripts/flow-reading/transitions';
import { launchBrowser, newPhoneContext } from '../e2e/browser';
import { describeEvent, type ModelOptions } from '../harness/model-paths';
import { coveringPaths } from '../harness/test-plan';

export const baseUrl = inject('baseUrl');
const BROWSER_REPORTS = 'reports/browser-paths';

/** Every call takes this long to travel (Chrome's network emulation): long enough to see and press a busy state. */
const LATENCY_MS = 700;

export interface FlowBinding<TMachine extends AnyStateMachine> {
  machine: TMachine;
  inputs: Array<InputFrom<TMachine>>;
  model: ModelOptions<TMachine>;
  /** Why a browser against the real stack cannot bring this model event about; undefined when it can. */
  unreachable: (event: EventObject) => string | undefined;
  /** The state value the live actor must be in, read from the model's serialised state. */
  valueOf: (expected: string) => unknown;
  /**
   * A state the live actor leaves by itself at once, before anything could be seen (nothing the
   * binding can hold): it must have been passed through since the step began, not be current.
   */
  transient?: (expected: string) => boolean;
  /** Options of each path's browser context beyond the phone's. */
  contextOptions?: BrowserContextOptions;
  /** Opens the path's first screen; `events` are the path's, for what must be arranged before the page loads. */
  start: (page: Page, input: InputFrom<TMachine>, events: EventObject[]) => Promise<void>;
  /**
   * Brings a model event about: a user action, with whatever the server must be arranged to answer
   * to the calls it starts (`following` holds the path's later events), or for a call's answer or a
   * delay, whatever lets it arrive.
   */
  act: (page: Page, event: EventObject, following: EventObject[], network: Network) => Promise<void>;
  /** What the screen must show in the model's serialised state. */
  shows: (page: Page, expected: string) => Promise<void>;
}

/** The page's network as Chrome emulates it. */
export interface Network {
  setOffline(offline: boolean): Promise<void>;
}

export const liveValue = (page: Page, machineId: string) =>
  page.evaluate((id) => window.__flowCoverage?.[id]?.value ?? null, machineId);

/** The top-level state of a state value: the step a flow is on. */
export const topOf = (value: unknown) => (typeof value === 'string' ? value : Object.keys(value as object)[0]);

const liveHistory = (page: Page, machineId: string) =>
  page.evaluate((id) => window.__flowCoverage?.[id]?.history ?? [], machineId);

/** Waits until the live actor is in `expected` or, for a transient state, has passed through it since `from` (a history index). */
async function reached(
  page: Page,
  machineId: string,
  expected: unknown,
  transient: boolean,
  from: number,
  message: string,
) {
  const poll = { timeout: 15_000, message };
  if (!transient) return expect.poll(() => liveValue(page, machineId), poll).toEqual(expected);
  await expect
    .poll(async () => (await liveHistory(page, machineId)).slice(Math.max(0, from - 1)), poll)
    .toContainEqual(expected);
}

function writeReport(
  machine: AnyStateMachine,
  covered: { states: Set<string>; transitions: Set<string>; pairs: Set<string> },
  paths: number,
) {
  const transitions = allTransitions(machine).map((transition) => transition.key);
  const states = getStateNodes(machine.root).map((node) => node.id);
  const report = {
    machine: machine.id,
    paths,
    states: { covered: states.filter((id) => covered.states.has(id)).length, total: states.length },
    transitions: {
      covered: transitions.filter((key) => covered.transitions.has(key)).length,
      total: transitions.length,
    },
    pairs: covered.pairs.size,
    coveredTransitions: transitions.filter((key) => covered.transitions.has(key)).sort(),
    missingStates: states.filter((id) => !covered.states.has(id)),
    missingTransitions: transitions.filter((key) => !covered.transitions.has(key)),
  };
  fs.mkdirSync(BROWSER_REPORTS, { recursive: true });
  fs.writeFileSync(path.join(BROWSER_REPORTS, `${machine.id}.json`), `${JSON.stringify(report, null, 2)}\n`);
  console.log(
    `${machine.id} in the browser: ${paths} paths; states ${report.states.covered}/${report.states.total}, transitions ${report.transitions.covered}/${report.transitions.total}, transition pairs taken ${report.pairs}`,
  );
  return report;
}

/**
 * One test per path; afterwards the coverage report, and a failure unless the transitions never
 * taken in the browser are exactly those listed out of reach (by key, with the reason no browser
 * against the real stack can bring them about): a regression fails, and so does one that became
 * reachable and is still listed.
 */
export function browserPathSuite<TMachine extends AnyStateMachine>(
  binding: FlowBinding<TMachine>,
  outOfReach: Record<string, string> = {},
) {
  const { machine } = binding;
  const paths = coveringPaths(
    machine,
    binding.inputs,
    binding.model,
    (event) => binding.unreachable(event) === undefined,
  );
  const covered = { states: new Set<string>(), transitions: new Set<string>(), pairs: new Set<string>() };
  let browser: Browser;

  describe(`${machine.id} in the browser: ${paths.length} paths`, () => {
    beforeAll(async () => {
      // The full Chromium, as subscribers have it: this suite runs apart from npm test, outside its time budget.
      browser = await launchBrowser({ full: true });
    });
    afterAll(async () => {
      await browser?.close();
    });

    paths.forEach(({ input, steps }, index) => {
      it(`${index + 1}: ${steps.map((step) => describeEvent(step.event)).join(' → ')}`, async () => {
        // Each path is its own client (per-address limits apply per path, as per user).
        const context = await newPhoneContext(browser, {
          ...binding.contextOptions,
          extraHTTPHeaders: { 'x-forwarded-for': `127.10.${Math.floor(index / 250)}.${(index % 250) + 1}` },
        });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        const emulate = async (offline: boolean) => {
          await cdp.send('Network.emulateNetworkConditions', {
            offline,
            latency: LATENCY_MS,
            downloadThroughput: -1,
            uploadThroughput: -1,
          });
        };
        await emulate(false);
        try {
          await binding.start(
            page,
            input,
            steps.map((step) => step.event),
          );
          for (const [stepIndex, step] of steps.entries()) {
            const from = (await liveHistory(page, machine.id)).length;
            await binding.act(
              page,
              step.event,
              steps.slice(stepIndex + 1).map((later) => later.event),
              { setOffline: emulate },
            );
            const transient = binding.transient?.(step.expected) ?? false;
            await reached(
              page,
              machine.id,
              binding.valueOf(step.expected),
              transient,
              from,
              `step ${stepIndex + 1} (${describeEvent(step.event)})`,
            );
            if (!transient) await binding.shows(page, step.expected);
          }
          const record = await page.evaluate((id) => window.__flowCoverage?.[id] ?? null, machine.id);
          expect(record, 'the page recorded the actor (a build with VITE_FLOW_COVERAGE=1)').not.toBeNull();
          for (const key of ['states', 'transitions', 'pairs'] as const)
            for (const item of (record as MachineCoverage)[key]) covered[key].add(item);
        } finally {
          await context.close();
        }
      });
    });

    const listed = Object.keys(outOfReach).sort();
    it(`takes every transition in the browser${listed.length ? ` but the ${listed.length} out of reach` : ''}`, () => {
      const report = writeReport(machine, covered, paths.length);
      for (const key of listed) console.log(`  out of reach: ${key}: ${outOfReach[key]}`);
      expect([...report.missingTransitions].sort(), 'transitions never taken in the browser').toEqual(listed);
    });
  });
}
