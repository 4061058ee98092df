/**
 * The app replaces a returning subscriber's painted and rendered pages rather than
 * hydrating them (src/main.tsx), so neither their buttons nor React's own replay of events during
 * hydration can answer a press made before it has them. The page's inline script marks each press
 * (contracts/early-presses.ts); once the app has rendered the page, it is replayed on the control
 * in its place.
 */
import { EARLY_PRESS } from '../../contracts/early-presses';

const CONTROLS = 'button, input[type=file]';

/** A control as the app renders it again: its kind and its name. */
const nameOf = (control: Element) =>
  `${control.localName} ${control.getAttribute('type')} ${control.getAttribute('aria-label') ?? control.textContent?.trim()}`;

/** The controls under `nodes` named `name`, in the page's order. */
const controlsNamed = (nodes: Element[], name: string) =>
  nodes.flatMap((node) => [...node.querySelectorAll(CONTROLS)]).filter((control) => nameOf(control) === name);

/**
 * Replays on the app's page (under `root`) what was pressed on the page it replaced (`replaced`,
 * that page's nodes): the control of the same name and place is clicked, or given the files chosen.
 */
export function replayEarlyPresses(replaced: Element[], root: Element) {
  for (const pressed of replaced.flatMap((node) => [...node.querySelectorAll(`[${EARLY_PRESS}]`)])) {
    const name = nameOf(pressed);
    const twin = controlsNamed([root], name)[controlsNamed(replaced, name).indexOf(pressed)];
    if (twin instanceof HTMLInputElement && pressed instanceof HTMLInputElement) {
      twin.files = pressed.files;
      twin.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (twin instanceof HTMLButtonElement) twin.click();
  }
}
