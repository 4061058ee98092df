/** Runs `start` once, on the visitor's first touch, click, key or focus anywhere on the page. */
const EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

export function onFirstInteraction(start: () => void): void {
  const once = () => {
    for (const type of EVENTS) removeEventListener(type, once, true);
    start();
  };
  for (const type of EVENTS) addEventListener(type, once, { capture: true, passive: true });
}
