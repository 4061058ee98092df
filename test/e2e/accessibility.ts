/**
 * Accessibility checks for the end-to-end suite (phones): axe-core on every screen and
 * modal with no serious or critical violations, every control of each reachable with Tab, a
 * 390 × 844 and a 360 px wide screenshot of each under reports/ with the titles of the page frame's
 * header and of the dialog measured at both widths, and modals that keep keyboard focus
 * inside and close on Escape.
 */
import { createRequire } from 'node:module';
import fs from 'node:fs/promises';
import path from 'node:path';
import type * as Axe from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const AXE_SOURCE = fs.readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const SCREENSHOTS = path.resolve(import.meta.dirname, '../../reports/screenshots');
const PHONE = { width: 390, height: 844 };
/** The narrowest common phone (many Androids): the header must still hold its title. */
const NARROW_PHONE = { width: 360, height: 800 };
const RULE_SETS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const BLOCKING = new Set(['serious', 'critical']);

/** Waits for the finite animations (modal fade-ins) to end, so axe reads the colours as shown. */
async function settle(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

interface Violation {
  id: string;
  impact?: Axe.ImpactValue;
  help: string;
  targets: string[];
}

const describeViolations = (violations: Violation[]) =>
  violations
    .map(
      ({ id, impact, help, targets }) =>
        `- ${id} (${impact}): ${help}\n${targets.map((target) => `    ${target}`).join('\n')}`,
    )
    .join('\n');

const CONTROLS =
  'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"]), [role="button"], [role="link"]';

/**
 * Presses Tab round the page and lists the controls it never reached: every enabled, visible
 * control of the open dialog, or of the page when none is open. Each is tagged for the walk and
 * untagged after; focus is let go at the end, so the test goes on as before.
 */
async function unreachableByTab(page: Page): Promise<string[]> {
  const stops = await page.evaluate((selector) => {
    const scope = [...document.querySelectorAll('[role="dialog"]')].at(-1) ?? document.body;
    const controls = [...scope.querySelectorAll<HTMLElement>(selector)].filter(
      (control) =>
        !control.matches(':disabled') &&
        !control.closest('[inert], [aria-hidden="true"]') &&
        control.checkVisibility({ visibilityProperty: true }),
    );
    // A radio group is one Tab stop (arrow keys move inside it): reaching one of its radios reaches all.
    const stopOf = (control: HTMLElement, index: number) =>
      control instanceof HTMLInputElement && control.type === 'radio' && control.name
        ? `radio ${control.name}`
        : String(index);
    controls.forEach((control, index) => control.setAttribute('data-tab-walk', stopOf(control, index)));
    (document.activeElement as HTMLElement | null)?.blur();
    return new Set(controls.map(stopOf)).size;
  }, CONTROLS);
  const reached = new Set<string>();
  // Twice round at most: the walk may start anywhere, and the browser's own UI takes a press.
  for (let press = 0; press < 2 * stops + 4 && reached.size < stops; press++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => document.activeElement?.getAttribute('data-tab-walk'));
    if (stop != null) reached.add(stop);
  }
  return page.evaluate(
    (reachedStops) => {
      const missed: string[] = [];
      for (const control of document.querySelectorAll<HTMLElement>('[data-tab-walk]')) {
        if (!reachedStops.includes(control.getAttribute('data-tab-walk')!))
          missed.push(
            `${control.tagName.toLowerCase()} "${(control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40)}"`,
          );
        control.removeAttribute('data-tab-walk');
      }
      (document.activeElement as HTMLElement | null)?.blur();
      return missed;
    },
    [...reached],
  );
}

/**
 * What is wrong with the titles on screen as laid out now. The page frame's header
 * (src/ui/PageFrame): its title wraps to two lines at most and keeps 4 px inside the header's box
 * (off the screen's top edge), the back control stays inside it too, and the two never overlap. The
 * open dialog's title never runs under its close button.
 */
function titleProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const overlap = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    // One rectangle per line of the element's own text.
    const textLines = (element: Element) =>
      [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .flatMap((node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          return [...range.getClientRects()].filter((line) => line.width > 0);
        });

    const header = document.querySelector('[data-page-frame-header]');
    if (header) {
      const box = header.getBoundingClientRect();
      const inside = (rect: DOMRect, inset = 0) =>
        rect.left >= box.left + inset - 0.5 &&
        rect.right <= Math.min(box.right, window.innerWidth) - inset + 0.5 &&
        rect.top >= box.top + inset - 0.5 &&
        rect.bottom <= box.bottom - inset + 0.5;
      const back = header.querySelector(':scope > :is(a, button)')?.getBoundingClientRect();
      const title = header.querySelector(':scope > :not(a, button)');
      if (back && !inside(back)) problems.push('the back control leaves the header');
      if (title) {
        const lines = textLines(title);
        const name = `header title "${title.textContent}"`;
        if (lines.length > 2) problems.push(`${name} wraps to ${lines.length} lines`);
        if (!lines.every((line) => inside(line, 4))) problems.push(`${name} leaves the header or touches its edge`);
        if (back && lines.some((line) => overlap(line, back))) problems.push(`${name} overlaps the back control`);
      }
    }

    const dialog = [...document.querySelectorAll('[role="dialog"]')].at(-1);
    const dialogTitle = dialog?.querySelector(':scope > h2');
    const close = dialog?.querySelector(':scope > button[aria-label]:last-child')?.getBoundingClientRect();
    if (dialogTitle && close && textLines(dialogTitle).some((line) => overlap(line, close)))
      problems.push(`dialog title "${dialogTitle.textContent}" runs under the close button`);
    return problems;
  });
}

/**
 * Saves phone-size screenshots of the screen as shown to reports/screenshots/<label>.png (390 px)
 * and <label>-360.png, checking the titles at both widths (`titleProblems`); then runs axe-core on
 * the whole document (no serious or critical violation) and walks it with Tab (every control
 * reached). Soft assertions, so one run lists every screen that fails.
 */
export async function expectAccessible(page: Page, label: string) {
  await settle(page);
  expect(page.viewportSize()).toEqual(PHONE);
  for (const [viewport, suffix] of [
    [PHONE, ''],
    [NARROW_PHONE, '-360'],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => new Promise(requestAnimationFrame)); // laid out at this width
    await page.screenshot({ path: path.join(SCREENSHOTS, `${label}${suffix}.png`), animations: 'disabled' });
    expect.soft(await titleProblems(page), `titles on ${label} at ${viewport.width} px (${page.url()})`).toEqual([]);
  }
  await page.setViewportSize(PHONE);
  await settle(page);

  // Evaluated rather than added as a script tag: the app's CSP refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(await AXE_SOURCE);
  const violations = await page.evaluate(async (runOnly): Promise<Violation[]> => {
    const { axe } = window as unknown as { axe: typeof Axe };
    const { violations } = await axe.run(document, { runOnly });
    return violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      targets: nodes.map((node) => node.target.join(' ')),
    }));
  }, RULE_SETS);
  const blocking = violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  expect.soft(blocking, `axe on ${label} (${page.url()}):\n${describeViolations(blocking)}`).toEqual([]);
  expect.soft(await unreachableByTab(page), `controls Tab never reaches on ${label} (${page.url()})`).toEqual([]);
}

/** Tab stays inside the open dialog named `dialogName` for ten presses, and Escape closes it. */
export async function expectModalTrapsFocus(page: Page, dialogName: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.waitFor();
  for (let press = 1; press <= 10; press++) {
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => Boolean(document.activeElement?.closest('[role=dialog]'))),
      `focus after Tab ${press}`,
    ).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect.poll(() => dialog.count()).toBe(0);
}
