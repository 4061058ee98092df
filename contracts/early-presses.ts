/**
 * What is pressed on a returning subscriber's page before the app has it (the painted
 * dashboard and course, My Plan and Analytics rendered by the server) is kept for the app to
 * replay (src/app/early-presses.ts). The pages carry this script inline right after #root
 * (scripts/first-paint-pages.ts), so it runs as their markup is parsed, before anything can be
 * pressed; the CSP allows it, and no other inline script, by its hash (server/security-headers.ts).
 * It marks a button pressed or a file field given files (whose files stay in it) and holds it
 * down (a file field's label stands for it); its listeners go with the markup the app replaces.
 */
export const EARLY_PRESS = 'data-early-press';

export const KEEP_EARLY_PRESSES = `{
  const keep = (selector) => (event) => {
    const control = event.target.closest(selector);
    if (!control) return;
    control.setAttribute('${EARLY_PRESS}', '');
    (control.labels[0] ?? control).style.cssText += 'opacity: 0.7; transform: scale(0.96); cursor: progress';
  };
  for (const node of document.getElementById('root').children) {
    node.addEventListener('click', keep('button'), true);
    node.addEventListener('change', keep('input[type=file]'), true);
  }
}`;
